import Foundation

/// An offset-driven effect for a header at the start of scrolling content: pulled past the start,
/// it stretches (scales about its centre, its leading edge pinned to the viewport's); scrolled on,
/// it slides with the scroll so the content passes over it, and an overlay darkens it.
///
/// It reads the element's length and start along the axis and the content offset. The
/// sticky/stretchy list uses it for its global header. Spec options:
/// `{"maxOverlayAlpha": 0.6, "isOverlayActive": true}` (the defaults are 1 and `true`).
///
/// ```swift
/// let stretchy = StretchyHeaderEffect(maxOverlayAlpha: 0.6)
/// stretchy.transform(atOffset: -100, headerHeight: 300, viewportHeight: 800)  // scale 400/300, top at y = −100
/// stretchy.overlayAlpha(atOffset: 150, headerHeight: 300)                      // 0.5
/// ```
public struct StretchyHeaderEffect: OffsetEffect, Hashable {
    /// The largest overlay alpha. Default 1 (the list's ``ListLayoutOptions/headerOverlayMaxAlphaValue``).
    public var maxOverlayAlpha: CGFloat
    /// Whether the effect draws the overlay at all. Default `true` (the list's
    /// ``ListLayoutOptions/isAlphaOnHeaderActive``).
    public var isOverlayActive: Bool

    /// Creates the effect.
    public init(maxOverlayAlpha: CGFloat = 1, isOverlayActive: Bool = true) {
        self.maxOverlayAlpha = maxOverlayAlpha
        self.isOverlayActive = isOverlayActive
    }

    /// The transform (about the frame's centre) of a header `headerHeight` points tall at the top of
    /// vertically scrolling content, at the content offset `offset` in a viewport `viewportHeight`
    /// points tall.
    ///
    /// The stretched height is `headerHeight − offset`, at least `headerHeight` and at most
    /// `viewportHeight`; the header scales to it in both directions and moves by
    /// `min(offset, headerHeight)` plus half the growth, which keeps its top at the viewport's top.
    /// Identity for a header of zero (or negative, or non-finite) height.
    public func transform(atOffset offset: CGFloat, headerHeight: CGFloat, viewportHeight: CGFloat) -> Transform3D {
        guard headerHeight > 0, headerHeight.isFinite else { return .identity }
        let offset = offset.finiteValue
        let stretchedHeight = min(viewportHeight, max(headerHeight, headerHeight - offset))
        let scale = (stretchedHeight / headerHeight).finiteValue
        let growth = (stretchedHeight - headerHeight) / 2
        var transform = Transform3D.scale(x: scale, y: scale)
        transform.m42 = (min(offset, headerHeight) + growth).finiteValue
        return transform
    }

    /// The overlay's alpha for a header `headerHeight` points tall at the content offset `offset`:
    /// `offset / headerHeight`, at most ``maxOverlayAlpha``; 0 for a header of no height.
    ///
    /// The raw value: negative while the header is pulled down. Clamp it to 0…1 where it is drawn.
    public func overlayAlpha(atOffset offset: CGFloat, headerHeight: CGFloat) -> CGFloat {
        guard headerHeight > 0, headerHeight.isFinite else { return 0 }
        return min(maxOverlayAlpha, offset / headerHeight).finiteValue
    }

    /// The stretch (along the context's axis, the offset measured from the header's start) and,
    /// when ``isOverlayActive``, the overlay alpha.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        let offset = context.offset - context.frameStart
        let length = context.frameLength
        var transform = self.transform(atOffset: offset, headerHeight: length, viewportHeight: context.viewportLength)
        if context.scrollDirection == .horizontal { swap(&transform.m41, &transform.m42) }
        return OffsetEffectAttributes(
            transform: transform,
            overlayAlpha: isOverlayActive ? overlayAlpha(atOffset: offset, headerHeight: length) : nil)
    }
}
