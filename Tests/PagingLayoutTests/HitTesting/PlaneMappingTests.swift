import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("Plane mapping of a layer onto its parent")
struct PlaneMappingTests {
    let card = CGRect(x: 0, y: 0, width: 200, height: 300)

    /// Perspective with the eye 500 points away, then a turn of `degrees` about the y axis.
    static func tilted(_ degrees: CGFloat) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        return perspective.rotatedBy(angle: degrees * .pi / 180, x: 0, y: 1, z: 0)
    }

    @Test("mapping a point agrees with Transform3D.project about the centre")
    func agreesWithProject() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var t = Self.tilted(.random(in: -80...80, using: &generator))
                .rotatedBy(angle: .random(in: -1...1, using: &generator), x: 0.3, y: 0.2, z: 1)
            t = t.concatenating(.translation(x: .random(in: -50...50, using: &generator), y: 7))
            let point = CGPoint(x: .random(in: -20...220, using: &generator), y: .random(in: -20...320, using: &generator))
            let expected = t.project(point, in: card)
            let mapped = PlaneMapping(t, about: card).map(point)
            #expect((expected == nil) == (mapped == nil))
            if let expected, let mapped {
                #expect(abs(expected.x - mapped.x) < 1e-9 && abs(expected.y - mapped.y) < 1e-9)
            }
        }
    }

    @Test("unmapping a drawn point gives back the layer's point")
    func roundTrip() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let t = Self.tilted(.random(in: -85...85, using: &generator)).scaledBy(x: 0.8, y: 1.1)
            let mapping = PlaneMapping(t, about: card)
            let point = CGPoint(x: .random(in: 0...200, using: &generator), y: .random(in: 0...300, using: &generator))
            let drawn = try #require(mapping.map(point))
            let back = try #require(mapping.unmap(drawn))
            #expect(abs(back.x - point.x) < 1e-7 && abs(back.y - point.y) < 1e-7)
        }
    }

    @Test("a page turned 30° with perspective: corners and centre worked out by hand")
    func tiltedCorners() throws {
        let mapping = PlaneMapping(Self.tilted(30), about: card)
        // Relative to the centre (100, 150) a point (x, y) lands at (x·cos30° / w, y / w) with
        // w = 1 + x·sin30° / 500 = 1 + x / 1000.
        let topRight = try #require(mapping.map(CGPoint(x: 200, y: 0)))
        #expect(abs(topRight.x - (100 + 86.602_540_378 / 1.1)) < 1e-6)
        #expect(abs(topRight.y - (150 - 150 / 1.1)) < 1e-6)
        let bottomLeft = try #require(mapping.map(CGPoint(x: 0, y: 300)))
        #expect(abs(bottomLeft.x - (100 - 86.602_540_378 / 0.9)) < 1e-6)
        #expect(abs(bottomLeft.y - (150 + 150 / 0.9)) < 1e-6)
        // Screen (150, 150): 50 = x·0.866025 / (1 + x/1000) ⇒ x = 50 / 0.816025 = 61.2726; y stays 0.
        let local = try #require(mapping.unmap(CGPoint(x: 150, y: 150)))
        #expect(abs(local.x - (100 + 61.272_6)) < 1e-4)
        #expect(abs(local.y - 150) < 1e-9)
    }

    @Test("a screen point whose only preimage is behind the eye unmaps to nothing")
    func behindTheEye() {
        // w = 1 − 0.02·x about the centre (300, 150) of a card at x = 200…400: x ≥ 50 is behind the eye.
        var t = Transform3D.identity
        t.m14 = -0.02
        let mapping = PlaneMapping(t, about: CGRect(x: 200, y: 0, width: 200, height: 300))
        // Screen x 150 is 150 left of the centre: −150 = x / (1 − 0.02x) ⇒ x = 75, inside the card, but
        // w = −0.5 there, so nothing of the card is drawn at that point.
        #expect(mapping.unmap(CGPoint(x: 150, y: 150)) == nil)
        // Screen x 500 is 200 right: 200 = x / (1 − 0.02x) ⇒ x = 40, w = 0.2, in front of the eye.
        let local = mapping.unmap(CGPoint(x: 500, y: 150))
        #expect(local.map { abs($0.x - 340) < 1e-9 && abs($0.y - 150) < 1e-9 } == true)
    }

    @Test(
        "back faces: turned past a quarter turn, but not mirrored in 2-D",
        arguments: [
            (PlaneMappingTests.tilted(30), false), (PlaneMappingTests.tilted(89), false),
            (PlaneMappingTests.tilted(91), true), (PlaneMappingTests.tilted(150), true),
            (PlaneMappingTests.tilted(-150), true),
            (Transform3D.scale(x: -1, y: 1), false), (Transform3D.scale(x: -1, y: -1), false),
            (Transform3D.rotation(angle: .pi, x: 1, y: 0, z: 0), true), (Transform3D.scale(x: 0, y: 1), false),
        ])
    func backFaces(transform: Transform3D, isBackFacing: Bool) {
        #expect(PlaneMapping(transform, about: card).isBackFacing == isBackFacing)
    }

    @Test("an edge-on layer is singular: nothing unmaps")
    func edgeOn() {
        // Squashed to zero width, as a page seen exactly edge-on.
        let mapping = PlaneMapping(.scale(x: 0, y: 1), about: card)
        #expect(mapping.unmap(CGPoint(x: 100, y: 150)) == nil)
    }

    @Test("non-finite transforms map and unmap nothing")
    func nonFinite() {
        var t = Transform3D.identity
        t.m41 = .nan
        let mapping = PlaneMapping(t, about: card)
        #expect(!mapping.isFinite)
        #expect(mapping.map(CGPoint(x: 10, y: 10)) == nil)
        #expect(mapping.unmap(CGPoint(x: 10, y: 10)) == nil)
        #expect(mapping.mapVisible([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)]).isEmpty)
    }

    @Test("the visible outline is clipped where the layer goes behind the eye")
    func clippedOutline() throws {
        // w = 1 − 0.02·x about the centre (100, 150): the part x ≥ 50 (from local x = 150 on) is behind the eye.
        var t = Transform3D.identity
        t.m14 = -0.02
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 0, y: 300)]
        let outline = PlaneMapping(t, about: card).mapVisible(corners)
        // Top left, the clipped top edge, the clipped bottom edge, bottom left.
        #expect(outline.count == 4)
        // The left corners (x = −100, w = 3) land at 100 − 100/3 and 150 ∓ 150/3.
        #expect(abs(outline[0].x - (100 - 100.0 / 3)) < 1e-9)
        #expect(abs(outline[0].y - (150 - 50)) < 1e-9)
        // The clip points sit where w is a hair above 0: very far to the right.
        #expect(outline[1].x > 1e6 && outline[2].x > 1e6)
        #expect(outline.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
