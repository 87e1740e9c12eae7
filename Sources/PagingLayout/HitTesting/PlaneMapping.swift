import Foundation

/// How a flat layer's plane lands on its parent's plane: the projective (3×3) part of a
/// ``Transform3D`` applied about the centre of the rect the layer shows.
///
/// A layer is flat (z = 0), so of its sixteen transform fields only `m11, m12, m14`, `m21, m22, m24`
/// and `m41, m42, m44` decide where its points land once Core Animation (or a browser) flattens it
/// into its parent. A point `(x, y)` of the layer, relative to the rect's centre `c`, goes to
/// ```
/// [X Y W] = [x y 1] · | m11 m12 m14 |
///                     | m21 m22 m24 |
///                     | m41 m42 m44 |
/// ```
/// and is drawn at `c + (X / W, Y / W)`. Points whose `W` is not positive are behind the eye and
/// are not drawn. Both sides of the map use the parent's coordinates, so ``map(_:)`` agrees with
/// ``Transform3D/project(_:in:)``.
///
/// ```swift
/// let card = CGRect(x: 0, y: 0, width: 300, height: 500)
/// var tilt = Transform3D.identity
/// tilt.m34 = -1 / 500
/// let mapping = PlaneMapping(tilt.rotatedBy(angle: .pi / 6, x: 0, y: 1, z: 0), about: card)
/// mapping.map(CGPoint(x: 300, y: 250))        // where the right edge's middle is drawn
/// mapping.unmap(CGPoint(x: 150, y: 250))      // which point of the card is drawn at the centre
/// ```
package struct PlaneMapping: Sendable, Hashable {
    /// The 3×3 map in parent coordinates (the centre translation folded in).
    private let forward: Matrix3
    /// Its inverse, or `nil` when the map is singular or not finite: worked out when a point is
    /// unmapped rather than stored, which halves the mapping's size (surfaces hold up to three, and
    /// drawing copies them far more often than hit testing unmaps).
    private var inverse: Matrix3? { forward.inverted }
    /// The 4×4 transform's determinant: with the 3×3 one it tells which side faces the eye.
    private let transformDeterminant: CGFloat

    /// The mapping of a layer that shows `rect` (in its parent's coordinates) with `transform` about
    /// the rect's centre (anchor point 0.5, 0.5).
    public init(_ transform: Transform3D, about rect: CGRect) {
        let cx = rect.midX
        let cy = rect.midY
        let t = transform
        // Translate by −centre, apply the projective part, translate back by +centre. The outer
        // translations leave the third column (W) alone, so W is the transform's own.
        let e = t.m41 - cx * t.m11 - cy * t.m21
        let f = t.m42 - cx * t.m12 - cy * t.m22
        let r = t.m44 - cx * t.m14 - cy * t.m24
        forward = Matrix3(
            r1c1: t.m11 + t.m14 * cx, r1c2: t.m12 + t.m14 * cy, r1c3: t.m14,
            r2c1: t.m21 + t.m24 * cx, r2c2: t.m22 + t.m24 * cy, r2c3: t.m24,
            r3c1: e + r * cx, r3c2: f + r * cy, r3c3: r)
        transformDeterminant = Self.determinant4(t)
    }

    /// Where the layer's point `point` is drawn in the parent, or `nil` when it is behind the eye
    /// (or the transform is not finite).
    public func map(_ point: CGPoint) -> CGPoint? {
        let (x, y, w) = forward.apply(to: point)
        guard w > 0, w.isFinite else { return nil }
        let mapped = CGPoint(x: x / w, y: y / w)
        guard mapped.x.isFinite, mapped.y.isFinite else { return nil }
        return mapped
    }

    /// Which point of the layer is drawn at the parent's point `point`, or `nil` when none is: the
    /// layer is seen edge-on (singular map), the transform is not finite, or the only point of the
    /// layer's plane on that line of sight lies behind the eye.
    public func unmap(_ point: CGPoint) -> CGPoint? {
        guard let inverse else { return nil }
        // [px py 1] · M⁻¹ = [x y 1] / W, so the sign of the third component is the sign of W.
        let (x, y, k) = inverse.apply(to: point)
        guard k > 0, k.isFinite else { return nil }
        let local = CGPoint(x: x / k, y: y / k)
        guard local.x.isFinite, local.y.isFinite else { return nil }
        return local
    }

    /// Whether the layer shows its back: a rotation turned it more than a quarter turn away from
    /// the eye. Decided as browsers and Core Animation do, from the z component of the layer's
    /// normal `(0, 0, 1)` under the inverse transpose: the sign of `cofactor₃₃ · det`, where the
    /// (3,3) cofactor is the determinant of this 3×3 map. A 2-D mirror (scale −1 along x) is not a
    /// back face; a singular transform is taken as facing the eye.
    public var isBackFacing: Bool {
        let product = forward.determinant * transformDeterminant
        return product.isFinite && product < 0
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { forward.isFinite && transformDeterminant.isFinite }

    /// The part of the convex polygon `polygon` (in the layer's coordinates) that is in front of the
    /// eye, mapped into the parent; empty when none of it is.
    ///
    /// The polygon is clipped where `W` falls to a small positive margin, so a layer turned partly
    /// behind the eye draws only its visible part, as Core Animation and browsers clip it.
    public func mapVisible(_ polygon: [CGPoint]) -> [CGPoint] {
        polygon.withUnsafeBufferPointer { input in
            // Each edge adds at most two corners: the corner it starts at and a crossing.
            withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 2 * input.count) { output in
                Array(output[0..<mapVisible(input, into: output)])
            }
        }
    }

    /// ``mapVisible(_:)`` from `polygon` into `output`, which has room for twice the polygon's
    /// corners; returns how many corners it wrote (0 when none of the polygon shows). Nothing is
    /// allocated, so a surface's outline goes through its mappings in scratch space.
    func mapVisible(_ polygon: UnsafeBufferPointer<CGPoint>, into output: UnsafeMutableBufferPointer<CGPoint>) -> Int {
        // Keep a sliver in front of the eye rather than exactly W = 0, where points go to infinity.
        let margin: CGFloat = 1e-6
        func w(_ point: CGPoint) -> CGFloat { forward.apply(to: point).2 - margin }
        var count = 0
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let wCurrent = w(current)
            let wNext = w(next)
            if wCurrent >= 0 {
                output[count] = current
                count += 1
            }
            if (wCurrent >= 0) != (wNext >= 0) {
                let t = wCurrent / (wCurrent - wNext)
                output[count] = CGPoint(
                    x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t)
                count += 1
            }
        }
        // Mapped in place: every clipped corner must land, or nothing shows.
        for index in 0..<count {
            guard let mapped = map(output[index]) else { return 0 }
            output[index] = mapped
        }
        return count
    }

    private static func determinant4(_ t: Transform3D) -> CGFloat {
        let s0 = t.m11 * t.m22 - t.m21 * t.m12
        let s1 = t.m11 * t.m23 - t.m21 * t.m13
        let s2 = t.m11 * t.m24 - t.m21 * t.m14
        let s3 = t.m12 * t.m23 - t.m22 * t.m13
        let s4 = t.m12 * t.m24 - t.m22 * t.m14
        let s5 = t.m13 * t.m24 - t.m23 * t.m14
        let c5 = t.m33 * t.m44 - t.m43 * t.m34
        let c4 = t.m32 * t.m44 - t.m42 * t.m34
        let c3 = t.m32 * t.m43 - t.m42 * t.m33
        let c2 = t.m31 * t.m44 - t.m41 * t.m34
        let c1 = t.m31 * t.m43 - t.m41 * t.m33
        let c0 = t.m31 * t.m42 - t.m41 * t.m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }
}

