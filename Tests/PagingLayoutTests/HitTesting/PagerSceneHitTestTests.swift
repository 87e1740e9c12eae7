import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// A scene item at `flatIndex` in section 0 with the given state; the page fills a 200×300 viewport.
func sceneItem(
    _ flatIndex: Int, transform: Transform3D = .identity, alpha: CGFloat = 1, zPosition: Int = 0,
    isDoubleSided: Bool = true, isTargetHidden: Bool = false, snapshot: SnapshotAttributes? = nil,
    selectableRegion: CGRect? = nil, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 300)
) -> SceneItem {
    var attributes = EffectAttributes(
        transform: transform, alpha: alpha, isDoubleSided: isDoubleSided, isTargetHidden: isTargetHidden)
    attributes.zPosition = zPosition
    return SceneItem(
        indexPath: ItemIndexPath(item: flatIndex, section: 0), flatIndex: flatIndex, progress: 0, frame: frame,
        attributes: attributes, snapshot: snapshot, selectableRegion: selectableRegion)
}

/// A 200×300 viewport showing `items`.
func scene(_ items: SceneItem...) -> PagerScene {
    PagerScene(viewportSize: CGSize(width: 200, height: 300), contentOffset: .zero, items: items)
}

extension PagerScene {
    /// The flat index of the item hit at the viewport point `(x, y)`, or `nil`.
    func hitIndex(_ x: CGFloat, _ y: CGFloat) -> Int? {
        item(atViewportPoint: CGPoint(x: x, y: y))?.flatIndex
    }
}

@Suite("Hit testing a pager frame")
struct PagerSceneHitTestTests {
    @Test("a page turned 30° with perspective is hit inside its projected edges only")
    func perspectiveEdges() {
        // Item 1 is turned like a coverFlow side page over a flat item 0 behind it, so a point just
        // outside item 1's projected quad falls through to item 0.
        let frame = scene(sceneItem(0, zPosition: -1), sceneItem(1, transform: PlaneMappingTests.tilted(30)))
        // Right edge (x = +100 from the centre): w = 1.1, drawn at 100 + 86.6025/1.1 = 178.73.
        #expect(frame.hitIndex(178.2, 150) == 1)
        #expect(frame.hitIndex(179.3, 150) == 0)
        // Left edge (x = −100): w = 0.9, drawn at 100 − 86.6025/0.9 = 3.775.
        #expect(frame.hitIndex(4.3, 150) == 1)
        #expect(frame.hitIndex(3.2, 150) == 0)
        // Top edge above screen x 150: local x = 50 / 0.816025 = 61.27, w = 1.06127, y = 150 − 150/w = 8.660.
        #expect(frame.hitIndex(150, 9.2) == 1)
        #expect(frame.hitIndex(150, 8.1) == 0)
        // Bottom edge there: 150 + 150/w = 291.34.
        #expect(frame.hitIndex(150, 290.8) == 1)
        #expect(frame.hitIndex(150, 291.9) == 0)
    }

    @Test("the topmost z position wins wherever items overlap")
    func zOrder() {
        let front = scene(sceneItem(0, zPosition: 2), sceneItem(1, zPosition: 0), sceneItem(2, zPosition: -1))
        #expect(front.hitIndex(100, 100) == 0)
    }

    @Test("ties in z position go to the later flat index, whatever the input order")
    func ties() {
        let tied = PagerScene(
            viewportSize: CGSize(width: 200, height: 300), contentOffset: .zero,
            items: [sceneItem(2, zPosition: -1), sceneItem(1), sceneItem(0)])
        #expect(tied.items.map(\.flatIndex) == [0, 1, 2])
        #expect(tied.hitIndex(100, 100) == 1)
        #expect(tied.paintOrder.map(\.flatIndex) == [2, 0, 1])
    }

    @Test(
        "items drawn with opacity below 0.01 are not hit; the tap falls through",
        arguments: [(0.009, 0), (0.01, 1), (0.5, 1), (-3, 0), (7, 1), (CGFloat.nan, 1)] as [(CGFloat, Int)])
    func alpha(alpha: CGFloat, expected: Int) {
        let frame = scene(sceneItem(0, zPosition: -1), sceneItem(1, alpha: alpha))
        #expect(frame.hitIndex(100, 150) == expected)
    }

    @Test("a hidden target is not hit")
    func hidden() {
        #expect(scene(sceneItem(0, zPosition: -1), sceneItem(1, isTargetHidden: true)).hitIndex(100, 150) == 0)
        #expect(scene(sceneItem(0, isTargetHidden: true)).hitIndex(100, 150) == nil)
    }

    @Test("a back face is hit only when the item is double-sided")
    func backFaces() {
        let turned = PlaneMappingTests.tilted(150)
        #expect(scene(sceneItem(0, transform: turned, isDoubleSided: true)).hitIndex(100, 150) == 0)
        #expect(scene(sceneItem(0, transform: turned, isDoubleSided: false)).hitIndex(100, 150) == nil)
        // Facing the eye, single-sidedness does not matter.
        #expect(scene(sceneItem(0, transform: PlaneMappingTests.tilted(30), isDoubleSided: false)).hitIndex(100, 150) == 0)
    }

