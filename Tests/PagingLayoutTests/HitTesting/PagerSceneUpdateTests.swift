import Foundation
import Testing

@testable import PagingLayout

@Suite("PagerScene updated in place")
struct PagerSceneUpdateTests {
    /// A right-to-left pager of 7 pages, 5 laid out: the window shrinks at both ends.
    static let engine = PagingEngine(
        geometry: PageGeometry(viewportSize: CGSize(width: 300, height: 500), layoutDirection: .rightToLeft),
        itemCounts: [7], numberOfVisibleItems: 5)

    /// The scene's answers that do not go through `==`: the paint order, the hittable surfaces and
    /// the hit at every point of a grid.
    static func answers(_ scene: PagerScene) -> ([Int], [SceneHit], [SceneHit?]) {
        var hits: [SceneHit?] = []
        for y in stride(from: CGFloat(5), to: 500, by: 35) {
            for x in stride(from: CGFloat(3), to: 300, by: 23) {
                hits.append(scene.hit(atViewportPoint: CGPoint(x: x, y: y)))
            }
        }
        return (scene.paintOrder.map(\.flatIndex), scene.hittableSurfaces, hits)
    }

    static func expectSame(_ updated: PagerScene, _ fresh: PagerScene, _ note: String) {
        #expect(updated == fresh, "\(note)")
        let (order, surfaces, hits) = answers(updated)
        let (freshOrder, freshSurfaces, freshHits) = answers(fresh)
        #expect(order == freshOrder, "\(note)")
        #expect(surfaces == freshSurfaces, "\(note)")
        #expect(hits == freshHits, "\(note)")
    }

    @Test("one scene updated along a scroll answers as a new scene at every offset, snapshot pieces and regions included")
    func updateMatchesNewScene() {
        let effects: [any PagingEffect] = [
            SnapshotEffect(options: .layout(.grid)), ScaleEffect(options: .layout(.coverFlow)), SlideAndTurnEffect(),
        ]
        // Regions on even pages only, so an item rewritten in place must drop or gain one.
        let region: (ItemIndexPath) -> CGRect? = { path in
            path.item.isMultiple(of: 2) ? CGRect(x: 20, y: 30, width: 100, height: 120) : nil
        }
        for effect in effects {
            var scene = PagerScene(engine: Self.engine, contentOffset: .zero, effect: effect)
            // Forwards and back: the item count grows, shrinks and grows again.
            for position in [0, 0.4, 1, 2.5, 3, 6, 5.5, 0.2, 3.7] as [CGFloat] {
                let offset = CGPoint(x: position * 300, y: 0)
                scene.update(engine: Self.engine, contentOffset: offset, effect: effect, selectableRegion: region)
                let fresh = PagerScene(engine: Self.engine, contentOffset: offset, effect: effect, selectableRegion: region)
                Self.expectSame(scene, fresh, "\(type(of: effect)) at \(position)")
            }
        }
    }

    @Test("updating with items is the scene of those items; a copy kept from before keeps its frame")
    func updateWithItems() {
        var scene = PagerScene(viewportSize: CGSize(width: 200, height: 300), contentOffset: .zero, items: [])
        let before = scene
        let items = [sceneItem(2, zPosition: 1), sceneItem(0), sceneItem(1, zPosition: 3)]
        scene.update(viewportSize: CGSize(width: 200, height: 300), contentOffset: CGPoint(x: 4, y: 0), items: items)
        Self.expectSame(
            scene, PagerScene(viewportSize: CGSize(width: 200, height: 300), contentOffset: CGPoint(x: 4, y: 0), items: items),
            "three items")
        #expect(scene.paintOrder.map(\.flatIndex) == [0, 2, 1])
        #expect(before.items.isEmpty)
        #expect(before.hit(atViewportPoint: CGPoint(x: 10, y: 10)) == nil)
        scene.update(viewportSize: CGSize(width: -1, height: CGFloat.nan), contentOffset: .zero, items: [sceneItem(5)])
        #expect(scene.viewportSize == .zero)
        #expect(scene.items.map(\.flatIndex) == [5])
    }

    @Test("a surface's mappings read back as set, one, three or any other count")
    func surfaceMappings() {
        let tilt = PlaneMapping(
            Transform3D.identity.rotatedBy(angle: 0.3, x: 0, y: 1, z: 0), about: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = PlaneMapping(.identity, about: CGRect(x: 0, y: 0, width: 10, height: 10))
        for mappings in [[], [tilt], [tilt, plain], [plain, tilt, plain], [tilt, tilt, plain, tilt]] {
            var surface = SceneSurface(
                kind: .page, rect: .zero, mappings: mappings, opacity: 1, isDrawn: true, isHittable: true)
            #expect(surface.mappings == mappings)
            surface.mappings.insert(plain, at: 0)
            #expect(surface.mappings == [plain] + mappings)
        }
        let one = SceneSurface(kind: .page, rect: .zero, mappings: [tilt], opacity: 1, isDrawn: true, isHittable: true)
        var other = SceneSurface(kind: .page, rect: .zero, mappings: [plain], opacity: 1, isDrawn: true, isHittable: true)
        #expect(one != other)
        other.mappings = [tilt]
        #expect(one == other)
    }
}
