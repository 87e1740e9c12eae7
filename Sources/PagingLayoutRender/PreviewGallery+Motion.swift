import Foundation
import PagingLayout

extension PreviewGallery {
    /// The page changes and drag releases of a pager of `engine` with `stepsPerPage` frames per page,
    /// as the page's script plays them:
    /// `{"steps":…,"rate":…,"next":[…],"previous":[…],"pageFrames":[…],"timelines":[[[…], …], …],"flick":…,"snap":[[…], …]}`.
    ///
    /// - `next[i]` and `previous[i]`: the page ``PageController/goToNextPage(animated:animator:completion:)``
    ///   and ``PageController/goToPreviousPage(animated:animator:completion:)`` go to from rest at frame `i`;
    /// - `pageFrames[p]`: the frame that shows page `p` at rest;
    /// - `timelines[i][p]`: from rest at frame `i`, ``PageController/setCurrentPage(_:animated:completion:)``
    ///   to page `p` with a ``DefaultViewAnimator`` of ``animationDuration`` and ``animationCurve`` on a
    ///   ``ManualFrameSource`` advanced by `1 / framesPerSecond`: for each tick, the frame nearest the
    ///   controller's offset and its ``PageController/currentPage``, written as ``Tick/timeline(_:)``
    ///   describes; empty when there is nothing to animate. A looping pager's frames count on past
    ///   either end of the period (the script wraps them);
    /// - `flick`: the controller's ``PageSnapping/Configuration/minimumFlickVelocity``, in points a
    ///   second: a release at least this fast is a flick;
    /// - `snap[i][3·s + c]`: the page ``PageController/endDragging(velocity:animator:completion:)``
    ///   settles on when a drag that began at rest on page `s` is released at frame `i` with the
    ///   content offset moving at 0 (`c` = 0), `+flick` (`c` = 1: the offset growing) or `−flick`
    ///   (`c` = 2) points a second along the axis. In a looping pager the drag begins on the slot of
    ///   page `s` nearest the release, the short way round.
    @MainActor
    func motion(of engine: PagingEngine, stepsPerPage steps: Int) -> String {
        let frameCount = Self.frameCount(of: engine, stepsPerPage: steps)
        let rate = frameRate
        func offset(ofFrame index: Int) -> CGPoint {
            engine.contentOffset(atScrollPosition: CGFloat(index) / CGFloat(steps))
        }
        func nearestFrame(_ offset: CGPoint) -> Int {
            let index = (engine.scrollPosition(at: offset) * CGFloat(steps)).rounded()
            // A looping pager's frames go on round the loop; positions stay within a few periods.
            let lowest = engine.isLooping ? -2 * CGFloat(frameCount) : 0
            let highest = engine.isLooping ? 3 * CGFloat(frameCount) : CGFloat(frameCount - 1)
            return Int(min(max(index, lowest), highest))
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
        let pageFrames = (0..<engine.numberOfPages).map { String(nearestFrame(engine.contentOffset(forSlot: $0))) }
        let (flick, snap) = releases(of: engine, frames: (0..<frameCount).map(offset(ofFrame:)))
        return CompactJSON.object([
            ("steps", String(steps)),
            ("rate", CompactJSON.number(rate, places: 3)),
            ("next", CompactJSON.array(next)),
            ("previous", CompactJSON.array(previous)),
            ("pageFrames", CompactJSON.array(pageFrames)),
            ("timelines", CompactJSON.array(timelines)),
            ("flick", CompactJSON.number(flick, places: 3)),
            ("snap", CompactJSON.array(snap)),
        ])
    }

    /// The flick speed of a page controller's snapping and, for each frame (offset), where a drag
    /// released there settles: see ``motion(of:stepsPerPage:)``'s `snap`.
    @MainActor
    private func releases(of engine: PagingEngine, frames: [CGPoint]) -> (flick: CGFloat, snap: [String]) {
        // Settling jumps: only the page it settles on matters here, not the animation.
        let controller = PageController(engine: engine, defaultAnimator: DefaultViewAnimator(0, curve: .linear))
        let flick = controller.snapping.minimumFlickVelocity
        let velocities = [0, flick, -flick].map { engine.geometry.point(along: $0) }
        let snap = frames.map { release in
            let pages = (0..<engine.numberOfPages).flatMap { start in
                velocities.map { velocity in
                    // At rest on the start page (in a looping pager its slot nearest the release),
                    // then dragged to the release offset and let go.
                    controller.scroll(to: release)
                    controller.setCurrentPage(start, animated: false)
                    controller.drag(to: release)
                    return String(controller.endDragging(velocity: velocity))
                }
            }
            return CompactJSON.array(pages)
        }
        return (flick, snap)
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
