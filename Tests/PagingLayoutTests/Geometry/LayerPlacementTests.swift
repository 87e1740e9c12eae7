import Foundation
import Testing

@testable import PagingLayout

@Suite("LayerPlacement")
struct LayerPlacementTests {
    let root = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), position: CGPoint(x: 200, y: 150))

    func expectClose(_ actual: CGPoint?, _ expected: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual else {
            Issue.record("point went behind the eye", sourceLocation: sourceLocation)
            return
        }
        #expect(abs(actual.x - expected.x) < 1e-6 && abs(actual.y - expected.y) < 1e-6,
                "\(actual) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test("an untransformed layer sits at position − half its size, with the identity transform")
    func plainLayer() {
        let layer = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        let placement = LayerPlacement(chain: [layer], in: root)
        #expect(placement.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        #expect(placement.transform == .identity)
    }

    @Test("the root's bounds origin (a scroll view's content offset) shifts the frame back")
    func scrolledRoot() {
        let layer = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        var scrolled = root
        scrolled.bounds.origin = CGPoint(x: 300, y: 0)
        #expect(LayerPlacement(chain: [layer], in: scrolled).frame == CGRect(x: -150, y: 75, width: 100, height: 50))
    }

    @Test("a single centred layer keeps its own transform, perspective included")
    func ownTransform() {
        var transform = Transform3D.identity
        transform.m34 = -1 / 500
        transform = transform.rotatedBy(angle: .pi / 4, x: 0, y: 1, z: 0)
        let layer = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100), transform: transform)
        let placement = LayerPlacement(chain: [layer], in: root)
        for (actual, expected) in zip(placement.transform.fields, transform.fields) {
            #expect(abs(actual - expected) < 1e-12)
        }
    }

    @Test("a transform about a corner anchor scales away from that corner")
    func cornerAnchor() {
        let layer = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 10, y: 20),
            anchorPoint: .zero, transform: .scale(x: 2, y: 2))
        let placement = LayerPlacement(chain: [layer], in: root)
        // Untransformed, the anchor (top left) is at the position: frame (10, 20, 100, 50).
        #expect(placement.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        // Doubled about the top left, the bottom-right corner (100, 50) lands at (10 + 200, 20 + 100).
        expectClose(placement.transform.project(CGPoint(x: 110, y: 70), in: placement.frame), CGPoint(x: 210, y: 120))
        expectClose(placement.transform.project(CGPoint(x: 10, y: 20), in: placement.frame), CGPoint(x: 10, y: 20))
    }

    @Test("a superlayer's rotation carries its sublayer around the superlayer's centre")
    func nestedRotation() {
        let parent = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100),
            transform: .rotation(angle: .pi / 2, x: 0, y: 0, z: 1))
        let child = LayerGeometry(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 150, y: 100))
        let placement = LayerPlacement(chain: [child, parent], in: root)
        // Untransformed the child's top left is at (150 − 25, 100 − 25).
        #expect(placement.frame == CGRect(x: 125, y: 75, width: 50, height: 50))
        // A quarter turn (x → y, y → −x) about the parent's centre (100, 100):
        // child centre (150, 100) is (50, 0) from it → (0, 50) → (100, 150);
        // child top left (125, 75) is (25, −25) from it → (25, 25) → (125, 125).
        expectClose(placement.transform.project(CGPoint(x: 150, y: 100), in: placement.frame), CGPoint(x: 100, y: 150))
        expectClose(placement.transform.project(CGPoint(x: 125, y: 75), in: placement.frame), CGPoint(x: 125, y: 125))
    }

    @Test("the root's sublayer transform puts its sublayers in perspective about the root's centre")
    func sublayerPerspective() {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        let root = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 400, height: 400), position: CGPoint(x: 200, y: 200),
            sublayerTransform: perspective)
        let layer = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200),
            transform: .rotation(angle: .pi / 3, x: 0, y: 1, z: 0))
        let placement = LayerPlacement(chain: [layer], in: root)
        #expect(placement.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        // Top-right corner: (50, −50, 0) from the centre; turned 60° about y: x = 50 cos 60° = 25,
        // z = −50 sin 60° = −43.30127; w = 1 + z · (−1/500) = 1.0866025;
        // on screen (25 / w, −50 / w) + (200, 200) = (223.007493, 153.985015).
        let z = -50 * sin(CGFloat.pi / 3)
        let w = 1 - z / 500
        expectClose(
            placement.transform.project(CGPoint(x: 250, y: 150), in: placement.frame),
            CGPoint(x: 200 + 25 / w, y: 200 - 50 / w))
        #expect(abs(200 + 25 / w - 223.007493) < 1e-6 && abs(200 - 50 / w - 153.985015) < 1e-6)
    }

    @Test("a sublayer is flattened into its superlayer's plane: turning it back does not undo the superlayer's turn")
    func flattening() {
        let parent = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 200, y: 150),
            transform: .rotation(angle: .pi / 2, x: 0, y: 1, z: 0))
        let child = LayerGeometry(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100),
            transform: .rotation(angle: -.pi / 2, x: 0, y: 1, z: 0))
        let placement = LayerPlacement(chain: [child, parent], in: root)
        // The child is edge-on in the parent's plane (no width left), and the parent is edge-on too:
        // every corner lands on the vertical line through the centre, x = 200. Without flattening the
        // two turns would cancel and the child would show its full 100-point width.
        for corner in [CGPoint(x: 150, y: 100), CGPoint(x: 250, y: 100), CGPoint(x: 250, y: 200)] {
            let projected = placement.transform.project(corner, in: placement.frame)
            #expect(projected.map { abs($0.x - 200) < 1e-9 } == true)
        }
    }

    @Test("an empty chain is the root's visible area")
    func emptyChain() {
        let placement = LayerPlacement(chain: [], in: root)
        #expect(placement == LayerPlacement(frame: CGRect(x: 0, y: 0, width: 400, height: 300), transform: .identity))
    }
}
