import Foundation

/// An offset-driven effect for a header at the top of vertically scrolling content: pulled down
/// past the top, it stretches (scales about its centre, its top pinned to the viewport's top);
/// scrolled up, it slides down at the scroll speed so the content passes over it, and an overlay
/// darkens it.
///
/// The sticky/stretchy list (seed 000) uses it for its global header; use it for any element that
/// sits at the top of the content with origin 0.
///
/// ```swift
/// let stretchy = StretchyHeaderEffect(headerHeight: 300, maxOverlayAlpha: 0.6)
/// stretchy.transform(atOffset: -100, viewportHeight: 800)  // scale 400/300, top at y = −100
/// stretchy.overlayAlpha(atOffset: 150)                      // 0.5
/// ```
public struct StretchyHeaderEffect: Sendable, Hashable {
    /// The header's height at rest, in points. A header of zero (or negative, or non-finite) height
    /// does not stretch and gets no overlay.
    public var headerHeight: CGFloat
    /// The largest overlay alpha. Default 1.
    public var maxOverlayAlpha: CGFloat

    /// Creates the effect for a header `headerHeight` points tall.
    public init(headerHeight: CGFloat, maxOverlayAlpha: CGFloat = 1) {
        self.headerHeight = headerHeight
        self.maxOverlayAlpha = maxOverlayAlpha
    }

    /// The header's transform (about its frame's centre) at the vertical content offset `offset`.
    ///
    /// The stretched height is `headerHeight − offset`, at least `headerHeight` and at most
    /// `viewportHeight`; the header scales to it in both directions and moves by
    /// `min(offset, headerHeight)` plus half the growth, which keeps its top at the viewport's top.
    public func transform(atOffset offset: CGFloat, viewportHeight: CGFloat) -> Transform3D {
        guard headerHeight > 0, headerHeight.isFinite else { return .identity }
        let offset = offset.finiteValue
        let stretchedHeight = min(viewportHeight, max(headerHeight, headerHeight - offset))
        let scale = (stretchedHeight / headerHeight).finiteValue
        let growth = (stretchedHeight - headerHeight) / 2
        var transform = Transform3D.scale(x: scale, y: scale)
        transform.m42 = (min(offset, headerHeight) + growth).finiteValue
        return transform
    }

    /// The overlay's alpha at the vertical content offset `offset`: `offset / headerHeight`, at most
    /// ``maxOverlayAlpha``.
    ///
    /// The raw value: negative while the header is pulled down. Clamp it to 0…1 where it is drawn.
    public func overlayAlpha(atOffset offset: CGFloat) -> CGFloat {
        guard headerHeight > 0, headerHeight.isFinite else { return 0 }
        return min(maxOverlayAlpha, offset / headerHeight).finiteValue
    }
}
