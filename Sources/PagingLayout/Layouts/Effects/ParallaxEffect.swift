import Foundation

/// An offset-driven effect that moves an element's content (its image) inside it in proportion to
/// the element's distance from the viewport's centre: 0 when centred, ``maxParallaxOffset`` (the
/// other way from the distance) just as the element leaves the viewport, and held there beyond.
///
/// The parallax list and the sticky/stretchy list give it to their cells; the
/// content needs ``maxParallaxOffset`` points of extra room on each side. It reads the element's
/// centre and length along the axis and the viewport's; spec options: `{"maxParallaxOffset": 30}`
/// (30 when missing).
///
/// ```swift
/// let parallax = ParallaxEffect(maxParallaxOffset: 30)
/// // A 120-point cell centred 200 points below the centre of a 568-point viewport:
/// parallax.offset(itemCenter: 684, itemLength: 120, viewportOrigin: 200, viewportLength: 568)
/// // −30 × 200 / (284 + 60) ≈ −17.44
/// ```
public struct ParallaxEffect: OffsetEffect, Hashable {
    /// The largest offset of the content, in points.
    public var maxParallaxOffset: CGFloat

    /// Creates the effect.
    public init(maxParallaxOffset: CGFloat) {
        self.maxParallaxOffset = maxParallaxOffset
    }

    /// The content's offset along the scroll axis for an element centred at `itemCenter` and
    /// `itemLength` long, in a viewport starting at `viewportOrigin` and `viewportLength` long (all
    /// in content points along the axis).
    ///
    /// `maxParallaxOffset × (viewport centre − item centre) / (viewportLength/2 + itemLength/2)`,
    /// held within ±``maxParallaxOffset`` (as the sticky/stretchy list does; the parallax list's
    /// formula is the same inside the viewport). 0 when both lengths are 0.
    public func offset(
        itemCenter: CGFloat, itemLength: CGFloat, viewportOrigin: CGFloat, viewportLength: CGFloat
    ) -> CGFloat {
        let halfViewport = viewportLength / 2
        let reach = halfViewport + itemLength / 2
        guard reach > 0 else { return 0 }
        let distance = itemCenter - viewportOrigin - halfViewport
        let raw = (-(maxParallaxOffset * distance) / reach).finiteValue
        return min(max(-maxParallaxOffset, raw), maxParallaxOffset).finiteValue
    }

    /// The content offset along the context's axis, by
    /// ``offset(itemCenter:itemLength:viewportOrigin:viewportLength:)``.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        let distance = offset(
            itemCenter: context.frameCenter, itemLength: context.frameLength, viewportOrigin: context.offset,
            viewportLength: context.viewportLength)
        return OffsetEffectAttributes(parallaxOffset: context.point(along: distance))
    }
}
