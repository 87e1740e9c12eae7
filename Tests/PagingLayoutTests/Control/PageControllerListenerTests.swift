import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController listeners")
@MainActor
struct PageControllerListenerTests {
    @Test("the closures hear scroll, page and state in the documented order")
    func closureOrder() {
        let clock = ManualFrameSource()
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]),
            defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: clock))
        var record: [String] = []
        pager.onPageScrolled = { record.append("scrolled \($0.position)") }
        pager.onCurrentPageChanged = { record.append("page \($0)") }
        pager.onScrollStateChanged = { record.append("state \($0)") }

        pager.setCurrentPage(1) { record.append("completion \($0)") }
        clock.advance(by: 0.5)
        // One frame at the end of the 0.5 s animation: page 1 is 300 points along, position 1.
        #expect(record == ["state settling", "scrolled 1.0", "page 1", "state idle", "completion true"])
    }

    @Test("a listener for one event needs no others")
    func oneListener() {
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]))
        var pages: [Int] = []
        pager.onCurrentPageChanged = { pages.append($0) }
        pager.setCurrentPage(3, animated: false)
        pager.drag(to: CGPoint(x: 300, y: 0))   // one page length: page 1
        #expect(pages == [3, 1])
    }

    @Test("the default animator is a 0.3 s easeInOut DefaultViewAnimator")
    func defaultAnimator() throws {
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]))
        let animator = try #require(pager.defaultAnimator as? DefaultViewAnimator)
        #expect(animator.duration == 0.3)
        #expect(animator.curve == .easeInOut)
        #expect(animator.frameSource is TimerFrameSource)
    }
}
