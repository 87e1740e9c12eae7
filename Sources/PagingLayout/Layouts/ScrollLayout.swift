import Foundation

/// The contract every layout meets, the pager included: what a scroll view showing it needs to ask.
///
/// A layout is a pure value. For a viewport size it answers the scrollable content size and the
/// content inset its scroll view needs; for a content offset, a pass — the elements in view with
/// their frames, progress and effects; for a scroll about to end, the offset it settles at; and for
/// one element, where it rests. ``PagingEngine``, ``CarouselLayout``, ``ListLayout``,
/// ``PhotosPreviewLayout`` and ``ThumbnailStripLayout`` conform, so a consumer — a collection view
/// layout, a renderer, the command line's `scene` — is written once for all of them:
///
/// ```swift
/// func frames(of layout: some ScrollLayout, at offset: CGPoint, in viewport: CGSize) -> [CGRect] {
///     layout.layout(at: offset, viewportSize: viewport).elements.map(\.frame)
/// }
/// ```
///
/// Bad input is clamped as each layout documents (non-finite offsets held finite, negative or
/// non-finite viewport dimensions counted as 0); no requirement traps.
public protocol ScrollLayout: Sendable {
    /// The scrollable content's size in a viewport of `viewportSize`, in points.
    func contentSize(viewportSize: CGSize) -> CGSize

    /// Lays out the elements in view at the content offset `offset` in a viewport of `viewportSize`
    /// into `pass`, replacing what it held and reusing its element array's storage (a caller laying
    /// out every frame keeps one pass and allocates nothing once the array has grown).
    ///
    /// - Complexity: O(visible elements), plus O(log n) searches where a layout documents them.
    func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass)

    /// Where a scroll that would stop at `proposed`, moving at `velocity` (points per millisecond,
    /// as a scroll view reports it), comes to rest in a viewport of `viewportSize`.
    func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint

    /// Where the cell at `indexPath` rests in a viewport of `viewportSize` — its frame in content
    /// coordinates before any offset-driven effect — or `nil` when the layout has no such cell.
    func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect?

    /// The content inset the scroll view needs before the first and after the last element along the
    /// scroll axis, so that every element can reach where it settles. None by default.
    func contentInset(viewportSize: CGSize) -> ContentPadding
}

extension ScrollLayout {
    /// No content inset.
    public func contentInset(viewportSize: CGSize) -> ContentPadding { ContentPadding() }

    /// The elements in view at the content offset `offset` in a viewport of `viewportSize`, in a new
    /// pass: ``layout(at:viewportSize:into:)`` into fresh storage.
    public func layout(at offset: CGPoint, viewportSize: CGSize) -> LayoutPass {
        var pass = LayoutPass()
        layout(at: offset, viewportSize: viewportSize, into: &pass)
        return pass
    }
}
