import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController engine changes")
@MainActor
struct PageControllerEngineChangeTests {
    @Test("a rotation keeps the page")
    func rotation() {
        let fixture = PagerFixture(page: 3)
        fixture.controller.engine.viewportSize = CGSize(width: 500, height: 300)
        #expect(fixture.controller.currentPage == 3)
        #expect(fixture.controller.contentOffset == CGPoint(x: 1500, y: 0))
        // The offset moved, the position did not: one scroll event at page 3, no page change.
        #expect(fixture.log.events == [.scrolled(position: 3)])
    }

    @Test("a rotation while dragging far out keeps the offset finite")
    func rotationWhileDraggingFarOut() {
        let fixture = PagerFixture(viewportSize: CGSize(width: 1, height: 500))
        fixture.controller.drag(to: CGPoint(x: 1e300, y: 0))
        // Position 10³⁰⁰ on pages of 10¹⁰ points would be 10³¹⁰ = ∞: held at the largest finite offset.
        fixture.controller.engine.viewportSize = CGSize(width: 1e10, height: 500)
        #expect(fixture.controller.contentOffset == CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0))
        #expect(fixture.controller.currentPage == 9)
    }

    @Test("a rotation snaps a fractional rest to its page")
    func rotationSnaps() {
        let fixture = PagerFixture()
        fixture.controller.scroll(to: CGPoint(x: 700, y: 0))  // 2.33 → page 2
        fixture.controller.engine.viewportSize = CGSize(width: 400, height: 300)
        #expect(fixture.controller.contentOffset.x == 800)
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("a direction change keeps the page")
    func directionChange() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.engine.scrollDirection = .vertical
        #expect(fixture.controller.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("removing items clamps the page")
    func shrink() {
        let fixture = PagerFixture(itemCounts: [3, 4], page: 5)
        fixture.controller.engine.items = SectionedItemCounts([3])
        #expect(fixture.controller.currentPage == 2)
        #expect(fixture.controller.contentOffset.x == 600)
        #expect(fixture.log.events == [.scrolled(position: 2), .page(2)])
    }

    @Test("adding items, or removing ones after the page, changes nothing", arguments: [[3, 4, 5], [3, 1]])
    func growOrTrimBehind(counts: [Int]) {
        let fixture = PagerFixture(itemCounts: [3, 4], page: 2)
        fixture.controller.engine.items = SectionedItemCounts(counts)
        #expect(fixture.controller.currentPage == 2)
        #expect(fixture.log.events.isEmpty)
    }

    @Test("new items under an offset past the old end make its page current")
    func itemsUnderOffset() {
        let fixture = PagerFixture(itemCounts: [3])
        fixture.controller.scroll(to: CGPoint(x: 1500, y: 0))  // position 5, past the last page 2
        #expect(fixture.controller.currentPage == 2)
        fixture.controller.engine.items = SectionedItemCounts([10])
        #expect(fixture.controller.currentPage == 5)
        #expect(fixture.controller.contentOffset.x == 1500)
    }

    @Test("an offset left before the first page comes back to it when items change")
    func offsetBeforeStart() {
        let fixture = PagerFixture()
        fixture.controller.scroll(to: CGPoint(x: -90, y: 0))
        fixture.controller.engine.items = SectionedItemCounts([5])
        #expect(fixture.controller.contentOffset.x == 0)
        #expect(fixture.controller.currentPage == 0)
    }

    @Test("a new visible count changes nothing")
    func visibleCount() {
        let fixture = PagerFixture(page: 4)
        fixture.controller.engine.numberOfVisibleItems = 3
        #expect(fixture.log.events.isEmpty)
        #expect(fixture.controller.layout().elements.map(\.flatIndex) == [3, 4, 5])
    }

    @Test("a page set before the viewport has a size is kept until it does")
    func zeroViewport() {
        let fixture = PagerFixture(viewportSize: .zero, page: 3)
        #expect(fixture.controller.currentPage == 3)
        #expect(fixture.controller.contentOffset == .zero)
        fixture.controller.setCurrentPage(5, animated: true)  // nothing to animate: every page is at 0
        #expect(fixture.controller.currentPage == 5)
        #expect(!fixture.controller.isAnimating)
        fixture.controller.engine.viewportSize = CGSize(width: 300, height: 500)
        #expect(fixture.controller.contentOffset.x == 1500)
        #expect(fixture.controller.currentPage == 5)
    }

    @Test("losing every item goes to page 0, and items coming back start there")
    func emptyAndBack() {
        let fixture = PagerFixture(page: 4)
        fixture.controller.engine.items = SectionedItemCounts([])
        #expect(fixture.controller.currentPage == 0)
        #expect(fixture.controller.contentOffset == .zero)
        fixture.controller.engine.items = SectionedItemCounts([6])
        #expect(fixture.controller.currentPage == 0)
    }

    @Test("a rotation during an animation finishes it on its target page")
    func rotationDuringAnimation() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(4, completion: fixture.log.completion("go"))
        fixture.clock.advance(by: 0.125)
        fixture.log.clear()
        fixture.controller.engine.viewportSize = CGSize(width: 500, height: 300)
        #expect(fixture.log.events == [
            .scrolled(position: 4), .page(4), .state(.idle), .completion("go", finished: true),
        ])
        #expect(fixture.controller.contentOffset.x == 2000)
        #expect(!fixture.clock.isRunning)
    }

    @Test("items added during an animation let it run on")
    func growDuringAnimation() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(4, completion: fixture.log.completion("go"))
        fixture.clock.advance(by: 0.125)
        fixture.controller.engine.items = SectionedItemCounts([20])
        #expect(fixture.controller.isAnimating)
        fixture.clock.advance(by: 0.125)  // half way to 1200
        #expect(fixture.controller.contentOffset.x == 600)
        fixture.run(frames: 2)
        #expect(fixture.controller.currentPage == 4)
        #expect(fixture.log.completionCount("go") == 1)
    }

    @Test("removing an animation's target finishes it on the last page left")
    func shrinkDuringAnimation() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(8, completion: fixture.log.completion("go"))
        fixture.clock.advance(by: 0.125)  // 600
        fixture.controller.engine.items = SectionedItemCounts([3])
        #expect(fixture.controller.currentPage == 2)
        #expect(fixture.controller.contentOffset.x == 600)
        #expect(fixture.log.events.last == .completion("go", finished: true))
        #expect(!fixture.controller.isAnimating)
    }

    @Test("removing the current page during an animation to an earlier page clamps it; the animation runs on")
    func shrinkBehindAnimation() {
        let fixture = PagerFixture(page: 6)
        fixture.controller.setCurrentPage(2, completion: fixture.log.completion("back"))
        fixture.clock.advance(by: 0.125)  // 1800 → 1500
        fixture.controller.engine.items = SectionedItemCounts([4])
        #expect(fixture.controller.currentPage == 3)
        #expect(fixture.controller.isAnimating)
        fixture.run(frames: 3)
        #expect(fixture.controller.currentPage == 2)
        #expect(fixture.controller.contentOffset.x == 600)
        #expect(fixture.log.completionCount("back") == 1)
    }

    @Test("a rotation during a drag keeps the fractional position")
    func rotationDuringDrag() {
        let fixture = PagerFixture()
        fixture.controller.drag(to: CGPoint(x: 450, y: 0))  // 1.5
        fixture.controller.engine.viewportSize = CGSize(width: 500, height: 300)
        #expect(fixture.controller.contentOffset.x == 750)
        #expect(fixture.controller.scrollState == .dragging)
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("removing items during a drag clamps the page")
    func shrinkDuringDrag() {
        let fixture = PagerFixture()
        fixture.controller.drag(to: CGPoint(x: 2100, y: 0))  // page 7
        fixture.controller.engine.items = SectionedItemCounts([4])
        #expect(fixture.controller.currentPage == 3)
        #expect(fixture.controller.contentOffset.x == 2100)  // bouncing past the new end
        // Without a distance limit the release settles on the new last page.
        fixture.controller.snapping.maximumPageDistance = .max
        #expect(fixture.controller.endDragging(velocity: .zero) == 3)
    }
}
