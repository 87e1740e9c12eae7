import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController data changes and fling animator")
@MainActor
struct PageControllerItemsTests {
    @Test("an item inserted before the current one keeps the current item on screen")
    func stableIdentity() throws {
        let fixture = PagerFixture(itemCounts: [4], page: 2)
        try fixture.controller.updateItems([6], from: ["a", "b", "c", "d"], to: ["x", "y", "a", "b", "c", "d"])
        #expect(fixture.controller.currentPage == 4)
        #expect(fixture.controller.contentOffset.x == 1200)
    }

    @Test("a removed current item leaves the index, clamped")
    func removedItem() throws {
        let fixture = PagerFixture(itemCounts: [4], page: 3)
        try fixture.controller.updateItems([2], from: ["a", "b", "c", "d"], to: ["a", "b"])
        #expect(fixture.controller.currentPage == 1)
        #expect(fixture.controller.contentOffset.x == 300)
    }

    @Test("a fling settles with the fling animator, a slow release with the default one")
    func flingAnimator() {
        let fixture = PagerFixture(itemCounts: [5], duration: 0.5)
        // The fling animator takes 0.25 s: at 0.25 s it is done, the default would be half way.
        fixture.controller.flingAnimator = fixture.animator(0.25)
        fixture.controller.beginDragging()
        fixture.controller.drag(to: CGPoint(x: 60, y: 0))
        fixture.controller.endDragging(velocity: CGPoint(x: 900, y: 0))
        fixture.clock.advance(by: 0.25)
        #expect(fixture.controller.contentOffset.x == 300)
        #expect(!fixture.controller.isAnimating)

        fixture.controller.beginDragging()
        fixture.controller.drag(to: CGPoint(x: 360, y: 0))
        fixture.controller.endDragging(velocity: CGPoint(x: 10, y: 0))
        fixture.clock.advance(by: 0.25)
        // 360 → 300 over 0.5 s, linear: half way.
        #expect(fixture.controller.contentOffset.x == 330)
        #expect(fixture.controller.isAnimating)
    }
}
