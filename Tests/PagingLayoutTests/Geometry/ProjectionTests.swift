import Foundation
import Testing

@testable import PagingLayout

@Suite("Projection through a transform about the centre")
struct ProjectionTests {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 300)

    @Test("the identity leaves the corners where they are")
    func identity() throws {
        let quad = try #require(Transform3D.identity.project(rect))
        #expect(quad.corners == [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 0, y: 300)])
    }

    @Test("a scale shrinks towards the centre (anchor 0.5, 0.5)")
    func scaleAboutCentre() throws {
        let quad = try #require(Transform3D.scale(x: 0.5, y: 0.5).project(rect))
        #expect(quad.topLeft == CGPoint(x: 50, y: 75))
        #expect(quad.bottomRight == CGPoint(x: 150, y: 225))
    }

    @Test("perspective makes the near edge of a turned page larger than the far edge")
    func perspective() throws {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let t = perspective.rotatedBy(angle: .pi / 6, x: 0, y: 1, z: 0)
        let quad = try #require(t.project(rect))
        // Top right, 100 right and 150 up of the centre: w = 1 + 100·sin30°/500 = 1.1,
        // x = 100 + 100·cos30°/1.1, y = 150 − 150/1.1.
        let topRight = CGPoint(x: 100 + 86.602_540_378_443_86 / 1.1, y: 150 - 150 / 1.1)
        // Top left: w = 1 − 0.1 = 0.9, the edge comes towards the eye.
        let topLeft = CGPoint(x: 100 - 86.602_540_378_443_86 / 0.9, y: 150 - 150 / 0.9)
        #expect(isClose(quad.topRight.x, topRight.x))
        #expect(isClose(quad.topRight.y, topRight.y))
        #expect(isClose(quad.topLeft.x, topLeft.x))
        #expect(isClose(quad.topLeft.y, topLeft.y))
    }

    @Test("a point behind the eye has no screen position")
    func behindTheEye() {
        var t = Transform3D.identity
        t.m14 = -0.02  // w = 1 − 0.02·x: not positive for x ≥ 50 right of the centre
        #expect(t.project(CGPoint(x: 200, y: 150), in: rect) == nil)
        #expect(t.project(rect) == nil)
        #expect(t.project(CGPoint(x: 100, y: 150), in: rect) == CGPoint(x: 100, y: 150))
    }
}
