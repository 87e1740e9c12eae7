import Foundation

/// A moment of the delete animation as a ``ScrollLayout``: its pass (`layout(at:viewportSize:)`)
/// over the strip before the deletion, which answers everything else — content size and inset, where a
/// scroll rests, where a thumbnail rests — so a scroll view keeps its geometry while the animation runs.
extension ThumbnailDeletion: ScrollLayout {
    /// The strip's content size before the deletion.
    public func contentSize(viewportSize: CGSize) -> CGSize {
        strip.contentSize
    }

    /// `layout(at:viewportSize:)` written into `pass`.
    ///
    /// - Complexity: O(visible thumbnails).
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        pass = layout(at: offset, viewportSize: viewportSize)
    }

    /// Where the strip before the deletion rests a scroll.
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        strip.targetOffset(forProposed: proposed, velocity: velocity, viewportSize: viewportSize)
    }

    /// Where the thumbnail at `indexPath` rests in the strip before the deletion.
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        strip.restingFrame(of: indexPath, viewportSize: viewportSize)
    }

    /// The strip's content inset before the deletion.
    public func contentInset(viewportSize: CGSize) -> ContentPadding {
        strip.contentInset(viewportSize: viewportSize)
    }
}
