import Foundation
import Testing

@testable import PagingLayout

@MainActor
private final class RecordingDelegate: PageControllerDelegate {
    var record: [String] = []

    func onCurrentPageChanged(controller: PageController, currentPage: Int) {
        record.append("delegate page \(currentPage)")
    }

    func onPageScrolled(controller: PageController, event: PageScrollEvent) {
        record.append("delegate scrolled \(event.position)")
    }

    func onScrollStateChanged(controller: PageController, scrollState: ScrollState) {
        record.append("delegate state \(scrollState)")
    }
}

/// Implements only the original library's method: the others have defaults.
@MainActor
private final class PageOnlyDelegate: PageControllerDelegate {
    var pages: [Int] = []

    func onCurrentPageChanged(controller: PageController, currentPage: Int) {
        pages.append(currentPage)
    }
}

@Suite("PageControllerDelegate")
@MainActor
struct PageControllerDelegateTests {
    @Test("hears every event, before the matching closure")
    func delegateBeforeClosures() {
        let clock = ManualFrameSource()
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]),
            defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: clock))
        let delegate = RecordingDelegate()
        pager.delegate = delegate
        pager.onPageScrolled = { delegate.record.append("closure scrolled \($0.position)") }
        pager.onCurrentPageChanged = { delegate.record.append("closure page \($0)") }
        pager.onScrollStateChanged = { delegate.record.append("closure state \($0)") }

        pager.setCurrentPage(1)
        clock.advance(by: 0.5)
        #expect(delegate.record == [
            "delegate state settling", "closure state settling",
            "delegate scrolled 1.0", "closure scrolled 1.0",
            "delegate page 1", "closure page 1",
            "delegate state idle", "closure state idle",
        ])
    }

    @Test("a delegate may implement only onCurrentPageChanged")
    func defaults() {
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]))
        let delegate = PageOnlyDelegate()
        pager.delegate = delegate
        pager.setCurrentPage(3, animated: false)
        pager.drag(to: CGPoint(x: 300, y: 0))
        #expect(delegate.pages == [3, 1])
    }

    @Test("holds its delegate weakly")
    func weakDelegate() {
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]))
        do {
            let delegate = PageOnlyDelegate()
            pager.delegate = delegate
        }
        #expect(pager.delegate == nil)
        pager.setCurrentPage(2, animated: false)  // no one to tell, no crash
        #expect(pager.currentPage == 2)
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
