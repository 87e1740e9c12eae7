import Foundation

// A public default argument builds a CGPoint, which on Apple platforms needs the CoreGraphics overlay
// imported in this file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A layer's geometry as Core Animation defines it, without any UI toolkit: bounds, position in the
/// superlayer, anchor point, transform and sublayer transform.
///
/// A point `q` of the layer's bounds lands in the superlayer's bounds at
/// `(q − anchor) · transform + position`, where `anchor = bounds.origin + anchorPoint × bounds.size`;
/// the superlayer's ``sublayerTransform`` then acts about the superlayer's own anchor, and the result
/// is flattened into the superlayer's plane (z dropped), as Core Animation composites a layer tree.
/// ``LayerPlacement`` composes a chain of them.
package struct LayerGeometry: Sendable, Equatable {
    /// The layer's own coordinate space: origin (a scroll view's content offset) and size, in points.
    public var bounds: CGRect
    /// Where the layer's anchor point sits in the superlayer's bounds, in points.
    public var position: CGPoint
    /// The point of the bounds that `position` and `transform` refer to, in unit coordinates
    /// (0…1 across the bounds); `(0.5, 0.5)`, the centre, by default.
    public var anchorPoint: CGPoint
    /// The layer's transform about its anchor point.
    public var transform: Transform3D
    /// The transform applied to the layer's sublayers about its anchor point (often a perspective).
    public var sublayerTransform: Transform3D

    /// Creates a layer geometry; everything but the bounds and position defaults to Core Animation's default.
    public init(
        bounds: CGRect,
        position: CGPoint,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        transform: Transform3D = .identity,
        sublayerTransform: Transform3D = .identity
    ) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.sublayerTransform = sublayerTransform
    }

    /// The anchor point in the layer's bounds coordinates, in points.
    public var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width,
            y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's bounds coordinates to the superlayer's bounds coordinates, before the
    /// superlayer's sublayer transform: `(q − anchor) · transform + position`.
    public var transformToSuperlayer: Transform3D {
        let anchor = anchorInBounds
        return Transform3D.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y))
    }

    /// The layer's sublayer transform as it acts on sublayer points in this layer's bounds
    /// coordinates: about the anchor point.
    public var sublayerTransformInBounds: Transform3D {
        let anchor = anchorInBounds
        return Transform3D.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }
}
