import Foundation
import PagingLayout

extension PreviewGallery {
    /// One pager's frames as the page's script reads them, and the step count they were made with.
    struct PagerFrames {
        /// Frames per page: frame `i` shows scroll position `i / stepsPerPage`.
        var stepsPerPage: Int
        /// The members of the pager's data object: `steps`, `horizontal`, `loops`, `offsets` (each
        /// frame's content offset along the axis, physical: it falls as right-to-left pages advance),
        /// `period` (a looping pager's offset change over one period, else 0), `paths` (each page's
        /// `[section, item]`), `templates`, `pageTemplates` (each page's first template, −1 for a page
        /// never drawn), `rest` (the frame the pager shows when the page opens: page 1's, or with
        /// ``restsBetweenPages`` the one ``restFrame(of:stepsPerPage:)`` names) and `frames` (see
        /// ``FrameEncoder``).
        var members: [(key: String, value: String)]
    }

    /// The number of frames of a pager of `engine` at `steps` per page: positions 0 to the last page,
    /// or for a looping pager one period, 0 up to (not including) the page count, where it repeats.
    static func frameCount(of engine: PagingEngine, stepsPerPage steps: Int) -> Int {
        engine.isLooping ? engine.numberOfPages * steps : (engine.numberOfPages - 1) * steps + 1
    }

    /// The frame a pager of `engine` rests on when the page opens: a third of the way from page 1 to
    /// page 2 (from page 0 to page 1 with two pages), between pages, where every effect shows what it
    /// does to the page leaving and the page arriving; a centred page looks the same under most
    /// effects. Frame 0 for a pager that cannot scroll (one page, not looping); a page boundary at one
    /// step per page, where no frame lies between pages.
    static func restFrame(of engine: PagingEngine, stepsPerPage steps: Int) -> Int {
        let pages = engine.numberOfPages
        guard engine.isLooping || pages > 1 else { return 0 }
        let page = engine.isLooping ? min(1, pages - 1) : min(1, pages - 2)
        return page * steps + (steps + 1) / 3
    }

    /// The content offset along `engine`'s axis at scroll position `position`.
    static func offset(atPosition position: CGFloat, of engine: PagingEngine) -> CGFloat {
        engine.scrollDirection.along(engine.contentOffset(atScrollPosition: position))
    }

    /// The frames of `pager` (element ids start with `idPrefix`), at as many steps per page as fit the
    /// budget: frame `i` is the page controller scrolled to position `i / steps`, its current page,
    /// and the scene it shows.
    @MainActor
    func frames(of pager: Pager, idPrefix: String) -> PagerFrames {
        let engine = engine(for: pager)
        let controller = PageController(engine: engine)
        let padding = pager.pagePadding ?? pagePadding
        let steps = stepsPerPage(for: pager, controller: controller, padding: padding)
        var encoder = FrameEncoder(markup: HTMLItemMarkup(blurScale: blurScale), idPrefix: idPrefix, pagePadding: padding)
        let positions = (0..<Self.frameCount(of: engine, stepsPerPage: steps)).map { CGFloat($0) / CGFloat(steps) }
        var frames = CompactJSONWriter()
        frames.beginArray()
        for position in positions { encoder.frame(at: position, of: pager, with: controller, into: &frames) }
        frames.endArray()
        let offsets = positions.map { CompactJSON.number(Self.offset(atPosition: $0, of: engine), places: 2) }
        let pages = CGFloat(engine.numberOfPages)
        let period = engine.isLooping
            ? Self.offset(atPosition: pages, of: engine) - Self.offset(atPosition: 0, of: engine) : 0
        let paths = engine.items.indexPaths(forFlatIndices: 0..<engine.numberOfPages).map { path in
            "[\(path.section),\(path.item)]"
        }
        let pageTemplates = (0..<engine.numberOfPages).map { String(encoder.firstTemplate[$0] ?? -1) }
        let members = [
            ("steps", String(steps)),
            ("horizontal", engine.scrollDirection == .horizontal ? "true" : "false"),
            ("loops", engine.isLooping ? "true" : "false"),
            ("offsets", CompactJSON.array(offsets)),
            ("period", CompactJSON.number(period, places: 2)),
            ("paths", CompactJSON.array(paths)),
            ("templates", CompactJSON.array(encoder.templates.map(CompactJSON.string))),
            ("pageTemplates", CompactJSON.array(pageTemplates)),
            ("rest", String(restsBetweenPages
                ? Self.restFrame(of: engine, stepsPerPage: steps) : min(1, engine.numberOfPages - 1) * steps)),
            ("frames", frames.text),
        ]
        return PagerFrames(stepsPerPage: steps, members: members)
    }

    /// The most steps per page within ``stepsPerPage`` whose frames fit ``frameDataBudget``, judged
    /// from frames a quarter, half and three quarters of the way between the first pages (where
    /// effects draw the most).
    @MainActor
    private func stepsPerPage(for pager: Pager, controller: PageController, padding: PagePadding) -> Int {
        let bounds = stepBounds
        let engine = controller.engine
        let spans = engine.isLooping ? engine.numberOfPages : engine.numberOfPages - 1
        guard spans > 0 else { return bounds.lowerBound }
        var sampler = FrameEncoder(markup: HTMLItemMarkup(blurScale: blurScale), idPrefix: "sample", pagePadding: padding)
        let samples = (0..<min(spans, 4)).flatMap { page in [0.25, 0.5, 0.75].map { CGFloat(page) + $0 } }
        var writer = CompactJSONWriter()
        let bytes = samples.reduce(0) { total, position in
            writer.removeAll()
            sampler.frame(at: position, of: pager, with: controller, into: &writer)
            return total + writer.bytes.count
        }
        let perFrame = max(bytes / samples.count, 1)
        let steps = min(max(frameDataBudget / (perFrame * spans), bounds.lowerBound), bounds.upperBound)
        // Few distinct step counts, so pagers share page-change tables: the upper bound, multiples of
        // 8, or the lower bound.
        return steps == bounds.upperBound ? steps : max(steps / 8 * 8, bounds.lowerBound)
    }
}
