import Foundation
import Testing

@testable import PagingLayout

@Suite("Hit testing snapshot pieces")
struct SnapshotHitTestTests {
    /// Left and right halves of a 200×300 page; the container moved 50 right, the right half 100 down.
    static func halves(containerAlpha: CGFloat = 1, pieceAlpha: CGFloat = 1) -> SnapshotAttributes {
        SnapshotAttributes(
            containerTransform: .translation(x: 50, y: 0), containerAlpha: containerAlpha,
            pieces: [
                SnapshotPiece(
                    frame: CGRect(x: 0, y: 0, width: 100, height: 300), transform: .identity, alpha: pieceAlpha,
                    cornerRadius: 4),
                SnapshotPiece(
                    frame: CGRect(x: 100, y: 0, width: 100, height: 300), transform: .translation(x: 0, y: 100),
                    alpha: pieceAlpha, cornerRadius: 4),
            ])
    }

    @Test("pieces of a hidden target are hit through the container's and their own transforms")
    func pieces() throws {
        let frame = scene(sceneItem(0, isTargetHidden: true, snapshot: Self.halves()))
        // (60, 10) − container (50, 0) = (10, 10): in the left half.
        #expect(frame.hit(atViewportPoint: CGPoint(x: 60, y: 10))?.surface.kind == .snapshotPiece(index: 0))
        // (170, 250) − (50, 0) = (120, 250), − right half's (0, 100) = (120, 150): in the right half.
        #expect(frame.hit(atViewportPoint: CGPoint(x: 170, y: 250))?.surface.kind == .snapshotPiece(index: 1))
        // (170, 50) → (120, 50) → (120, −50): above the moved right half, and not in the left one.
        #expect(frame.hitIndex(170, 50) == nil)
        // (10, 10) → (−40, 10): left of the container; the hidden page itself is not hit.
        #expect(frame.hitIndex(10, 10) == nil)
    }

    @Test("a piece turns about its own centre")
    func pieceRotation() {
        // The left half (centre (50, 150), 100×300) turned a quarter turn covers x −100…200, y 100…200.
        let snapshot = SnapshotAttributes(
            containerTransform: .identity, containerAlpha: 1,
            pieces: [
                SnapshotPiece(
                    frame: CGRect(x: 0, y: 0, width: 100, height: 300),
                    transform: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1), alpha: 1, cornerRadius: 0)
            ])
        let frame = scene(sceneItem(0, isTargetHidden: true, snapshot: snapshot))
        #expect(frame.hitIndex(150, 120) == 0)
        #expect(frame.hitIndex(150, 195) == 0)
        #expect(frame.hitIndex(50, 90) == nil)
        #expect(frame.hitIndex(50, 210) == nil)
    }

    @Test(
        "a piece is hit when its alpha times the container's is at least 0.01",
        arguments: [(1, 1, true), (0.5, 0.019, false), (0.5, 0.021, true), (0, 1, false), (1, 0.009, false)]
            as [(CGFloat, CGFloat, Bool)])
    func pieceAlpha(containerAlpha: CGFloat, pieceAlpha: CGFloat, isHit: Bool) {
        let frame = scene(
            sceneItem(0, isTargetHidden: true, snapshot: Self.halves(containerAlpha: containerAlpha, pieceAlpha: pieceAlpha)))
        #expect((frame.hitIndex(60, 10) == 0) == isHit)
    }

    @Test("while the item is centred the container is transparent and the live page takes the tap")
    func centred() {
        let frame = scene(sceneItem(0, snapshot: Self.halves(containerAlpha: 0)))
        #expect(frame.hit(atViewportPoint: CGPoint(x: 60, y: 10))?.surface.kind == .page)
        // Where only a piece would be (past the page's right edge there is nothing) nothing is hit.
        #expect(frame.hitIndex(10, 10) == 0)
    }

    @Test("the pieces of a culled back face are not hit")
    func culled() {
        let frame = scene(
            sceneItem(
                0, transform: PlaneMappingTests.tilted(160), isDoubleSided: false, isTargetHidden: true,
                snapshot: Self.halves()))
        #expect(frame.hitIndex(100, 150) == nil)
    }

    @Test("surfaces list the page, the region, then the pieces in order, with multiplied opacity")
    func surfaces() {
        var item = sceneItem(
            0, alpha: 0.5, isTargetHidden: true, snapshot: Self.halves(containerAlpha: 0.8, pieceAlpha: 0.5),
            selectableRegion: CGRect(x: 0, y: 0, width: 10, height: 10))
        item.frame = CGRect(x: 20, y: 30, width: 200, height: 300)
        let surfaces = item.surfaces
        #expect(surfaces.map(\.kind) == [.page, .selectableRegion, .snapshotPiece(index: 0), .snapshotPiece(index: 1)])
        #expect(surfaces.map(\.isDrawn) == [false, false, true, true])
        // Item 0.5 × container 0.8 × piece 0.5.
        #expect(abs(surfaces[2].opacity - 0.2) < 1e-12)
        // Piece rects are placed in the item's frame.
        #expect(surfaces[3].rect == CGRect(x: 120, y: 30, width: 100, height: 300))
        #expect(surfaces[1].rect == CGRect(x: 20, y: 30, width: 10, height: 10))
    }
}
