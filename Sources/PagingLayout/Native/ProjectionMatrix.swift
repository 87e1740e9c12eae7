import Foundation

/// A 3×3 projective transform of the plane, with the fields and conventions of SwiftUI's
/// `ProjectionTransform`: a point is the row vector `[x y 1]` multiplied on the left, the result
/// divided by its third component.
///
/// ```
/// | m11 m12 m13 |
/// | m21 m22 m23 |     x' = (x·m11 + y·m21 + m31) / w,  y' = (x·m12 + y·m22 + m32) / w,
/// | m31 m32 m33 |     w  =  x·m13 + y·m23 + m33
/// ```
///
/// It is what a ``Transform3D`` does to a flat layer (z = 0) once drawn: the z row and column only
/// matter to further 3-D transforms, which a flattened page never gets. ``init(flattening:about:)``
/// builds it about a point, as Core Animation applies a layer's transform about its anchor point.
package struct ProjectionMatrix: Sendable, Hashable {
    /// Row 1, column 1 (x scale and rotation).
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3 (perspective along x).
    public var m13: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2 (y scale and rotation).
    public var m22: CGFloat
    /// Row 2, column 3 (perspective along y).
    public var m23: CGFloat
    /// Row 3, column 1: translation along x, in points.
    public var m31: CGFloat
    /// Row 3, column 2: translation along y, in points.
    public var m32: CGFloat
    /// Row 3, column 3 (homogeneous scale).
    public var m33: CGFloat

    /// Creates a matrix from its nine fields, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The matrix that leaves every point where it is.
    public static let identity = ProjectionMatrix(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// What `transform` does to the plane z = 0 when applied about `anchor` (in the plane's own
    /// coordinates): translate the anchor to the origin, keep the x, y and w rows and columns of
    /// the 4×4 transform, translate back. Exact for every point of the plane that stays in front
    /// of the eye.
    ///
    /// ```swift
    /// // A 200 × 100 page halved about its centre: its top-left corner lands at (50, 25).
    /// let matrix = ProjectionMatrix(flattening: .scale(x: 0.5, y: 0.5), about: CGPoint(x: 100, y: 50))
    /// ```
    public init(flattening transform: Transform3D, about anchor: CGPoint) {
        let flat = ProjectionMatrix(
            m11: transform.m11, m12: transform.m12, m13: transform.m14,
            m21: transform.m21, m22: transform.m22, m23: transform.m24,
            m31: transform.m41, m32: transform.m42, m33: transform.m44)
        self = ProjectionMatrix.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(flat)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    /// A translation by `(x, y)` points.
    @inline(__always)
    public static func translation(x: CGFloat, y: CGFloat) -> ProjectionMatrix {
        ProjectionMatrix(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
    }

    /// The matrix that applies `self` first, then `other` (the product `self · other`).
    // Always inlined: flattening multiplies by two translations, and inlined the products by their
    // constant ones and zeros fold where IEEE arithmetic allows (the results are the same bits).
    @inline(__always)
    public func concatenating(_ other: ProjectionMatrix) -> ProjectionMatrix {
        let a = self
        let b = other
        return ProjectionMatrix(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// Where the corners of a rectangle of `size` at the origin land — top left, top right, bottom
    /// right, bottom left (clockwise on screen, y down) — or `nil` when any of them goes behind the
    /// eye. Four values rather than an array: the SwiftUI-native pager asks for every page on every
    /// scroll step, and an array would be allocated each time.
    func projectedCorners(of size: CGSize) -> (CGPoint, CGPoint, CGPoint, CGPoint)? {
        guard let topLeft = apply(to: CGPoint(x: 0, y: 0)),
            let topRight = apply(to: CGPoint(x: size.width, y: 0)),
            let bottomRight = apply(to: CGPoint(x: size.width, y: size.height)),
            let bottomLeft = apply(to: CGPoint(x: 0, y: size.height))
        else { return nil }
        return (topLeft, topRight, bottomRight, bottomLeft)
    }

    /// Where `point` lands, or `nil` when it goes behind the eye (w ≤ 0), where no screen
    /// position exists.
    public func apply(to point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// Whether every field is a finite number.
    public var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }
}
