import Foundation
import Testing

@testable import PagingLayout

@Suite("The hittable surfaces of a frame, front to back")
struct PagerSceneHittableSurfacesTests {
    @Test("items come by z position, ties to the later one; faint, hidden and culled ones are left out")
    func order() {
        let turned = Transform3D.identity.rotatedBy(angle: .pi, x: 0, y: 1, z: 0)
        let frame = scene(
            sceneItem(0, zPosition: 0), sceneItem(1, zPosition: 2), sceneItem(2, zPosition: 0),
            sceneItem(3, alpha: 0.009, zPosition: 5), sceneItem(4, zPosition: 5, isTargetHidden: true),
            sceneItem(5, transform: turned, zPosition: 5, isDoubleSided: false))
        // z 2 first, then the two z 0 items, the later flat index (2) in front of 0.
        #expect(frame.hittableSurfaces.map(\.item.flatIndex) == [1, 2, 0])
        #expect(frame.hittableSurfaces.allSatisfy { $0.surface.kind == .page })
    }

    @Test("snapshot pieces come last piece first, and a region stands in for its page")
    func piecesAndRegions() {
        let pieces = (0..<3).map { index in
            SnapshotPiece(
                frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 200, height: 100), transform: .identity, alpha: 1,
                cornerRadius: 0)
        }
        let snapshot = SnapshotAttributes(containerTransform: .identity, containerAlpha: 1, pieces: pieces)
        let frame = scene(
            sceneItem(0, zPosition: 1, isTargetHidden: true, snapshot: snapshot),
            sceneItem(1, selectableRegion: CGRect(x: 10, y: 10, width: 50, height: 50)))
        #expect(frame.hittableSurfaces.map(\.surface.kind) == [
            .snapshotPiece(index: 2), .snapshotPiece(index: 1), .snapshotPiece(index: 0), .selectableRegion,
        ])
    }

    @Test("the first surface covering a point is the hit, at every point of a grid")
    func agreesWithHit() {
        let effect = SlideAndTurnEffect()
        let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [6], numberOfVisibleItems: 5)
        for position in stride(from: CGFloat(0), through: 5, by: 0.35) {
            let frame = PagerScene(engine: engine, contentOffset: CGPoint(x: position * 300, y: 0), effect: effect)
            for y in stride(from: CGFloat(5), to: 500, by: 20) {
                for x in stride(from: CGFloat(3), to: 300, by: 12) {
                    let point = CGPoint(x: x, y: y)
                    let first = frame.hittableSurfaces.first { $0.surface.covers(point) }
                    #expect(first == frame.hit(atViewportPoint: point), "position \(position), point \(point)")
                }
            }
        }
    }
}
