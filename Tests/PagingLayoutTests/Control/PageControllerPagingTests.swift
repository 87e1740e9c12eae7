import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController page changes")
@MainActor
struct PageControllerPagingTests {
    @Test("starts on its page, clamped", arguments: [(3, 3), (10, 6), (-2, 0)])
    func initialPage(requested: Int, expected: Int) {
        // 3 + 4 = 7 pages of 300 points.
        let fixture = PagerFixture(itemCounts: [3, 4], page: requested)
        #expect(fixture.controller.currentPage == expected)
        #expect(fixture.controller.contentOffset == CGPoint(x: CGFloat(expected) * 300, y: 0))
        #expect(fixture.controller.scrollState == .idle)
        #expect(!fixture.controller.isAnimating)
    }

    @Test("jumps without animation: scroll, page, completion")
    func jump() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(4, animated: false, completion: fixture.log.completion("jump"))
        #expect(fixture.controller.contentOffset == CGPoint(x: 1200, y: 0))
        #expect(fixture.controller.currentPage == 4)
        #expect(fixture.log.events == [.scrolled(position: 4), .page(4), .completion("jump", finished: true)])
        #expect(!fixture.clock.isRunning)
    }

    @Test("clamps requested pages to the valid ones", arguments: [(99, 9), (-5, 0), (Int.max, 9), (Int.min, 0)])
    func clamps(requested: Int, expected: Int) {
        let fixture = PagerFixture(page: 5)
        fixture.controller.setCurrentPage(requested, animated: false)
        #expect(fixture.controller.currentPage == expected)
        #expect(fixture.controller.contentOffset.x == CGFloat(expected) * 300)
    }

    @Test("moves along y in a vertical pager")
    func vertical() {
        let fixture = PagerFixture(direction: .vertical)
        fixture.controller.setCurrentPage(3, animated: false)
        // Page length is the height, 500.
        #expect(fixture.controller.contentOffset == CGPoint(x: 0, y: 1500))
    }

    @Test("animates frame by frame and changes the page only at the end")
    func animatedTimeline() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(2, animated: true, completion: fixture.log.completion("go"))
        #expect(pager.isAnimating)
        #expect(pager.scrollState == .settling)

        // 0 → 600 points in 0.5 s, linear: 150 points per 0.125 s frame.
        var offsets: [CGFloat] = []
        var pages: [Int] = []
        for _ in 0..<3 {
            fixture.clock.advance(by: 0.125)
            offsets.append(pager.contentOffset.x)
            pages.append(pager.currentPage)
        }
        #expect(offsets == [150, 300, 450])
        #expect(pages == [0, 0, 0])  // position 1.0 and 1.5 do not change the page mid-animation

        fixture.clock.advance(by: 0.125)
        #expect(pager.contentOffset.x == 600)
        #expect(pager.currentPage == 2)
        #expect(!pager.isAnimating)
        #expect(pager.scrollState == .idle)
        #expect(fixture.log.events == [
            .state(.settling),
            .scrolled(position: 0.5), .scrolled(position: 1), .scrolled(position: 1.5), .scrolled(position: 2),
            .page(2), .state(.idle), .completion("go", finished: true),
        ])
        #expect(!fixture.clock.isRunning)
    }

    struct CurveCase: Sendable, CustomTestStringConvertible {
        let curve: DefaultViewAnimator.Curve
        let offsets: [CGFloat]
        var testDescription: String { "\(curve)" }
    }

    /// 0 → 1200 points (page 4) in 0.5 s; frames at linear progress 0.25, 0.5, 0.75. The curve
    /// values (worked out in `CurveTests`) times 1200:
    /// linear .25/.5/.75; parametric .1/.5/.9; easeInOut .125/.5/.875; easeIn .4375/.75/.9375;
    /// easeOut .0625/.25/.5625.
    nonisolated static let curveCases: [CurveCase] = [
        CurveCase(curve: .linear, offsets: [300, 600, 900]),
        CurveCase(curve: .parametric, offsets: [120, 600, 1080]),
        CurveCase(curve: .easeInOut, offsets: [150, 600, 1050]),
        CurveCase(curve: .easeIn, offsets: [525, 900, 1125]),
        CurveCase(curve: .easeOut, offsets: [75, 300, 675]),
    ]

    @Test("moves the offset along the animator's curve", arguments: curveCases)
    func curves(test: CurveCase) {
        let fixture = PagerFixture(curve: test.curve)
        fixture.controller.setCurrentPage(4)
        var offsets: [CGFloat] = []
        for _ in 0..<3 {
            fixture.clock.advance(by: 0.125)
            offsets.append(fixture.controller.contentOffset.x)
        }
        #expect(zip(offsets, test.offsets).allSatisfy { abs($0 - $1) < 1e-9 }, "\(offsets)")
        fixture.clock.advance(by: 0.125)
        #expect(fixture.controller.contentOffset.x == 1200)
    }

    @Test("animating between offsets too far apart to subtract stays finite and on course")
    func farApartOffsets() {
        // Pages of 10³⁰⁸ points: from bouncing at −1.7 · 10³⁰⁸ to page 1 at 10³⁰⁸ the distance is ∞.
        let fixture = PagerFixture(itemCounts: [3], viewportSize: CGSize(width: 1e308, height: 500))
        fixture.controller.scroll(to: CGPoint(x: -1.7e308, y: 0))
        fixture.controller.setCurrentPage(1)
        fixture.clock.advance(by: 0.25)
        // Half way on the linear curve: −1.7 · 10³⁰⁸ · ½ + 10³⁰⁸ · ½ = −0.35 · 10³⁰⁸.
        #expect(abs(fixture.controller.contentOffset.x - -0.35e308) < 1e294)
        fixture.clock.advance(by: 0.25)
        #expect(fixture.controller.contentOffset == CGPoint(x: 1e308, y: 0))
    }

    @Test("uses the animator it is given over the default one")
    func explicitAnimator() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(2, animated: true, animator: fixture.animator(1))
        fixture.clock.advance(by: 0.25)  // a quarter of 1 s: 150 of 600 points
        #expect(fixture.controller.contentOffset.x == 150)
        fixture.clock.advance(by: 0.75)
        #expect(fixture.controller.currentPage == 2)
    }

    @Test("a nil animator means the default animator")
    func nilAnimator() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(2, animated: true, animator: nil)
        fixture.clock.advance(by: 0.125)  // a quarter of the default 0.5 s
        #expect(fixture.controller.contentOffset.x == 150)
    }

    @Test("a zero-duration animator jumps within the call")
    func zeroDuration() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(3, animated: true, animator: fixture.animator(0),
                                          completion: fixture.log.completion("zero"))
        #expect(fixture.controller.currentPage == 3)
        #expect(!fixture.controller.isAnimating)
        #expect(fixture.log.events == [
            .state(.settling), .scrolled(position: 3), .page(3), .state(.idle),
            .completion("zero", finished: true),
        ])
    }

    @Test("asking for the page it rests on completes at once with no events", arguments: [true, false])
    func samePage(animated: Bool) {
        let fixture = PagerFixture(page: 4)
        fixture.controller.setCurrentPage(4, animated: animated, completion: fixture.log.completion("same"))
        #expect(fixture.log.events == [.completion("same", finished: true)])
        #expect(!fixture.clock.isRunning)
    }

    @Test("next and previous move one page and stop at the ends")
    func nextAndPrevious() {
        let fixture = PagerFixture(itemCounts: [3])
        let pager = fixture.controller
        pager.goToNextPage(animated: false)
        pager.goToNextPage(animated: false)
        #expect(pager.currentPage == 2)
        pager.goToNextPage(animated: false, completion: fixture.log.completion("past end"))
        #expect(pager.currentPage == 2)
        #expect(fixture.log.events.last == .completion("past end", finished: true))

        pager.goToPreviousPage()  // animated with the default animator
        fixture.run(frames: 4)
        #expect(pager.currentPage == 1)
        pager.goToPreviousPage(animated: false)
        pager.goToPreviousPage(animated: false)
        #expect(pager.currentPage == 0)
    }

    @Test("next during an animation goes one past the animation's target")
    func nextDuringAnimation() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.goToNextPage(completion: fixture.log.completion("first"))   // 0 → 1
        fixture.clock.advance(by: 0.25)                                    // half way: 150
        pager.goToNextPage(completion: fixture.log.completion("second"))  // 150 → 600 (page 2)
        #expect(fixture.log.completionCount("first") == 1)
        fixture.clock.advance(by: 0.25)  // half of the new 0.5 s: 150 + 450 / 2
        #expect(pager.contentOffset.x == 375)
        #expect(pager.currentPage == 0)
        fixture.clock.advance(by: 0.25)
        #expect(pager.currentPage == 2)
        #expect(fixture.log.events.filter {
            if case .completion = $0 { return true }
            return false
        } == [.completion("first", finished: false), .completion("second", finished: true)])
    }

    @Test("a new request interrupts the running animation, whose completion gets false first")
    func interruption() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(3, completion: fixture.log.completion("a"))  // 0 → 900
        fixture.clock.advance(by: 0.25)                                      // 450: position 1.5
        #expect(pager.currentPage == 0)
        fixture.log.clear()

        pager.setCurrentPage(5, animated: false, completion: fixture.log.completion("b"))
        #expect(fixture.log.events == [
            .completion("a", finished: false),
            .scrolled(position: 5), .page(5), .state(.idle), .completion("b", finished: true),
        ])
        fixture.run(frames: 8)  // the interrupted animation's frames never arrive
        #expect(pager.contentOffset.x == 1500)
        #expect(fixture.log.completionCount("a") == 1)
        #expect(!fixture.clock.isRunning)
    }

    @Test("a request made by an interrupted completion runs after the interrupting request, and wins")
    func interruptedCompletionRequests() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        pager.setCurrentPage(3) { finished in
            if !finished {
                // Queued: the interrupting request has already put the pager on page 1.
                #expect(pager.currentPage == 1)
                pager.setCurrentPage(7, animated: false)
                #expect(pager.currentPage == 1)
            }
        }
        fixture.clock.advance(by: 0.125)
        fixture.log.clear()
        pager.setCurrentPage(1, animated: false, completion: fixture.log.completion("late"))
        #expect(pager.currentPage == 7)
        #expect(fixture.log.events == [
            .scrolled(position: 1), .page(1), .state(.idle), .completion("late", finished: true),
            .scrolled(position: 7), .page(7),
        ])
    }

    @Test("completions can chain page changes")
    func chaining() {
        let fixture = PagerFixture(itemCounts: [4])
        let pager = fixture.controller
        var reached: [Int] = []
        func step(_ finished: Bool) {
            guard finished else { return }
            reached.append(pager.currentPage)
            if pager.currentPage < 3 { pager.goToNextPage(completion: step) }
        }
        pager.goToNextPage(completion: step)
        fixture.run(frames: 12)  // three animations of four frames
        #expect(reached == [1, 2, 3])
        #expect(!fixture.clock.isRunning)
    }

    @Test("a page-change listener can start the next change")
    func listenerRequests() {
        let fixture = PagerFixture()
        let pager = fixture.controller
        var first = true
        pager.onCurrentPageChanged = { _ in
            if first {
                first = false
                pager.setCurrentPage(6)
            }
        }
        pager.setCurrentPage(2, completion: fixture.log.completion("to 2"))
        fixture.run(frames: 4)
        // Page 2 was reached (completion true); the listener's animation runs on.
        #expect(fixture.log.completionCount("to 2") == 1)
        #expect(pager.isAnimating)
        #expect(pager.scrollState == .settling)
        fixture.run(frames: 4)
        #expect(pager.currentPage == 6)
        #expect(pager.scrollState == .idle)
    }

    @Test("keeps itself alive until its animation completes")
    func lifetime() {
        let clock = ManualFrameSource()
        weak var weakPager: PageController?
        var finished: Bool?
        do {
            let pager = PageController(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5]),
                defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: clock))
            weakPager = pager
            pager.setCurrentPage(3) { finished = $0 }
        }
        #expect(weakPager != nil)
        clock.advance(by: 0.5)
        #expect(finished == true)
        #expect(weakPager == nil)
    }

    @Test("with no items every request lands on page 0", arguments: [true, false])
    func noItems(animated: Bool) {
        let fixture = PagerFixture(itemCounts: [])
        fixture.controller.setCurrentPage(3, animated: animated, completion: fixture.log.completion("empty"))
        fixture.controller.goToNextPage(animated: animated)
        #expect(fixture.controller.currentPage == 0)
        #expect(fixture.controller.contentOffset == .zero)
        #expect(fixture.log.completionCount("empty") == 1)
        #expect(fixture.controller.layout().elements.isEmpty)
    }

    @Test("the layout follows the offset on every frame")
    func layoutDuringAnimation() {
        let fixture = PagerFixture()
        fixture.controller.setCurrentPage(2)
        fixture.clock.advance(by: 0.375)  // 450 points: position 1.5
        let pass = fixture.controller.layout()
        #expect(pass.scrollPosition == 1.5)
        #expect(pass.currentPage == 2)              // the engine rounds 1.5 away from zero
        #expect(fixture.controller.currentPage == 0)  // the controller waits for the end
    }
}

