import Foundation

extension PagingLayoutDriver {
    // MARK: - Dragging

    /// The user put a finger on the scroll view and started to pan (`scrollViewWillBeginDragging`):
    /// interrupts a running page change where it is and makes the scroll state
    /// ``ScrollState/dragging``; the host's offsets then move the drag.
    public func beginDragging() {
        deceleration = nil
        pageController.beginDragging()
    }

    /// The user lifted the finger with the content moving at `velocity`
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`): picks the page the
    /// core's ``PageSnapping`` settles on and returns the host offset that shows it, for the
    /// scroll view to decelerate to.
    ///
    /// The page controller settles on that page (scroll state ``ScrollState/settling``, then
    /// ``ScrollState/idle``) as the host's own deceleration carries the offset there; if the host
    /// comes to rest elsewhere, its offset is adopted.
    ///
    /// - Parameters:
    ///   - velocity: the content offset's velocity in points per second (UIKit's scroll view
    ///     delegate reports points per millisecond: multiply by 1000); NaN counts as 0.
    ///   - proposedOffset: where the host would come to rest by itself; `nil` for its offset now.
    /// - Returns: the offset to come to rest at, in the host's coordinates: the snapped page's; the
    ///   host's offset now when the drag already rests on it or no drag was in progress; the
    ///   proposed offset when the pages do not snap (``PageSnapping/Configuration/free``).
    public func endDragging(velocity: CGPoint, proposedOffset: CGPoint? = nil) -> CGPoint {
        let engine = pageController.engine
        let start = engine.scrollDirection.along(pageController.contentOffset)
        let follower = HostDecelerationAnimator()
        let page = pageController.endDragging(velocity: velocity, animator: follower)
        let current = host?.contentOffset ?? .zero
        guard let frame = follower.frame, let host else {
            return pageController.snapping.snapsToPages ? current : proposedOffset ?? current
        }
        let endSlot = slot(showing: page, near: start, in: engine)
        let end = engine.scrollDirection.along(engine.contentOffset(forSlot: endSlot))
        deceleration = HostDeceleration(start: start, end: end, frame: frame)
        let target = scrollOffset(forEngineOffset: end, in: engine)
        return engine.scrollDirection.point(along: target, keepingAcrossOf: host.contentOffset)
    }

    /// Moves a settle that the host's deceleration carries out to `offset` (engine coordinates,
    /// along the axis).
    ///
    /// - Returns: `false` when no such settle runs, or the host came to rest short of the page:
    ///   then the offset is the user's.
    func followDeceleration(to offset: CGFloat, hostIsMoving: Bool) -> Bool {
        guard let running = deceleration, isAnimating else {
            deceleration = nil
            return false
        }
        // The host rounds its offsets to pixels: within half a point it has arrived.
        let arrived = abs(offset - running.end) <= 0.5
        guard arrived || hostIsMoving else {
            deceleration = nil
            return false
        }
        let distance = running.end - running.start
        let progress = distance == 0 ? 1 : min(max((offset - running.start) / distance, 0), 1)
        isAdoptingHostOffset = true
        defer { isAdoptingHostOffset = false }
        if arrived { deceleration = nil }
        running.frame(Double(progress), arrived)
        return true
    }

    /// The slot showing `page` nearest `offset` (the page itself unless looping).
    private func slot(showing page: Int, near offset: CGFloat, in engine: PagingEngine) -> Int {
        guard engine.isLooping else { return page }
        let count = engine.numberOfPages
        let position = engine.scrollPosition(at: engine.geometry.point(along: offset))
        let turns = ((position - CGFloat(page)) / CGFloat(count)).rounded()
        guard turns.isFinite, abs(turns) < CGFloat(Int.max / (2 * max(count, 1))) else { return page }
        return Int(turns) * count + page
    }
}

/// A settle after a drag that the host's deceleration carries out.
struct HostDeceleration {
    /// The offset along the axis where the drag let go, in engine coordinates.
    let start: CGFloat
    /// The offset along the axis of the page it settles on.
    let end: CGFloat
    /// The page controller's animation frame: progress 0…1, finished.
    let frame: (Double, Bool) -> Void
}

/// An animator with no clock of its own: it keeps the page controller's frame closure so that the
/// host's deceleration can drive it.
@MainActor
final class HostDecelerationAnimator: ViewAnimator {
    private(set) var frame: ((Double, Bool) -> Void)?

    func animate(animations: @escaping (Double, Bool) -> Void) -> (any ViewAnimatorCancelable)? {
        frame = animations
        return nil
    }
}
