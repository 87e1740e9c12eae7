import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController requests made inside its callbacks")
@MainActor
struct PageControllerReentrancyTests {
    // MARK: - The reported sequences

    @Test("an engine change made by an interrupted completion does not cancel the drag that interrupted it")
    func engineChangeInInterruptedCompletionThenDrag() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(3) { finished in
            if !finished { pager.engine.numberOfVisibleItems = 3 }
        }
        fixture.clock.advance(by: 0.125)  // a quarter of the way: position 0.75
        pager.beginDragging()
        #expect(pager.scrollState == .dragging)
        #expect(!pager.isAnimating)
        #expect(pager.engine.numberOfVisibleItems == 3)
        // The drag goes on as any drag does.
        pager.drag(to: CGPoint(x: 600, y: 0))
        #expect(pager.endDragging(velocity: .zero) == 2)
        fixture.run(frames: 4)
        #expect(pager.scrollState == .idle)
        #expect(pager.currentPage == 2)
    }

    @Test("an engine change made by an interrupted completion does not cancel a jump or a scroll")
    func engineChangeInInterruptedCompletionThenJumpOrScroll() {
        for useScroll in [false, true] {
            let fixture = PagerFixture()
            let pager = fixture.controller
            pager.setCurrentPage(3) { finished in
                if !finished { pager.engine.numberOfVisibleItems = 3 }
            }
            fixture.clock.advance(by: 0.125)
            if useScroll {
                pager.scroll(to: CGPoint(x: 1200, y: 0))
            } else {
                pager.setCurrentPage(5, animated: false)
            }
            let expected = useScroll ? 4 : 5
            #expect(pager.scrollState == .idle)
            #expect(!pager.isAnimating)
            #expect(pager.currentPage == expected)
            #expect(pager.contentOffset.x == CGFloat(expected) * 300)
        }
    }

    @Test("after the item count shrinks under the page, listeners read a page within the new count")
    func listenersAfterShrinkSeeValidPage() {
        let fixture = PagerFixture(page: 8)
        let pager = fixture.controller
        var seenPages: [Int] = []
        var released: [Int] = []
        pager.onPageScrolled = { _ in
            seenPages.append(pager.currentPage)
            released.append(pager.endDragging(velocity: .zero))
        }
        pager.engine.items = SectionedItemCounts([3])
        // The pager rested on page 8 (offset 2400); three items leave pages 0...2: it moves to 2.
        #expect(seenPages == [2])
        #expect(released == [2])
        #expect(pager.currentPage == 2)
    }

    @Test("a page requested by a listener after the item count shrinks starts from the clamped page")
    func listenerRequestAfterShrink() {
        let fixture = PagerFixture(page: 8)
        let pager = fixture.controller
        var requested = false
        var pagesDuringAnimation: [Int] = []
        pager.onPageScrolled = { _ in
            pagesDuringAnimation.append(pager.currentPage)
            guard !requested else { return }
            requested = true
            pager.setCurrentPage(0)
        }
        pager.engine.items = SectionedItemCounts([3])
        #expect(pager.currentPage == 2)
        #expect(pager.isAnimating)
        fixture.run(frames: 4)  // 600 → 0 in four frames
        #expect(pager.currentPage == 0)
        #expect(pagesDuringAnimation.allSatisfy { (0...2).contains($0) })
        #expect(pagesDuringAnimation.last == 0)
    }

    // MARK: - The semantics

    @Test("a request made by a listener runs after the step has told every listener")
    func requestsAreQueued() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        var order: [String] = []
        pager.onCurrentPageChanged = { page in
            order.append("page \(page)")
            if page == 2 {
                pager.setCurrentPage(4, animated: false) { _ in order.append("queued done") }
                order.append("after request: page \(pager.currentPage)")
            }
        }
        pager.onScrollStateChanged = { state in order.append("state \(state)") }
        pager.setCurrentPage(2, animated: false) { _ in order.append("first done") }
        #expect(order == [
            "page 2", "after request: page 2", "first done",
            "page 4", "queued done",
        ])
        #expect(pager.currentPage == 4)
    }

    @Test("requests made inside callbacks run in the order they were made")
    func queuedInOrder() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        var done: [Int] = []
        pager.setCurrentPage(1, animated: false) { _ in
            pager.setCurrentPage(5, animated: false) { _ in done.append(5) }
            pager.setCurrentPage(3, animated: false) { _ in done.append(3) }
        }
        #expect(done == [5, 3])
        #expect(pager.currentPage == 3)
    }

    @Test("an engine change inside a callback applies at once; the page stays within the pages")
    func engineChangeAppliesAtOnce() {
        let fixture = PagerFixture(page: 6)
        let pager = fixture.controller
        var pageInCallback = -1
        pager.setCurrentPage(8, animated: false) { _ in
            pager.engine.items = SectionedItemCounts([4])
            pageInCallback = pager.currentPage
        }
        #expect(pageInCallback == 3)
        #expect(pager.currentPage == 3)
        #expect(pager.contentOffset.x == 900)
    }

    @Test("a zero-length animation finishes in a step of its own, after the settling is told")
    func zeroLengthAnimator() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(2, animator: fixture.animator(0), completion: fixture.log.completion("now"))
        #expect(fixture.log.events == [
            .state(.settling), .scrolled(position: 2), .page(2), .state(.idle), .completion("now", finished: true),
        ])
    }

    // MARK: - Random re-entrant use

    @Test("random re-entrant requests keep the page in range, call completions once, never leave it settling alone",
          arguments: RandomRuns.seeds(default: 24))
    func randomReentrantUse(seed: UInt64) {
        var driver = PageControllerDriver(seed: seed)
        driver.run(steps: 300)
        #expect(driver.violations == [], "seed \(seed)")
    }
}