@Suite("PageController with a misbehaving animator")
@MainActor
struct PageControllerAnimatorContractTests {
    @Test("clamps progress outside 0…1 and NaN")
    func clampsProgress() {
        let fixture = PagerFixture()
        let animator = ScriptedAnimator()
        fixture.controller.setCurrentPage(2, animated: true, animator: animator)
        animator.frame(0.5)
        #expect(fixture.controller.contentOffset.x == 300)
        animator.frame(.nan)
        #expect(fixture.controller.contentOffset.x == 0)
        animator.frame(1.5)
        #expect(fixture.controller.contentOffset.x == 600)
        animator.frame(-3)
        #expect(fixture.controller.contentOffset.x == 0)
        #expect(fixture.controller.currentPage == 0)
        #expect(fixture.controller.isAnimating)
    }

    @Test("ignores frames after the animation was interrupted, and a second finish")
    func ignoresLateFrames() {
        let fixture = PagerFixture()
        let animator = ScriptedAnimator()
        fixture.controller.setCurrentPage(2, animated: true, animator: animator, completion: fixture.log.completion("a"))
        animator.frame(1, finished: true)
        animator.frame(1, finished: true)
        #expect(fixture.log.completionCount("a") == 1)

        fixture.controller.setCurrentPage(5, animated: true, animator: animator, completion: fixture.log.completion("b"))
        fixture.controller.setCurrentPage(8, animated: false)
        #expect(animator.handles.last?.cancelCount == 1)
        animator.frame(0.5)
        animator.frame(1, finished: true)
        #expect(fixture.controller.currentPage == 8)
        #expect(fixture.controller.contentOffset.x == 2400)
        #expect(fixture.log.completionCount("b") == 1)
        #expect(fixture.log.events.contains(.completion("b", finished: false)))
    }
}
