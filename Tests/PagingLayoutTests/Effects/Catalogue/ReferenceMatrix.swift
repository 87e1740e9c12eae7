import Foundation

@testable import PagingLayout

/// A 4×4 matrix in Core Animation's layout, written separately from `Transform3D` so the catalogue
/// tests transcribe the peers' formulas with their own arithmetic: rows of `[Double]`, row vectors,
/// and the `CATransform3D…` functions the peers call, each pre-concatenating as Core Animation does.
struct ReferenceMatrix {
    var rows: [[Double]]

    static let identity = ReferenceMatrix(rows: (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } })

    /// `a · b` (apply `a`, then `b`).
    static func * (a: ReferenceMatrix, b: ReferenceMatrix) -> ReferenceMatrix {
        ReferenceMatrix(rows: (0..<4).map { i in
            (0..<4).map { j in (0..<4).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] } }
        })
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> ReferenceMatrix {
        var m = identity
        m.rows[3] = [x, y, z, 1]
        return m
    }

    static func scale(_ s: Double) -> ReferenceMatrix {
        var m = identity
        m.rows[0][0] = s
        m.rows[1][1] = s
        return m
    }

    /// A rotation about one coordinate axis (`axis` 0 = x, 1 = y, 2 = z), as
    /// `CATransform3DMakeRotation` builds it for the unit axis.
    static func rotation(_ angle: Double, axis: Int) -> ReferenceMatrix {
        var m = identity
        let (c, s) = (cos(angle), sin(angle))
        let (i, j) = [(1, 2), (2, 0), (0, 1)][axis]
        m.rows[i][i] = c
        m.rows[i][j] = s
        m.rows[j][i] = -s
        m.rows[j][j] = c
        return m
    }

    /// `CATransform3DTranslate(self, x, y, z)`.
    func translate(_ x: Double, _ y: Double, _ z: Double) -> ReferenceMatrix { .translation(x, y, z) * self }
    /// `CATransform3DRotate(self, angle, …)` about a coordinate axis.
    func rotate(_ angle: Double, axis: Int) -> ReferenceMatrix { .rotation(angle, axis: axis) * self }

    /// The identity with perspective `m34`.
    static func perspective(_ m34: Double) -> ReferenceMatrix {
        var m = identity
        m.rows[2][3] = m34
        return m
    }

    /// The 16 fields row by row.
    var fields: [Double] { rows.flatMap { $0 } }
}
