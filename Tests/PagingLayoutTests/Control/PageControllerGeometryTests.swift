import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController over a page geometry")
@MainActor
struct PageControllerGeometryTests {
    static let looping = PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true)

    @Test("next on the last page of a looping pager crosses the seam forwards to page 0")
    func nextCrossesTheSeam() {
        let fixture = PagerFixture(geometry: Self.looping, itemCounts: [4], page: 3)
        fixture.controller.goToNextPage(completion: fixture.log.completion("next"))
        fixture.clock.advance(by: 0.25)
        // Half way from slot 3 (900) to slot 4 (1200), not back towards 0.
        #expect(fixture.controller.contentOffset.x == 1050)
        fixture.clock.advance(by: 0.25)
        #expect(fixture.controller.contentOffset.x == 1200)
        #expect(fixture.controller.currentPage == 0)
        #expect(fixture.log.completionCount("next") == 1)
        // And on again: slot 5 shows page 1.
        fixture.controller.goToNextPage(animated: false)
        #expect(fixture.controller.contentOffset.x == 1500)
        #expect(fixture.controller.currentPage == 1)
    }

    @Test("previous on page 0 of a looping pager goes back to the last page through slot −1")
    func previousCrossesTheSeam() {
        let fixture = PagerFixture(geometry: Self.looping, itemCounts: [4])
        fixture.controller.goToPreviousPage(animated: false)
        #expect(fixture.controller.contentOffset.x == -300)
        #expect(fixture.controller.currentPage == 3)
    }

    @Test("setCurrentPage on a looping pager takes the short way round")
    func shortWayRound() {
        let fixture = PagerFixture(geometry: Self.looping, itemCounts: [5], page: 4)
        // From page 4, page 0 is one step forwards (slot 5), not four back.
        fixture.controller.setCurrentPage(0, animated: false)
        #expect(fixture.controller.contentOffset.x == 1500)
        #expect(fixture.controller.currentPage == 0)
        // From slot 5, page 3 is two back (slot 3).
        fixture.controller.setCurrentPage(3, animated: false)
        #expect(fixture.controller.contentOffset.x == 900)
    }

    @Test("a drag in a looping pager snaps across the seam")
    func dragAcrossTheSeam() {
        let fixture = PagerFixture(geometry: Self.looping, itemCounts: [3])
        fixture.controller.beginDragging()
        fixture.controller.drag(to: CGPoint(x: -100, y: 0))
        let page = fixture.controller.endDragging(velocity: CGPoint(x: -800, y: 0))
        #expect(page == 2)
        fixture.clock.advance(by: 0.5)
        #expect(fixture.controller.contentOffset.x == -300)
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("right-to-left: page k rests at W − V − k·V, and a flick towards lower offsets goes forwards")
    func rightToLeft() {
        var geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
        geometry.layoutDirection = .rightToLeft
        let fixture = PagerFixture(geometry: geometry, itemCounts: [5])
        // W = 1500: page 0 rests at 1200, page 2 at 600.
        #expect(fixture.controller.contentOffset.x == 1200)
        fixture.controller.setCurrentPage(2, animated: false)
        #expect(fixture.controller.contentOffset.x == 600)
        fixture.controller.beginDragging()
        fixture.controller.drag(to: CGPoint(x: 560, y: 0))
        // The finger moves right to left's "forward": the offset decreases.
        #expect(fixture.controller.endDragging(velocity: CGPoint(x: -800, y: 0)) == 3)
    }

    @Test("peeking pages: the page is kept when the viewport resizes")
    func resizeKeepsThePage() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), pageLength: 240, spacing: 10,
            padding: ContentPadding(both: 30))
        let fixture = PagerFixture(geometry: geometry, itemCounts: [6], page: 4)
        // snap₀ = 30 + 120 − 150 = 0; step 250.
        #expect(fixture.controller.contentOffset.x == 1000)
        fixture.controller.engine.geometry.viewportSize = CGSize(width: 400, height: 500)
        // snap₀ = 30 + 120 − 200 = −50.
        #expect(fixture.controller.currentPage == 4)
        #expect(fixture.controller.contentOffset.x == 950)
    }

    @Test("the nearest-to-projected-end configuration passes several pages; free rests anywhere")
    func snappingConfigurations() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
        let nearest = PageSnapping.targetSlot(
            forProposedOffset: 1310, velocity: 2000, dragStartSlot: 0, geometry: geometry, numberOfPages: 10,
            configuration: .nearestToProjectedEnd)
        #expect(nearest == 4)
        let capped = PageSnapping.targetSlot(
            forProposedOffset: 1310, velocity: 2000, dragStartSlot: 0, geometry: geometry, numberOfPages: 10)
        #expect(capped == 1)
        let free = PageSnapping.targetOffset(
            forProposedOffset: 1310, velocity: 2000, dragStartSlot: 0, geometry: geometry, numberOfPages: 10,
            configuration: .free)
        #expect(free == 1310)
    }

    @Test("with free snapping a released drag rests where it let go, on the page nearest there")
    func freeDragRests() {
        let controller = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [10]), snapping: .free)
        controller.drag(to: CGPoint(x: 410, y: 0))
        var finished: [Bool] = []
        // A fast release would pass a page with any snapping configuration; free scrolling stays.
        let page = controller.endDragging(velocity: CGPoint(x: 2000, y: 0)) { finished.append($0) }
        // 410 / 300 = 1.37: page 1 is nearest.
        #expect(page == 1 && controller.currentPage == 1)
        #expect(controller.contentOffset.x == 410)
        #expect(controller.scrollState == .idle && !controller.isAnimating)
        #expect(finished == [true])
    }
}