    @Test("points whose only preimage is behind the eye hit nothing")
    func behindTheEye() {
        // The page spans x 200…400 of a 400-wide viewport; w = 1 − 0.02·x about its centre (300, 150), so
        // its points with x ≥ 50 are behind the eye. A point with x from −100 to 50 lands at
        // X = x / w, from −100/3 up to +∞; conversely x = X / (1 + 0.02·X).
        var t = Transform3D.identity
        t.m14 = -0.02
        let frame = PagerScene(
            viewportSize: CGSize(width: 400, height: 300), contentOffset: .zero,
            items: [sceneItem(0, transform: t, frame: CGRect(x: 200, y: 0, width: 200, height: 300))])
        // Screen x 280: X = −20 ⇒ x = −20 / 0.6 = −33.3, w = 1.67: on the page.
        #expect(frame.hitIndex(280, 150) == 0)
        // Screen x 265: X = −35 ⇒ x = −35 / 0.3 = −116.7: left of the page.
        #expect(frame.hitIndex(265, 150) == nil)
        // Screen x 150: X = −150 ⇒ x = −150 / −2 = 75 is on the page, but w = −0.5 there: it is behind
        // the eye and not drawn at (150, 150), so nothing is hit.
        #expect(frame.hitIndex(150, 150) == nil)
    }

    @Test("points outside the viewport hit nothing, even where an item is drawn past it")
    func viewportClips() {
        let wide = scene(sceneItem(0, transform: .scale(x: 3, y: 3)))
        #expect(wide.hitIndex(199.5, 299.5) == 0)
        #expect(wide.hitIndex(200, 150) == nil)
        #expect(wide.hitIndex(-0.5, 150) == nil)
        #expect(wide.hitIndex(100, 300) == nil)
    }

    @Test("a selectable region takes the taps; the rest of the page lets them through")
    func selectableRegion() {
        // Item 1 is scaled 0.5 about (100, 150): its region (50, 100, 100, 100) lands at x 75…125, y 125…175;
        // its page at x 50…150, y 75…225.
        let region = CGRect(x: 50, y: 100, width: 100, height: 100)
        let frame = scene(
            sceneItem(0, zPosition: -1), sceneItem(1, transform: .scale(x: 0.5, y: 0.5), selectableRegion: region))
        #expect(frame.hitIndex(76, 126) == 1)
        #expect(frame.hitIndex(124, 174) == 1)
        #expect(frame.hitIndex(74, 150) == 0)
        #expect(frame.hitIndex(100, 180) == 0)
        #expect(frame.hitIndex(60, 80) == 0)
        #expect(frame.hit(atViewportPoint: CGPoint(x: 100, y: 150))?.surface.kind == .selectableRegion)
    }

    @Test("a selectable region may reach past the page's bounds and follows its transform")
    func regionPastBounds() {
        // The region is 40×40 left of the page; the page is moved 60 right, so the region shows at x 30…70.
        let frame = scene(
            sceneItem(
                0, transform: .translation(x: 60, y: 0),
                selectableRegion: CGRect(x: -30, y: 10, width: 40, height: 40)))
        #expect(frame.hitIndex(31, 11) == 0)
        #expect(frame.hitIndex(69, 49) == 0)
        #expect(frame.hitIndex(71, 30) == nil)
        #expect(frame.hitIndex(29, 30) == nil)
    }

    @Test("a region with a non-finite component means the whole item")
    func nonFiniteRegion() {
        let item = sceneItem(0, selectableRegion: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(item.selectableRegion == nil)
        #expect(scene(item).hitIndex(150, 250) == 0)
    }

    @Test("an item with a non-finite transform is neither hit nor drawn")
    func nonFiniteTransform() {
        var t = Transform3D.identity
        t.m42 = .infinity
        let item = sceneItem(0, transform: t)
        #expect(scene(item).hitIndex(100, 150) == nil)
        #expect(item.surfaces.allSatisfy { !$0.isDrawn && !$0.isHittable })
    }

    @Test("hit testing agrees with forward mapping: a drawn point of a page hits it")
    func sweep() throws {
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<300 {
            let t = PlaneMappingTests.tilted(.random(in: -80...80, using: &generator))
                .scaledBy(x: .random(in: 0.3...1.2, using: &generator), y: .random(in: 0.3...1.2, using: &generator))
                .concatenating(.translation(x: .random(in: -60...60, using: &generator), y: 0))
            let frame = scene(sceneItem(0, transform: t))
            // A point well inside the page (1 point from every edge), where it lands on screen.
            let local = CGPoint(x: .random(in: 1...199, using: &generator), y: .random(in: 1...299, using: &generator))
            let drawn = try #require(t.project(local, in: CGRect(x: 0, y: 0, width: 200, height: 300)))
            guard drawn.x >= 0, drawn.x < 200, drawn.y >= 0, drawn.y < 300 else { continue }
            #expect(frame.hitIndex(drawn.x, drawn.y) == 0, "local \(local) drawn at \(drawn)")
        }
    }
}
