import Foundation

extension PagingLayoutDriver {
    // MARK: - The page at the host's offset

    /// The current page as it stands at the host's offset now: ``currentPage``, or — when the host
    /// moved by itself since the last pass (the user's scroll, an app's own `contentOffset`) — the
    /// page nearest the host's offset, which the next ``prepare()`` adopts. A scroll view tells its
    /// delegate of an offset before or after the layout pass of that offset (UIKit documents neither),
    /// so a listener reading the page there reads the offset it was told about either way.
    ///
    /// Equal to ``currentPage`` while a page change animates or a drag settles, while a page asked
    /// for waits for the counts, after a data invalidation or a change of the viewport or reading
    /// direction not yet prepared, inside a pass, and when the host rests at minus its adjusted inset
    /// (which the next pass writes over rather than adopts).
    /// - Complexity: O(log n) for n pages of their own lengths, else O(1).
    public var currentPageAtHostOffset: Int {
        let controller = pageController
        guard let host, !isPreparing, !controller.isAnimating, pendingRequest == nil, !needsItemCounts,
            controller.engine.numberOfPages > 0, controller.engine.pageLength > 0
        else { return controller.currentPage }
        let hostOffset = host.contentOffset
        guard hostOffset != writtenOffset, engineInputs(of: host) == engineInputs else { return controller.currentPage }
        let engine = controller.engine
        // Minus the adjusted inset is where UIKit puts a resting scroll view when its inset changes:
        // the pass writes the page's offset back there rather than adopting it.
        guard !isInsetAdjustment(
            hostOffset, of: host, along: engine.scrollDirection, hostIsMoving: host.isTrackingOrDecelerating)
        else { return controller.currentPage }
        let scrolled = engine.scrollDirection.along(engineOffset(hostOffset))
        guard scrolled.isFinite, scrolled != engine.scrollDirection.along(controller.contentOffset) else {
            return controller.currentPage
        }
        return engine.currentPage(atScrollPosition: engine.scrollPosition(at: engine.geometry.point(along: scrolled)))
    }
}