/// A 3×3 matrix acting on row vectors `[x y 1]`, kept in stored fields so mapping allocates nothing.
private struct Matrix3: Sendable, Hashable {
    var r1c1, r1c2, r1c3: CGFloat
    var r2c1, r2c2, r2c3: CGFloat
    var r3c1, r3c2, r3c3: CGFloat

    /// `[x y 1] · self`.
    func apply(to point: CGPoint) -> (CGFloat, CGFloat, CGFloat) {
        (
            point.x * r1c1 + point.y * r2c1 + r3c1,
            point.x * r1c2 + point.y * r2c2 + r3c2,
            point.x * r1c3 + point.y * r2c3 + r3c3
        )
    }

    var determinant: CGFloat {
        r1c1 * (r2c2 * r3c3 - r2c3 * r3c2) - r1c2 * (r2c1 * r3c3 - r2c3 * r3c1) + r1c3 * (r2c1 * r3c2 - r2c2 * r3c1)
    }

    var isFinite: Bool {
        // Field by field, not through an array: scenes ask this of every surface.
        r1c1.isFinite && r1c2.isFinite && r1c3.isFinite && r2c1.isFinite && r2c2.isFinite && r2c3.isFinite
            && r3c1.isFinite && r3c2.isFinite && r3c3.isFinite
    }

    /// The inverse by the adjugate, or `nil` for a singular or non-finite matrix.
    var inverted: Matrix3? {
        let d = determinant
        guard d != 0, d.isFinite else { return nil }
        let k = 1 / d
        return Matrix3(
            r1c1: (r2c2 * r3c3 - r2c3 * r3c2) * k, r1c2: (r1c3 * r3c2 - r1c2 * r3c3) * k,
            r1c3: (r1c2 * r2c3 - r1c3 * r2c2) * k,
            r2c1: (r2c3 * r3c1 - r2c1 * r3c3) * k, r2c2: (r1c1 * r3c3 - r1c3 * r3c1) * k,
            r2c3: (r1c3 * r2c1 - r1c1 * r2c3) * k,
            r3c1: (r2c1 * r3c2 - r2c2 * r3c1) * k, r3c2: (r1c2 * r3c1 - r1c1 * r3c2) * k,
            r3c3: (r1c1 * r2c2 - r1c2 * r2c1) * k)
    }
}
