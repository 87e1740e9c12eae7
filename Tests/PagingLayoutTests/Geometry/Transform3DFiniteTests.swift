import Foundation
import Testing

@testable import PagingLayout

@Suite("Transform3D finiteness")
struct Transform3DFiniteTests {
    @Test("a transform is finite until any one of its sixteen fields is infinite or NaN", arguments: 0..<16)
    func oneFieldDecides(field: Int) {
        for bad in [CGFloat.infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            var fields = Transform3D.rotation(angle: 0.3, x: 0, y: 1, z: 0).fields
            #expect(Transform3D(fields: fields)!.isFinite)
            fields[field] = bad
            #expect(Transform3D(fields: fields)!.isFinite == bad.isFinite, "field \(field) = \(bad)")
        }
    }
}
