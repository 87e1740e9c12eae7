import Foundation

extension Transform3D {
    /// The transform that undoes this one, or `nil` when it is singular (a layer scaled to nothing
    /// or seen exactly edge-on), like `CATransform3DInvert` which returns its input in that case.
    ///
    /// Computed by cofactor expansion of the 4×4 matrix.
    public var inverted: Transform3D? {
        let m = fields
        // 2×2 minors of the two lower rows and of the two upper rows, shared by the cofactors.
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
        let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard determinant != 0, determinant.isFinite else { return nil }
        let k = 1 / determinant
        let result: [CGFloat] = [
            (m[5] * c5 - m[6] * c4 + m[7] * c3) * k,
            (-m[1] * c5 + m[2] * c4 - m[3] * c3) * k,
            (m[13] * s5 - m[14] * s4 + m[15] * s3) * k,
            (-m[9] * s5 + m[10] * s4 - m[11] * s3) * k,
            (-m[4] * c5 + m[6] * c2 - m[7] * c1) * k,
            (m[0] * c5 - m[2] * c2 + m[3] * c1) * k,
            (-m[12] * s5 + m[14] * s2 - m[15] * s1) * k,
            (m[8] * s5 - m[10] * s2 + m[11] * s1) * k,
            (m[4] * c4 - m[5] * c2 + m[7] * c0) * k,
            (-m[0] * c4 + m[1] * c2 - m[3] * c0) * k,
            (m[12] * s4 - m[13] * s2 + m[15] * s0) * k,
            (-m[8] * s4 + m[9] * s2 - m[11] * s0) * k,
            (-m[4] * c3 + m[5] * c1 - m[6] * c0) * k,
            (m[0] * c3 - m[1] * c1 + m[2] * c0) * k,
            (-m[12] * s3 + m[13] * s1 - m[14] * s0) * k,
            (m[8] * s3 - m[9] * s1 + m[10] * s0) * k,
        ]
        return Transform3D(fields: result)
    }
}
