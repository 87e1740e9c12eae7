import Foundation
import PagingLayout

extension PreviewGallery {
    /// One pager's frames as the page's script reads them, and the step count they were made with.
    struct PagerFrames {
        /// Frames per page: frame `i` shows scroll position `i / stepsPerPage`.
        var stepsPerPage: Int
        /// The members of the pager's data object: `steps`, `horizontal`, `pageLength`, `paths`
        /// (each page's `[section, item]`), `templates`, `pageTemplates` (each page's first template,
        /// −1 for a page never drawn) and `frames` (see ``FrameEncoder``).
        var members: [(key: String, value: String)]
    }

    /// The frames of `pager` (element ids start with `idPrefix`), at as many steps per page as fit the
    /// budget: frame `i` is the page controller scrolled to position `i / steps`, its current page,
    /// and the scene it shows.
    @MainActor
    func frames(of pager: Pager, idPrefix: String) -> PagerFrames {
        let engine = self.engine
        let controller = PageController(engine: engine)
        let gaps = engine.numberOfPages - 1
        let steps = stepsPerPage(for: pager, controller: controller, gaps: gaps)
        var encoder = FrameEncoder(
            markup: HTMLItemMarkup(blurScale: blurScale), idPrefix: idPrefix, targetInset: targetInset)
        var frames: [String] = []
        for index in 0...(gaps * steps) {
            frames.append(encoder.frame(at: CGFloat(index) / CGFloat(steps), of: pager, with: controller))
        }
        let paths = engine.items.indexPaths(forFlatIndices: 0..<engine.numberOfPages).map { path in
            "[\(path.section),\(path.item)]"
        }
        let pageTemplates = (0..<engine.numberOfPages).map { String(encoder.firstTemplate[$0] ?? -1) }
        let members = [
            ("steps", String(steps)),
            ("horizontal", engine.scrollDirection == .horizontal ? "true" : "false"),
            ("pageLength", CompactJSON.number(engine.pageLength, places: 2)),
            ("paths", CompactJSON.array(paths)),
            ("templates", CompactJSON.array(encoder.templates.map(CompactJSON.string))),
            ("pageTemplates", CompactJSON.array(pageTemplates)),
            ("frames", CompactJSON.array(frames)),
        ]
        return PagerFrames(stepsPerPage: steps, members: members)
    }

    /// The most steps per page within ``stepsPerPage`` whose frames fit ``frameDataBudget``, judged
    /// from frames a quarter, half and three quarters of the way between the first pages (where
    /// effects draw the most).
    @MainActor
    private func stepsPerPage(for pager: Pager, controller: PageController, gaps: Int) -> Int {
        let bounds = stepBounds
        guard gaps > 0 else { return bounds.lowerBound }
        var sampler = FrameEncoder(
            markup: HTMLItemMarkup(blurScale: blurScale), idPrefix: "sample", targetInset: targetInset)
        let samples = (0..<min(gaps, 4)).flatMap { page in [0.25, 0.5, 0.75].map { CGFloat(page) + $0 } }
        let bytes = samples.reduce(0) { $0 + sampler.frame(at: $1, of: pager, with: controller).utf8.count }
        let perFrame = max(bytes / samples.count, 1)
        let steps = min(max(frameDataBudget / (perFrame * gaps), bounds.lowerBound), bounds.upperBound)
        // Few distinct step counts, so pagers share page-change tables: the upper bound, multiples of
        // 8, or the lower bound.
        return steps == bounds.upperBound ? steps : max(steps / 8 * 8, bounds.lowerBound)
    }
}
