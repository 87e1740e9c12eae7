import Foundation

// The defaults below use CGPoint.zero and CGSize.zero; on Apple platforms they come from
// CoreGraphics, which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What an ``OffsetEffect`` does to one element: the values a ``LayoutElement`` carries beyond its
/// frame. The defaults leave the element as it is.
public struct OffsetEffectAttributes: Sendable, Equatable {
    /// The element's transform, about its frame's centre (Core Animation semantics). Default
    /// identity.
    public var transform: Transform3D
    /// How far the element's content (its image) moves inside it, in points. Default zero.
    public var parallaxOffset: CGPoint
    /// The alpha of an overlay drawn over the element (a stretchy header's darkening), raw (it may
    /// leave 0…1; clamp where it is drawn); `nil` (the default) when the effect draws none.
    public var overlayAlpha: CGFloat?
    /// How much the element's frame grows, in points, about its centre (negative shrinks it).
    /// Default zero.
    public var sizeChange: CGSize
    /// The element's opacity, raw (targets clamp it to 0…1). Default 1.
    public var alpha: CGFloat

    /// Creates attributes; every argument defaults to leaving the element as it is.
    public init(
        transform: Transform3D = .identity,
        parallaxOffset: CGPoint = .zero,
        overlayAlpha: CGFloat? = nil,
        sizeChange: CGSize = .zero,
        alpha: CGFloat = 1
    ) {
        self.transform = transform
        self.parallaxOffset = parallaxOffset
        self.overlayAlpha = overlayAlpha
        self.sizeChange = sizeChange
        self.alpha = alpha
    }

    /// Gives `element` these attributes: its transform, parallax offset, overlay alpha (0 for none)
    /// and alpha replaced, its frame grown about its centre by ``sizeChange``.
    public func apply(to element: inout LayoutElement) {
        element.transform = transform
        element.parallaxOffset = parallaxOffset
        element.overlayAlpha = overlayAlpha ?? 0
        element.alpha = alpha
        // Only touched when it changes: re-deriving an unchanged frame could round its edges.
        if sizeChange != .zero {
            element.frame = element.frame.insetBy(dx: -sizeChange.width / 2, dy: -sizeChange.height / 2)
        }
    }
}
