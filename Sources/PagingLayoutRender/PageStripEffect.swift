import Foundation
import PagingLayout

/// Pages side by side along the scroll axis, one page step apart — where a scroll view lays out plain
/// pages — those away from the centre a little smaller and fainter, so the settled page stands out.
///
/// The prepared effects measure their moves in the page's own size, so spacing does not show in
/// them; this one moves a page by its progress times the context's ``EffectContext/pageStep`` (page
/// length plus spacing) along ``EffectContext/scrollDirection``, so peeking neighbours, gaps and the
/// seam of a looping pager show as the page geometry places them. The preview gallery's
/// page-geometry pagers use it.
///
/// ```swift
/// let context = EffectContext(targetSize: CGSize(width: 180, height: 260),
///                             viewportSize: CGSize(width: 240, height: 320), pageStep: 192)
/// PageStripEffect().attributes(for: 1, in: context).transform.m41   // 192: one step to the right
/// ```
public struct PageStripEffect: PagingEffect, Equatable {
    /// The scale of a page one page or more from the centre, 0…1 (values outside count as the nearer
    /// end, NaN as 1). Default 0.9.
    public var minimumScale: CGFloat
    /// The opacity of a page one page or more from the centre, 0…1 (values outside count as the
    /// nearer end, NaN as 1). Default 0.7.
    public var minimumAlpha: CGFloat

    /// Creates the effect; by default pages one page away are 90 % as large and 70 % opaque.
    public init(minimumScale: CGFloat = 0.9, minimumAlpha: CGFloat = 0.7) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }

    /// The page's state at `progress`: translated `progress × pageStep` along the axis, then scaled
    /// about its centre; scale and opacity fall linearly to their minimums at one page away. A
    /// non-finite progress counts as 0; a move too long for `CGFloat` holds at its largest value.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let progress = progress.isFinite ? progress : 0
        let distance = min(abs(progress), 1)
        let scale = 1 - (1 - Self.unit(minimumScale)) * distance
        let largest = CGFloat.greatestFiniteMagnitude
        let travel = min(max(progress * context.pageStep, -largest), largest)
        let horizontal = context.scrollDirection == .horizontal
        let planar = AffineTransform2D.identity
            .translatedBy(x: horizontal ? travel : 0, y: horizontal ? 0 : travel)
            .scaledBy(x: scale, y: scale)
        return EffectAttributes(
            progress: progress, transform: Transform3D(planar), alpha: 1 - (1 - Self.unit(minimumAlpha)) * distance)
    }

    /// `value` clamped to 0…1, NaN as 1.
    private static func unit(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 1 : min(max(value, 0), 1)
    }
}
