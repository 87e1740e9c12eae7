import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController dragging")
@MainActor
struct PageControllerDraggingTests {
    @Test("a drag moves the offset along the axis and the page follows it live")
    func dragFollows() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.beginDragging()
        pager.drag(to: CGPoint(x: 120, y: 40))  // position 0.4; the y component is dropped
        #expect(pager.contentOffset == CGPoint(x: 120, y: 0))
        #expect(pager.currentPage == 0)
        pager.drag(to: CGPoint(x: 150, y: 0))   // 0.5 rounds away from zero: page 1
        #expect(pager.currentPage == 1)
        pager.drag(to: CGPoint(x: 90, y: 0))    // 0.3: back to page 0
        #expect(fixture.log.events == [
            .state(.dragging),
            .scrolled(position: 0.4),
            .scrolled(position: 0.5), .page(1),
            .scrolled(position: 0.3), .page(0),
        ])
        #expect(fixture.log.scrollEvents.map(\.fraction) == [0.4, 0.5, 0.3])
    }

    @Test("a drag in a vertical pager uses y")
    func verticalDrag() {
        let fixture = PagerFixture(direction: .vertical)
        fixture.controller.drag(to: CGPoint(x: 77, y: 750))  // 750 / 500 = 1.5
        #expect(fixture.controller.contentOffset == CGPoint(x: 0, y: 750))
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("drag(to:) begins a drag when none is in progress")
    func implicitBegin() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.drag(to: CGPoint(x: 700, y: 0))
        #expect(fixture.controller.scrollState == .dragging)
        #expect(fixture.log.events.first == .state(.dragging))
    }

    @Test("a non-finite drag offset keeps the current offset", arguments: [CGFloat.nan, .infinity, -.infinity])
    func badOffset(value: CGFloat) {
        let fixture = PagerFixture(page: 2)
        fixture.controller.drag(to: CGPoint(x: 650, y: 0))
        fixture.controller.drag(to: CGPoint(x: value, y: 0))
        #expect(fixture.controller.contentOffset == CGPoint(x: 650, y: 0))
    }

    @Test("a slow release settles back on the nearest page")
    func slowRelease() {
        let fixture = PagerFixture(page: 2)
        let pager = fixture.controller
        pager.drag(to: CGPoint(x: 690, y: 0))  // 2.3
        fixture.log.clear()
        let target = pager.endDragging(velocity: .zero, completion: fixture.log.completion("settle"))
        #expect(target == 2)
        #expect(pager.scrollState == .settling)
        fixture.clock.advance(by: 0.25)  // half of 0.5 s: 690 − 90 / 2
        #expect(pager.contentOffset.x == 645)
        fixture.clock.advance(by: 0.25)
        #expect(pager.contentOffset.x == 600)
        #expect(fixture.log.events == [
            .state(.settling), .scrolled(position: 2.15), .scrolled(position: 2), .state(.idle),
            .completion("settle", finished: true),
        ])
    }

    @Test("a flick moves on a page, which becomes current when settling ends")
    func flick() {
        let fixture = PagerFixture(page: 2)
        let pager = fixture.controller
        pager.drag(to: CGPoint(x: 690, y: 0))
        let target = pager.endDragging(velocity: CGPoint(x: 800, y: -3000))  // y is not the axis
        #expect(target == 3)
        fixture.clock.advance(by: 0.25)  // 690 → 900, half way: 795 (position 2.65)
        #expect(pager.contentOffset.x == 795)
        #expect(pager.currentPage == 2)
        fixture.clock.advance(by: 0.25)
        #expect(pager.currentPage == 3)
        #expect(pager.scrollState == .idle)
    }

    @Test("a long drag moves at most one page by default")
    func distanceLimit() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.drag(to: CGPoint(x: 1500, y: 0))  // position 5
        #expect(fixture.controller.currentPage == 5)           // live, while dragging
        #expect(fixture.controller.endDragging(velocity: .zero) == 3)
        fixture.run(frames: 4)
        #expect(fixture.controller.currentPage == 3)
    }

    @Test("the snapping configuration sets the limit")
    func configuredLimit() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.snapping = PageSnapping.Configuration(maximumPageDistance: 4)
        fixture.controller.drag(to: CGPoint(x: 1500, y: 0))
        #expect(fixture.controller.endDragging(velocity: .zero) == 5)
    }

    @Test("bouncing before the first page reports page 0 and settles back")
    func bounce() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.drag(to: CGPoint(x: -90, y: 0))
        #expect(pager.contentOffset.x == -90)
        #expect(pager.currentPage == 0)
        #expect(fixture.log.scrollEvents.last == PageScrollEvent(position: -0.3, numberOfPages: 10))
        #expect(fixture.log.scrollEvents.last?.page == 0)
        #expect(pager.endDragging(velocity: CGPoint(x: -900, y: 0)) == 0)
        fixture.run(frames: 4)
        #expect(pager.contentOffset.x == 0)
    }

    @Test("a NaN release velocity is no flick")
    func nanVelocity() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.drag(to: CGPoint(x: 690, y: 0))
        #expect(fixture.controller.endDragging(velocity: CGPoint(x: CGFloat.nan, y: 0)) == 2)
    }

    @Test("releasing on a page rests at once")
    func releaseOnPage() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.drag(to: CGPoint(x: 900, y: 0))
        fixture.log.clear()
        fixture.controller.endDragging(velocity: .zero, completion: fixture.log.completion("rest"))
        #expect(fixture.log.events == [.state(.idle), .completion("rest", finished: true)])
        #expect(!fixture.clock.isRunning)
    }

    @Test("ending a drag that never began does nothing")
    func endWithoutDrag() {
        let fixture = PagerFixture(page: 4)
        let page = fixture.controller.endDragging(velocity: CGPoint(x: 5000, y: 0),
                                                  completion: fixture.log.completion("none"))
        #expect(page == 4)
        #expect(fixture.log.events == [.completion("none", finished: false)])
    }

    @Test("grabbing the pager stops an animation where it is")
    func grabDuringAnimation() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(4, completion: fixture.log.completion("go"))  // 0 → 1200
        fixture.clock.advance(by: 0.25)                                      // 600: position 2
        fixture.log.clear()
        pager.beginDragging()
        #expect(fixture.log.events == [.completion("go", finished: false), .page(2), .state(.dragging)])
        #expect(!pager.isAnimating)
        fixture.run(frames: 4)
        #expect(pager.contentOffset.x == 600)
        // The drag began on page 2, so it may reach page 1 or 3 at most.
        pager.drag(to: CGPoint(x: 1300, y: 0))
        #expect(pager.endDragging(velocity: .zero) == 3)
    }

    @Test("beginning a drag twice keeps the first start page")
    func beginTwice() {
        let fixture = PagerFixture(page: 2)
        fixture.controller.beginDragging()
        fixture.controller.drag(to: CGPoint(x: 1200, y: 0))  // page 4 live
        fixture.controller.beginDragging()
        #expect(fixture.controller.endDragging(velocity: .zero) == 3)
    }

    @Test("a page change during a drag ends the drag")
    func pageChangeEndsDrag() {
        let fixture = PagerFixture()
        fixture.controller.drag(to: CGPoint(x: 100, y: 0))
        fixture.controller.setCurrentPage(6, animated: false)
        #expect(fixture.controller.scrollState == .idle)
        #expect(fixture.controller.currentPage == 6)
        #expect(fixture.controller.endDragging(velocity: .zero) == 6)
    }

    @Test("scroll(to:) moves without changing a drag")
    func scrollWhileDragging() {
        let fixture = PagerFixture()
        fixture.controller.beginDragging()
        fixture.controller.scroll(to: CGPoint(x: 450, y: 9))
        #expect(fixture.controller.scrollState == .dragging)
        #expect(fixture.controller.contentOffset == CGPoint(x: 450, y: 0))
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("scroll(to:) during an animation interrupts it and leaves the pager idle")
    func scrollDuringAnimation() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(4, completion: fixture.log.completion("go"))
        fixture.clock.advance(by: 0.125)
        fixture.log.clear()
        fixture.controller.scroll(to: CGPoint(x: 330, y: 0))
        #expect(fixture.log.events == [
            .completion("go", finished: false), .scrolled(position: 1.1), .page(1), .state(.idle),
        ])
        #expect(!fixture.clock.isRunning)
    }

    @Test("scroll(to:) at rest only moves and follows the page")
    func scrollAtRest() {
        let fixture = PagerFixture()
        fixture.controller.scroll(to: CGPoint(x: 2100, y: 0))
        #expect(fixture.log.events == [.scrolled(position: 7), .page(7)])
        #expect(fixture.controller.scrollState == .idle)
    }
}
