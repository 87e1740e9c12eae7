import Foundation
import PagingLayout

extension PreviewGallery {
    /// The page changes of every pager with `stepsPerPage` frames per page, as the page's script
    /// plays them:
    /// `{"steps":…,"rate":…,"next":[…],"previous":[…],"pageFrames":[…],"timelines":[[[…], …], …]}`.
    ///
    /// - `next[i]` and `previous[i]`: the page ``PageController/goToNextPage(animated:animator:completion:)``
    ///   and ``PageController/goToPreviousPage(animated:animator:completion:)`` go to from rest at frame `i`;
    /// - `pageFrames[p]`: the frame that shows page `p` at rest;
    /// - `timelines[i][p]`: from rest at frame `i`, ``PageController/setCurrentPage(_:animated:completion:)``
    ///   to page `p` with a ``DefaultViewAnimator`` of ``animationDuration`` and ``animationCurve`` on a
    ///   ``ManualFrameSource`` advanced by `1 / framesPerSecond`: for each tick, the frame nearest the
    ///   controller's offset and its ``PageController/currentPage``, written as ``Tick/timeline(_:)``
    ///   describes; empty when there is nothing to animate.
    @MainActor
    func motion(stepsPerPage steps: Int) -> String {
        let engine = self.engine
        let frameCount = (engine.numberOfPages - 1) * steps + 1
        let rate = frameRate
        func offset(ofFrame index: Int) -> CGPoint {
            let along = CGFloat(index) / CGFloat(steps) * engine.pageLength
            return engine.scrollDirection == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
        }
        func nearestFrame(_ offset: CGPoint) -> Int {
            let index = (engine.scrollPosition(at: offset) * CGFloat(steps)).rounded()
            return Int(min(max(index, 0), CGFloat(frameCount - 1)))
        }
        /// A controller at rest on frame `index`, animating with a clock only this function moves.
        func controller(atFrame index: Int) -> (PageController, ManualFrameSource) {
            let clock = ManualFrameSource()
            let animator = DefaultViewAnimator(animationDuration, curve: animationCurve, frameSource: clock)
            let controller = PageController(engine: engine, defaultAnimator: animator)
            controller.scroll(to: offset(ofFrame: index))
            return (controller, clock)
        }
        // Enough ticks for any finite duration up to a minute; an animator that never finishes stops
        // there. A non-finite duration jumps (no ticks), as the animator does.
        let followed = animationDuration.isFinite ? min(max(animationDuration, 0), 60) : 0
        let tickLimit = Int(followed * rate) + 2
        var next: [String] = []
        var previous: [String] = []
        var timelines: [String] = []
        for index in 0..<frameCount {
            let (forward, _) = controller(atFrame: index)
            forward.goToNextPage(animated: false)
            next.append(String(forward.currentPage))
            let (backward, _) = controller(atFrame: index)
            backward.goToPreviousPage(animated: false)
            previous.append(String(backward.currentPage))
            var targets: [String] = []
            for page in 0..<engine.numberOfPages {
                let (pager, clock) = controller(atFrame: index)
                let startPage = pager.currentPage
                pager.setCurrentPage(page, animated: true)
                var ticks: [Tick] = []
                while pager.isAnimating, ticks.count < tickLimit {
                    clock.advance(by: 1 / rate)
                    ticks.append(Tick(frame: nearestFrame(pager.contentOffset), page: pager.currentPage))
                }
                if ticks.isEmpty, nearestFrame(pager.contentOffset) != index || pager.currentPage != startPage {
                    // A change without animation (a zero duration jumps): one tick to its end.
                    ticks = [Tick(frame: nearestFrame(pager.contentOffset), page: pager.currentPage)]
                }
                targets.append(Tick.timeline(ticks))
            }
            timelines.append(CompactJSON.array(targets))
        }
        let pageFrames = (0..<engine.numberOfPages).map { String(nearestFrame(engine.contentOffset(forPage: $0))) }
        return CompactJSON.object([
            ("steps", String(steps)),
            ("rate", CompactJSON.number(rate, places: 3)),
            ("next", CompactJSON.array(next)),
            ("previous", CompactJSON.array(previous)),
            ("pageFrames", CompactJSON.array(pageFrames)),
            ("timelines", CompactJSON.array(timelines)),
        ])
    }
}

/// One tick of a page change: the frame shown and the controller's current page.
private struct Tick {
    var frame: Int
    var page: Int

    /// `[n, f₁, f₂ − f₁, …, fₙ − fₙ₋₁, page, count, page, count, …]`: the count of ticks, the
    /// first frame and the steps between frames (small numbers, a small page), then the current page
    /// in runs (it changes once, at the end). `[]` for no ticks.
    static func timeline(_ ticks: [Tick]) -> String {
        guard let first = ticks.first else { return "[]" }
        var numbers = [ticks.count, first.frame]
        numbers += zip(ticks.dropFirst(), ticks).map { $0.frame - $1.frame }
        var runs: [(page: Int, count: Int)] = []
        for tick in ticks {
            if let last = runs.last, last.page == tick.page {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((tick.page, 1))
            }
        }
        numbers += runs.flatMap { [$0.page, $0.count] }
        return CompactJSON.array(numbers.map(String.init))
    }
}
