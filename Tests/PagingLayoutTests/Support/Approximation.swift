import Foundation

@testable import PagingLayout

/// Whether two numbers agree to within `tolerance`.
func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two transforms agree field by field to within `tolerance`.
func isClose(_ a: Transform3D, _ b: Transform3D, tolerance: CGFloat = 1e-9) -> Bool {
    zip(a.fields, b.fields).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// `point` (z = 0) mapped through `t` with the perspective divide, as a row vector.
func map(_ point: CGPoint, _ t: Transform3D) -> CGPoint {
    let w = point.x * t.m14 + point.y * t.m24 + t.m44
    return CGPoint(x: (point.x * t.m11 + point.y * t.m21 + t.m41) / w, y: (point.x * t.m12 + point.y * t.m22 + t.m42) / w)
}
