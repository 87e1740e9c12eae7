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
public struct PlaneMapping: Sendable, Hashable {
    /// The nine entries row by row, in parent coordinates (the centre translation folded in).
    private let entries: [CGFloat]
    /// The 4×4 determinant's sign matters for which side faces the eye; kept from the transform.
    private let transformDeterminant: CGFloat

    /// The mapping of a layer that shows `rect` (in its parent's coordinates) with `transform` about
    /// the rect's centre (anchor point 0.5, 0.5).
    public init(_ transform: Transform3D, about rect: CGRect) {
        let cx = rect.midX
        let cy = rect.midY
        let t = transform
        // Translate by −centre, apply the projective part, translate back by +centre. The outer
        // translations leave the third column (W) alone, so W is the transform's own.
        let a = t.m11, b = t.m12, p = t.m14
        let c = t.m21, d = t.m22, q = t.m24
        let e = t.m41 - cx * t.m11 - cy * t.m21
        let f = t.m42 - cx * t.m12 - cy * t.m22
        let r = t.m44 - cx * t.m14 - cy * t.m24
        entries = [
            a + p * cx, b + p * cy, p,
            c + q * cx, d + q * cy, q,
            e + r * cx, f + r * cy, r,
        ]
        transformDeterminant = Self.determinant4(t)
    }

    /// Where the layer's point `point` is drawn in the parent, or `nil` when it is behind the eye
    /// (or the transform is not finite).
    public func map(_ point: CGPoint) -> CGPoint? {
        let m = entries
        let w = point.x * m[2] + point.y * m[5] + m[8]
        guard w > 0, w.isFinite else { return nil }
        let x = (point.x * m[0] + point.y * m[3] + m[6]) / w
        let y = (point.x * m[1] + point.y * m[4] + m[7]) / w
        guard x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// Which point of the layer is drawn at the parent's point `point`, or `nil` when none is: the
    /// layer is seen edge-on (singular map), the transform is not finite, or the only point of the
    /// layer's plane on that line of sight lies behind the eye.
    public func unmap(_ point: CGPoint) -> CGPoint? {
        guard let inverse = inverseEntries else { return nil }
        let m = inverse
        // [px py 1] · M⁻¹ = [x y 1] / W, so the sign of the third component is the sign of W.
        let x = point.x * m[0] + point.y * m[3] + m[6]
        let y = point.x * m[1] + point.y * m[4] + m[7]
        let k = point.x * m[2] + point.y * m[5] + m[8]
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
        let product = determinant3 * transformDeterminant
        return product.isFinite && product < 0
    }

    /// Whether every entry is finite.
    public var isFinite: Bool { entries.allSatisfy(\.isFinite) && transformDeterminant.isFinite }

    /// The part of the convex polygon `polygon` (in the layer's coordinates) that is in front of the
    /// eye, mapped into the parent; empty when none of it is.
    ///
    /// The polygon is clipped where `W` falls to a small positive margin, so a layer turned partly
    /// behind the eye draws only its visible part, as Core Animation and browsers clip it.
    public func mapVisible(_ polygon: [CGPoint]) -> [CGPoint] {
        let m = entries
        // Keep a sliver in front of the eye rather than exactly W = 0, where points go to infinity.
        let margin: CGFloat = 1e-6
        func w(_ point: CGPoint) -> CGFloat { point.x * m[2] + point.y * m[5] + m[8] }
        var clipped: [CGPoint] = []
        for (index, current) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let wCurrent = w(current) - margin
            let wNext = w(next) - margin
            if wCurrent >= 0 { clipped.append(current) }
            if (wCurrent >= 0) != (wNext >= 0) {
                let t = wCurrent / (wCurrent - wNext)
                clipped.append(CGPoint(x: current.x + (next.x - current.x) * t, y: current.y + (next.y - current.y) * t))
            }
        }
        let mapped = clipped.compactMap(map)
        return mapped.count == clipped.count ? mapped : []
    }

    // MARK: - Matrix helpers

    private var determinant3: CGFloat {
        let m = entries
        return m[0] * (m[4] * m[8] - m[5] * m[7])
            - m[1] * (m[3] * m[8] - m[5] * m[6])
            + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// The inverse's entries, or `nil` for a singular or non-finite map.
    private var inverseEntries: [CGFloat]? {
        let m = entries
        let determinant = determinant3
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        return [
            (m[4] * m[8] - m[5] * m[7]) * k, (m[2] * m[7] - m[1] * m[8]) * k, (m[1] * m[5] - m[2] * m[4]) * k,
            (m[5] * m[6] - m[3] * m[8]) * k, (m[0] * m[8] - m[2] * m[6]) * k, (m[2] * m[3] - m[0] * m[5]) * k,
            (m[3] * m[7] - m[4] * m[6]) * k, (m[1] * m[6] - m[0] * m[7]) * k, (m[0] * m[4] - m[1] * m[3]) * k,
        ]
    }

    private static func determinant4(_ t: Transform3D) -> CGFloat {
        let m = t.fields
        let s0 = m[0] * m[5] - m[4] * m[1]
        let s1 = m[0] * m[6] - m[4] * m[2]
        let s2 = m[0] * m[7] - m[4] * m[3]
        let s3 = m[1] * m[6] - m[5] * m[2]
        let s4 = m[1] * m[7] - m[5] * m[3]
        let s5 = m[2] * m[7] - m[6] * m[3]
        let c5 = m[10] * m[15] - m[14] * m[11]
        let c4 = m[9] * m[15] - m[13] * m[11]
        let c3 = m[9] * m[14] - m[13] * m[10]
        let c2 = m[8] * m[15] - m[12] * m[11]
        let c1 = m[8] * m[14] - m[12] * m[10]
        let c0 = m[8] * m[13] - m[12] * m[9]
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }
}
