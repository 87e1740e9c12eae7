import Foundation

/// Where a toolkit's blur overlay sits over a target, and how much it blurs: the overlay a
/// target's ``TransformTarget/layerBlurRadius`` keeps just above it (a `BlurEffectView` in UIKit)
/// has the target's untransformed bounds and centre, its transform, z position and corner radius,
/// so it covers exactly what the target shows — without inheriting the target's alpha, which
/// breaks visual effects.
///
/// At radius 0 (a page passing the centre) an existing overlay is hidden and kept, not removed:
/// it is not rebuilt, with a new blur animator, each time a page goes by.
///
/// ```swift
/// let placement = BlurOverlayPlacement(
///     radius: attributes.blurRadius, targetSize: card.bounds.size, targetCenter: card.center,
///     transform: attributes.transform, zPosition: 0, cornerRadius: 12, overlayExists: false)
/// // nil: no blur and no overlay to keep; else lay the overlay out with it
/// ```
package struct BlurOverlayPlacement: Sendable, Equatable {
    /// How much of the style's full blur shows, 0 (none) … 1.
    public var fraction: CGFloat
    /// Whether the overlay shows: `fraction` above 0.
    public var isShown: Bool { fraction > 0 }
    /// The overlay's bounds: the target's size at the origin, in points.
    public var bounds: CGRect
    /// The overlay's centre in the target's superview, in points: the target's centre.
    public var center: CGPoint
    /// The overlay's transform about its centre: the target's.
    public var transform: Transform3D
    /// The overlay's z position among its siblings: the target's.
    public var zPosition: CGFloat
    /// The overlay's corner radius (it clips to it), in points: the target's.
    public var cornerRadius: CGFloat

    /// The placement of a blur of `radius` over a target, or `nil` when there is nothing to do: no
    /// blur and no overlay to hide.
    ///
    /// - Parameters:
    ///   - radius: the effect's ``EffectAttributes/blurRadius``, 0 none … 1 full; values outside
    ///     are clamped, a non-finite one counts as 0.
    ///   - targetSize: the target's bounds size, in points.
    ///   - targetCenter: the target's centre in its superview, in points.
    ///   - transform: the target's transform (the effect's ``EffectAttributes/transform``).
    ///   - zPosition: the target's z position.
    ///   - cornerRadius: the target's corner radius, in points.
    ///   - overlayExists: whether the target has an overlay already.
    public init?(
        radius: CGFloat, targetSize: CGSize, targetCenter: CGPoint, transform: Transform3D, zPosition: CGFloat,
        cornerRadius: CGFloat, overlayExists: Bool
    ) {
        let fraction = radius.isFinite ? min(max(radius, 0), 1) : 0
        guard fraction > 0 || overlayExists else { return nil }
        self.fraction = fraction
        bounds = CGRect(origin: .zero, size: targetSize)
        center = targetCenter
        self.transform = transform
        self.zPosition = zPosition
        self.cornerRadius = cornerRadius
    }

    /// The overlay's frame in the target's superview, before its transform: the target's frame.
    public var untransformedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }
}
