import Foundation

// The scale effect's transform with each product written for the structure its factors have.
//
// The original builds it with Core Animation's full 4 × 4 products: the 2-D translation-then-scale
// lifted to 3-D (P: the scale s on the diagonal, the translation x, y in the last row, m34 = q once
// the rotation sets perspective), the rotation R (a 3 × 3 block, m44 = 1), the 3-D translation T
// (the identity with tx, ty, tz in the last row). Most terms of those products are a value times one
// of the factors' constant zeros. For finite values such a term is a zero, which leaves a non-zero
// sum exactly as it was; it can only decide the sign of a sum that is zero, and `eval` prints -0.0
// and 0.0 apart. A sum of floating-point numbers is -0 exactly when every term is -0 (two non-zero
// terms that cancel give +0), and a finite v times +0 is a zero with v's sign. So each field below is
// the full product's sum without its zero terms, plus what those terms decide:
//
// - a sum with a +0 term (a constant zero times a constant, or times a value known not to be -0)
//   can never be -0, so it is the remaining sum `+ 0`, which turns a -0 into +0 and leaves the rest;
// - where a zero term's sign depends on a value, `productWithZeroTerms` adds the terms themselves,
//   only when the remaining product is zero.
//
// The 2-D part already follows this: translating then scaling the identity gives a = d = s + 0,
// b = c = +0, tx = x + 0, ty = y + 0, so P's translation is never -0. Every other sum keeps its
// non-zero terms in the full product's order, so each field is the full product's, bit for bit.
// With an infinity or NaN among the values a dropped term would have been NaN rather than a zero;
// then some field here is not finite either (each value reaches a field through a term that is
// kept), and the effect falls back to the full products (`transformByFullProducts`).
extension ScaleEffect {
    /// The effect's transform at `progress` for a target of `size`: ``transformByFullProducts(progress:size:)``
    /// computed for the structure of its factors, identical to it whenever every field is finite.
    func transform(progress: CGFloat, size: CGSize) -> Transform3D {
        let planar = planarParts(progress: progress, size: size)
        let s = planar.scale + 0
        let x = planar.x + 0
        let y = planar.y + 0
        let shift = options.translation3d.map { offset(of: $0, progress: progress, size: size) }
        guard let rotation = options.rotation3d else {
            guard let shift else {
                return Transform3D(
                    m11: s, m12: 0, m13: 0, m14: 0, m21: 0, m22: s, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: x, m42: y, m43: 0, m44: 1)
            }
            // T · P: the first three rows are P's (each sum has a +0 term, a zero of T times P's
            // third row); the last row is tx·s + x, ty·s + y, tz, 1.
            return Transform3D(
                m11: s, m12: 0, m13: 0, m14: 0, m21: 0, m22: s, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: shift.x * s + x, m42: shift.y * s + y, m43: shift.z + 0, m44: 1)
        }
        let r = Transform3D.rotation(
            angle: angle(of: rotation, progress: progress), x: rotation.x, y: rotation.y, z: rotation.z)
        let q = rotation.m34
        guard let shift else {
            // R · P: column 1 is R's column 1 times s, plus R's columns 2 and 3 and x times +0;
            // column 2 likewise with y; columns 3 and 4 end with +0 (R's m14…m34 times P's 1 and
            // 0); the last row is P's.
            return Transform3D(
                m11: Self.productWithZeroTerms(r.m11 * s, r.m12, r.m13, x),
                m12: Self.productWithZeroTerms(r.m12 * s, r.m11, r.m13, y),
                m13: r.m13 + 0, m14: r.m13 * q + 0,
                m21: Self.productWithZeroTerms(r.m21 * s, r.m22, r.m23, x),
                m22: Self.productWithZeroTerms(r.m22 * s, r.m21, r.m23, y),
                m23: r.m23 + 0, m24: r.m23 * q + 0,
                m31: Self.productWithZeroTerms(r.m31 * s, r.m32, r.m33, x),
                m32: Self.productWithZeroTerms(r.m32 * s, r.m31, r.m33, y),
                m33: r.m33 + 0, m34: r.m33 * q + 0,
                m41: x, m42: y, m43: 0, m44: 1)
        }
        // T · (R · P), M = R · P: T's first three rows pick M's rows, plus zeros times M's other
        // rows. Columns 3 and 4 have a +0 term (a zero times M's m43 = 0 or m44 = 1), so they are
        // M's `+ 0`. In columns 1 and 2 a zero field takes the sign every field of M's column
        // decides (`columnZero`); that is +0 unless M's last-row field there (x or y) is negative,
        // so it is worked out only then, and only when the column has a zero. The last row is the
        // full sums, ending with M's last row.
        let (m11, m12, m14) = (r.m11 * s, r.m12 * s, r.m13 * q)
        let (m21, m22, m24) = (r.m21 * s, r.m22 * s, r.m23 * q)
        let (m31, m32, m34) = (r.m31 * s, r.m32 * s, r.m33 * q)
        var zero1: CGFloat = 0
        if x < 0, m11 == 0 || m21 == 0 || m31 == 0 {
            zero1 = Self.columnZero(
                Self.productWithZeroTerms(m11, r.m12, r.m13, x), Self.productWithZeroTerms(m21, r.m22, r.m23, x),
                Self.productWithZeroTerms(m31, r.m32, r.m33, x), x)
        }
        var zero2: CGFloat = 0
        if y < 0, m12 == 0 || m22 == 0 || m32 == 0 {
            zero2 = Self.columnZero(
                Self.productWithZeroTerms(m12, r.m11, r.m13, y), Self.productWithZeroTerms(m22, r.m21, r.m23, y),
                Self.productWithZeroTerms(m32, r.m31, r.m33, y), y)
        }
        return Transform3D(
            m11: m11 != 0 ? m11 : zero1, m12: m12 != 0 ? m12 : zero2, m13: r.m13 + 0, m14: m14 + 0,
            m21: m21 != 0 ? m21 : zero1, m22: m22 != 0 ? m22 : zero2, m23: r.m23 + 0, m24: m24 + 0,
            m31: m31 != 0 ? m31 : zero1, m32: m32 != 0 ? m32 : zero2, m33: r.m33 + 0, m34: m34 + 0,
            m41: shift.x * m11 + shift.y * m21 + shift.z * m31 + x,
            m42: shift.x * m12 + shift.y * m22 + shift.z * m32 + y,
            m43: shift.x * r.m13 + shift.y * r.m23 + shift.z * r.m33 + 0,
            m44: shift.x * m14 + shift.y * m24 + shift.z * m34 + 1)
    }

    /// The sum of `a·0`, `b·0`, `c·0` and `d·0`: the zero a sum takes when its terms are zeros with
    /// the signs of `a`, `b`, `c` and `d` (−0 only when all four are negative).
    @inline(__always)
    private static func columnZero(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        a * 0 + b * 0 + c * 0 + d * 0
    }

    /// `product` plus `a·0`, `b·0` and `c·0` (finite values times +0): `product` itself unless it
    /// is zero, when those terms decide its sign.
    @inline(__always)
    private static func productWithZeroTerms(_ product: CGFloat, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
        product != 0 ? product : product + a * 0 + b * 0 + c * 0
    }
}
