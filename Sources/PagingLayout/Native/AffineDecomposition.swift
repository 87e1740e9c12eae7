import Foundation

/// A page transform split into the three 2-D primitives every SwiftUI version applies about a
/// view's centre — scale, then rotation, then offset (`scaleEffect(x:y:)`, `rotationEffect(_:)`,
/// `offset(x:y:)`, in that order from the inside out) — for hosts that cannot take a transform
/// whole, with how far the primitives miss the original on the page's corners.
///
/// The split is exact for transforms without perspective or shear (the scale, stack and slide
/// effects' flat moves); for a 3-D turn with perspective it is the affine part only (the
/// perspective row dropped), and ``cornerError`` says by how much that misses.
///
/// ```swift
/// let split = AffineDecomposition(.scale(x: 0.8, y: 0.8).translatedBy(x: 40, y: 0),
///                                 pageSize: CGSize(width: 300, height: 400))
/// // scale 0.8 × 0.8, rotation 0, offset (32, 0), cornerError 0
/// ```
package struct AffineDecomposition: Sendable, Equatable {
    /// The scale along the page's own x and y axes, applied first, about the centre. A negative
    /// ``scaleY`` is a mirror image.
    public var scaleX: CGFloat
    /// See ``scaleX``.
    public var scaleY: CGFloat
    /// The rotation in radians, applied after the scale, about the centre; positive turns +x
    /// towards +y (clockwise on screen).
    public var rotation: CGFloat
    /// The offset in points, applied last.
    public var offset: CGSize
    /// The largest distance, in points, between where the original transform puts one of the
    /// page's four corners and where the primitives put it: 0 when the split is exact; infinity
    /// when a corner goes behind the eye under the original.
    public var cornerError: CGFloat

    /// Splits `transform` (about the page's centre, as Core Animation applies it) for a page of
    /// `pageSize` points. Non-finite fields give the identity split with an infinite error.
    public init(_ transform: Transform3D, pageSize: CGSize) {
        let w = transform.m44
        guard transform.isFinite, w > 0 else {
            self.init(scaleX: 1, scaleY: 1, rotation: 0, offset: .zero, cornerError: .infinity)
            return
        }
        // Rows (a, b) and (c, d) of the affine part, divided by the homogeneous scale.
        let (a, b) = (transform.m11 / w, transform.m12 / w)
        let (c, d) = (transform.m21 / w, transform.m22 / w)
        let angle = atan2(b, a)
        let (cosine, sine) = (cos(angle), sin(angle))
        let split = AffineDecomposition(
            scaleX: (a * a + b * b).squareRoot(), scaleY: d * cosine - c * sine, rotation: angle,
            offset: CGSize(width: transform.m41 / w, height: transform.m42 / w), cornerError: 0)
        let rect = CGRect(origin: .zero, size: pageSize)
        let exact = ProjectionMatrix(flattening: transform, about: CGPoint(x: rect.midX, y: rect.midY))
        let approximate = split.matrix(pageSize: pageSize)
        // The rectangle's corners (its maxima, as a negative size gives them), each where the exact
        // transform and the split put it; infinitely wrong when one goes behind the eye.
        let corners = CGSize(width: rect.maxX, height: rect.maxY)
        var error = CGFloat.infinity
        if let wanted = exact.projectedCorners(of: corners), let got = approximate.projectedCorners(of: corners) {
            func distance(_ wanted: CGPoint, _ got: CGPoint) -> CGFloat { hypot(wanted.x - got.x, wanted.y - got.y) }
            error = max(
                max(max(max(0, distance(wanted.0, got.0)), distance(wanted.1, got.1)), distance(wanted.2, got.2)),
                distance(wanted.3, got.3))
        }
        self = split
        cornerError = error
    }

    /// Creates a split from its parts.
    public init(scaleX: CGFloat, scaleY: CGFloat, rotation: CGFloat, offset: CGSize, cornerError: CGFloat) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.offset = offset
        self.cornerError = cornerError
    }

    /// Whether the primitives put every corner within `tolerance` points of the original.
    public func isExact(within tolerance: CGFloat = 1e-6) -> Bool { cornerError <= tolerance }

    /// The primitives recomposed into one matrix about the page's origin (scale, rotation, offset,
    /// each about the centre of a page of `pageSize`): what a host applying them shows.
    public func matrix(pageSize: CGSize) -> ProjectionMatrix {
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let about = Transform3D(
            m11: scaleX * cosine, m12: scaleX * sine, m13: 0, m14: 0,
            m21: -scaleY * sine, m22: scaleY * cosine, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: offset.width, m42: offset.height, m43: 0, m44: 1)
        return ProjectionMatrix(flattening: about, about: CGPoint(x: pageSize.width / 2, y: pageSize.height / 2))
    }
}