@Suite("PageSnapping over a looping geometry")
struct LoopingSnappingTests {
    @Test("a drag start at the ends of Int is held, not overflowed")
    func extremeStartSlots() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true)
        for start in [Int.max, Int.min] {
            let slot = PageSnapping.targetSlot(
                forProposedOffset: .nan, velocity: 0, dragStartSlot: start, geometry: geometry, numberOfPages: 4)
            // A non-finite proposal settles on the start, held at ±2³⁰.
            #expect(slot == (start > 0 ? 1 << 30 : -(1 << 30)))
        }
    }
}

@Suite("PageController on a looping pager, far pages")
@MainActor
struct LoopingFarPageTests {
    @Test("pages at the ends of Int wrap to a page of the loop instead of trapping")
    func extremePages() {
        let fixture = PagerFixture(geometry: PageControllerGeometryTests.looping, itemCounts: [3])
        // Int.max = 3·3074457345618258602 + 1 → page 1; Int.min = 3·(−3074457345618258603) + 1 → page 1.
        fixture.controller.setCurrentPage(Int.max, animated: false)
        #expect(fixture.controller.currentPage == 1)
        fixture.controller.setCurrentPage(Int.min, animated: false)
        #expect(fixture.controller.currentPage == 1)
    }

    @Test("a loop of Int.max pages reaches its last page one step back from page 0, without overflow")
    func loopOfIntMaxPages() {
        // From page 0 the last page, Int.max − 1, is one page back and Int.max − 1 pages forward:
        // the short way is back, to slot −1: −300, computed as −period + the page's edge, both near
        // 2.8 · 10²¹, where a Double's step is 2¹⁹ — so it comes out as 0, not as the 2.8 · 10²¹ of
        // the long way forward. Page 4 is four pages forward (1 200), exactly.
        let fixture = PagerFixture(geometry: PageControllerGeometryTests.looping, itemCounts: [Int.max])
        fixture.controller.setCurrentPage(Int.max - 1, animated: false)
        #expect(fixture.controller.currentPage == Int.max - 1)
        #expect(fixture.controller.contentOffset.x <= 0)
        fixture.controller.setCurrentPage(4, animated: false)
        #expect(fixture.controller.currentPage == 4)
        #expect(fixture.controller.contentOffset.x == 1_200)
    }
}
