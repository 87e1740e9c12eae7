import Foundation

/// The pager as a ``ScrollLayout``: the engine's own questions asked of a copy sized to the
/// viewport given (the engine's ``PagingEngine/viewportSize`` is replaced by it).
extension PagingEngine: ScrollLayout {
    /// ``contentSize`` for a viewport of `viewportSize`.
    public func contentSize(viewportSize: CGSize) -> CGSize {
        sized(viewportSize).contentSize
    }

    /// The visible items at `offset` in a viewport of `viewportSize`: ``layout(at:into:)`` of this
    /// engine sized to that viewport.
    ///
    /// - Complexity: as ``layout(at:into:)``.
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        sized(viewportSize).layout(at: offset, into: &pass)
    }

    /// The offset of the slot nearest `proposed` (its page when not looping, clamped to the pages),
    /// keeping the proposed offset across the axis. The velocity does not matter: flicks need the
    /// drag's start, which ``PageSnapping`` takes.
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        let engine = sized(viewportSize)
        let position = engine.scrollPosition(at: proposed)
        let slot = engine.isLooping ? Self.slot(nearest: position) : engine.currentPage(atScrollPosition: position)
        let direction = engine.scrollDirection
        return direction.point(
            along: direction.along(engine.contentOffset(forSlot: slot)), across: direction.across(proposed.finiteOrZero))
    }

    /// Where page `indexPath` sits when settled: the frame of its item at ``contentOffset(forPage:)``;
    /// `nil` for an index path outside the items.
    ///
    /// - Complexity: O(log s) for s sections.
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        let engine = sized(viewportSize)
        guard let page = engine.items.flatIndex(for: indexPath) else { return nil }
        return engine.geometry.frame(
            forSlot: page, pageCount: engine.numberOfPages, at: engine.contentOffset(forSlot: page))
    }

    /// This engine in a viewport of `viewportSize`.
    private func sized(_ viewportSize: CGSize) -> PagingEngine {
        var engine = self
        engine.viewportSize = viewportSize
        return engine
    }
}
