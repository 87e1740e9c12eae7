import Foundation

/// A 2-D affine transform with `CGAffineTransform`'s fields and semantics, on every platform: the
/// planar arithmetic of the effects, before ``Transform3D/init(_:)`` lifts it to the 3-D transform
/// they return. Package API: an app's transforms are ``Transform3D``s (on Apple platforms
/// `Transform3D(CATransform3DMakeAffineTransform(t))` takes a `CGAffineTransform` `t`).
///
/// A point is the row vector `[x y 1]` multiplied by
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// `translatedBy`, `scaledBy` and `rotated` apply the new operation first and then `self`, as
/// `CGAffineTransform`'s methods of the same names do.
package struct AffineTransform2D: Sendable, Hashable {
    /// x scale and rotation.
    package var a: CGFloat
    /// y shear and rotation.
    package var b: CGFloat
    /// x shear and rotation.
    package var c: CGFloat
    /// y scale and rotation.
    package var d: CGFloat
    /// Translation along x, in points.
    package var tx: CGFloat
    /// Translation along y, in points.
    package var ty: CGFloat

    /// Creates a transform from its six fields.
    package init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    package static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The transform that applies `self` first, then `other`.
    package func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// Translates by `(x, y)` points first, then applies `self`.
    package func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
        AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y).concatenating(self)
    }

    /// Scales by `(x, y)` first, then applies `self`.
    package func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform2D {
        AffineTransform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0).concatenating(self)
    }

    /// Rotates by `angle` radians first (positive turns +x towards +y), then applies `self`.
    package func rotated(by angle: CGFloat) -> AffineTransform2D {
        let cosine = cos(angle)
        let sine = sin(angle)
        return AffineTransform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0).concatenating(self)
    }

    /// Where `point` lands under this transform.
    package func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * a + point.y * c + tx, y: point.x * b + point.y * d + ty)
    }
}
