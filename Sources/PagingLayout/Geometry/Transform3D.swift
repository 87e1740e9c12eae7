import Foundation

// On Apple platforms CGPoint, CGSize and CGRect get their Equatable conformances from the
// CoreGraphics overlay; importing it once makes them visible to the whole module.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 4×4 homogeneous transform with Core Animation semantics, usable on every platform.
///
/// The layout of the sixteen fields is the one of `CATransform3D`:
/// - a point is a **row vector** multiplied on the left: `[x y z 1] · M`;
/// - the translation lives in `m41`, `m42`, `m43`;
/// - `m34` carries perspective (a typical value is `-1 / 500`, the eye 500 points away).
///
/// `a.concatenating(b)` applies `a` first, then `b` (like `CATransform3DConcat(a, b)`). The instance
/// methods `translatedBy`, `scaledBy` and `rotatedBy` apply the *new* operation first and then `self`,
/// exactly like `CATransform3DTranslate/Scale/Rotate(self, …)`.
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = -1 / 500
/// t = t.rotatedBy(angle: .pi / 4, x: 0, y: 1, z: 0)   // like CATransform3DRotate(t, .pi / 4, 0, 1, 0)
/// ```
public struct Transform3D: Sendable, Hashable {
    /// Row 1, column 1 (x scale and rotation).
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4 (perspective along x).
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2 (y scale and rotation).
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4 (perspective along y).
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3 (z scale and rotation).
    public var m33: CGFloat
    /// Row 3, column 4: perspective along z; `-1 / d` puts the eye `d` points in front of the layer.
    public var m34: CGFloat
    /// Row 4, column 1: translation along x, in points.
    public var m41: CGFloat
    /// Row 4, column 2: translation along y, in points.
    public var m42: CGFloat
    /// Row 4, column 3: translation along z, in points.
    public var m43: CGFloat
    /// Row 4, column 4 (homogeneous scale; 1 for affine transforms).
    public var m44: CGFloat

    /// Creates a transform from its sixteen fields, row by row.
    // Inlinable, like ``identity``: a caller that builds a transform from constants (an effect
    // starting from untouched attributes on every frame) stores them instead of calling and copying.
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Creates a transform from sixteen values in field order `m11, m12, m13, m14, m21, …, m44`,
    /// the order CSS `matrix3d(…)` also uses. Returns `nil` unless exactly sixteen values are given.
    public init?(fields: [CGFloat]) {
        guard fields.count == 16 else { return nil }
        self.init(
            m11: fields[0], m12: fields[1], m13: fields[2], m14: fields[3],
            m21: fields[4], m22: fields[5], m23: fields[6], m24: fields[7],
            m31: fields[8], m32: fields[9], m33: fields[10], m34: fields[11],
            m41: fields[12], m42: fields[13], m43: fields[14], m44: fields[15])
    }

    /// The sixteen fields in order `m11, m12, m13, m14, m21, …, m44`.
    public var fields: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform that leaves every point where it is.
    // Computed and inlinable rather than a stored static: sixteen constant stores at the use, where a
    // stored static costs a lazy-initialisation check and a 128-byte copy on every read.
    @inlinable
    public static var identity: Transform3D {
        Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether every field is a finite number.
    public var isFinite: Bool {
        // x − x is 0 for a finite x and NaN for an infinite or NaN one, so the sum is 0 exactly
        // when all sixteen are finite: no branch per field, no array of the fields.
        let rows = ((m11 - m11) + (m12 - m12) + (m13 - m13) + (m14 - m14))
            + ((m21 - m21) + (m22 - m22) + (m23 - m23) + (m24 - m24))
        let more = ((m31 - m31) + (m32 - m32) + (m33 - m33) + (m34 - m34))
            + ((m41 - m41) + (m42 - m42) + (m43 - m43) + (m44 - m44))
        return rows + more == 0
    }
}

// MARK: - Making transforms

extension Transform3D {
    /// A translation by `(x, y, z)` points, like `CATransform3DMakeTranslation`.
    public static func translation(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        var t = Transform3D.identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// A scale by `(x, y, z)`, like `CATransform3DMakeScale`.
    public static func scale(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        var t = Transform3D.identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, like `CATransform3DMakeRotation`.
    ///
    /// The axis is normalised first; a zero-length (or non-finite) axis gives the identity, as Core
    /// Animation does. A positive angle about `(0, 0, 1)` equals the 2-D rotation
    /// `a = cos, b = sin, c = −sin, d = cos`.
    public static func rotation(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return .identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + uz * s, m13: t * ux * uz - uy * s, m14: 0,
            m21: t * ux * uy - uz * s, m22: t * uy * uy + c, m23: t * uy * uz + ux * s, m24: 0,
            m31: t * ux * uz + uy * s, m32: t * uy * uz - ux * s, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 3-D form of a 2-D affine transform, like `CATransform3DMakeAffineTransform`.
    package init(_ affine: AffineTransform2D) {
        self = .identity
        m11 = affine.a
        m12 = affine.b
        m21 = affine.c
        m22 = affine.d
        m41 = affine.tx
        m42 = affine.ty
    }
}

// MARK: - Combining transforms

extension Transform3D {
    /// The transform that applies `self` first, then `other` (`CATransform3DConcat(self, other)`).
    ///
    /// In matrix terms this is the product `self · other` under the row-vector convention.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self
        let b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// Translates first, then applies `self`: `CATransform3DTranslate(self, x, y, z)`.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// Scales first, then applies `self`: `CATransform3DScale(self, x, y, z)`.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// Rotates first, then applies `self`: `CATransform3DRotate(self, angle, x, y, z)`.
    ///
    /// The perspective already in `self` (its `m34`) therefore acts on the rotated layer, which is
    /// how the prepared effects give side pages depth.
    public func rotatedBy(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }
}
