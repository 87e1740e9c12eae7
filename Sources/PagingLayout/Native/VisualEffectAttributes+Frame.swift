import Foundation

extension VisualEffectAttributes {
    /// What `effect` gives slot `slot`'s page with `frame` in the scroll view's viewport, as
    /// SwiftUI applies it: the content offset and progress from the frame
    /// (``PageGeometry/contentOffset(forSlot:frame:pageCount:)``), the engine's effect context at
    /// that offset, the effect's attributes mirrored for the geometry's layout direction, converted
    /// for the page's size. What a per-page `visualEffect` computes on every scroll step.
    ///
    /// ```swift
    /// // Inside visualEffect { content, proxy in … }:
    /// let native = VisualEffectAttributes(
    ///     effect: effect, slot: index, frame: proxy.frame(in: .scrollView), geometry: geometry, pageCount: count)
    /// ```
    ///
    /// - Parameters:
    ///   - effect: the pager's effect.
    ///   - slot: the page's slot (its index).
    ///   - frame: the page's frame in the viewport, in points.
    ///   - geometry: where the pages are.
    ///   - pageCount: the number of pages.
    ///   - maximumBlurRadius: the radius of a full blur, in points.
    public init(
        effect: any PagingEffect, slot: Int, frame: CGRect, geometry: PageGeometry, pageCount: Int,
        maximumBlurRadius: CGFloat = defaultMaximumBlurRadius
    ) {
        self.init(
            effect: effect, slot: slot,
            contentOffset: geometry.contentOffset(forSlot: slot, frame: frame, pageCount: pageCount),
            geometry: geometry, pageCount: pageCount, maximumBlurRadius: maximumBlurRadius)
    }

    /// What `effect` gives slot `slot`'s page when the scroll view's content offset along the axis
    /// is `contentOffset` (physical, in points): the page's progress there, the engine's effect
    /// context, the attributes mirrored for the geometry's layout direction, converted for the
    /// page's size. Used with a resting page's offset, it gives the attributes of the pages around
    /// a settled pager.
    public init(
        effect: any PagingEffect, slot: Int, contentOffset: CGFloat, geometry: PageGeometry, pageCount: Int,
        maximumBlurRadius: CGFloat = defaultMaximumBlurRadius
    ) {
        let point = geometry.scrollDirection == .horizontal
            ? CGPoint(x: contentOffset, y: 0) : CGPoint(x: 0, y: contentOffset)
        let progress = CGFloat(slot) - geometry.position(atOffset: point, pageCount: pageCount)
        let context = geometry.effectContext(forSlot: slot, pageCount: pageCount, at: point)
        // Evaluated into one value and made finite in place: the returning call and `finite()`
        // would each copy the whole attributes value again.
        var attributes = EffectAttributes.untouched
        effect.directedAttributes(for: progress, in: context, into: &attributes)
        attributes.makeFinite()
        // A pattern, not `!= nil`: that can pick `Equatable`'s `==` and copy the optional snapshot.
        let showsSnapshotPieces: Bool
        if case .some = effect.directedSnapshot(for: progress, in: context) {
            showsSnapshotPieces = true
        } else {
            showsSnapshotPieces = false
        }
        self.init(
            finite: attributes, showsSnapshotPieces: showsSnapshotPieces, pageSize: context.targetSize,
            maximumBlurRadius: maximumBlurRadius)
    }
}
