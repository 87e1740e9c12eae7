import Foundation
import PagingLayout
import Testing

/// How long an ``AutoScroller`` lives and when its clock runs, checked as an app's test target
/// would: the public API, weak references to what a dismissed screen dropped.
@Suite("AutoScroller lifetime")
@MainActor
struct AutoScrollerLifetimeTests {
    /// What a screen with an auto-scrolling pager owns.
    @MainActor
    final class Screen {
        let pager: PageController
        let autoScroller: AutoScroller

        init(animatorClock: any FrameSource, scrollerClock: any FrameSource, interval: TimeInterval = 1) {
            pager = PageController(
                engine: PagingEngine(viewportSize: CGSize(width: 300, height: 200), itemCounts: [4]),
                defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: animatorClock))
            autoScroller = AutoScroller(
                controller: pager, configuration: AutoScrollConfiguration(interval: interval),
                frameSource: scrollerClock)
        }
    }

    @Test("a running auto-scroller whose screen goes away is freed, with its pager, and its manual clock stops")
    func freedWithItsOwnerOnAManualClock() {
        let clock = ManualFrameSource()
        let shared = SharedFrameSource(clock)
        weak var weakScroller: AutoScroller?
        weak var weakPager: PageController?
        do {
            let screen = Screen(animatorClock: shared.makeClient(), scrollerClock: shared.makeClient())
            screen.autoScroller.start()
            // Rest 1 s, then 0.5 s of animation: on page 1 at 1.5 s, at rest.
            for _ in 0..<8 { clock.advance(by: 0.25) }
            #expect(screen.pager.currentPage == 1)
            #expect(!screen.pager.isAnimating)
            weakScroller = screen.autoScroller
            weakPager = screen.pager
        }
        #expect(weakScroller == nil)
        #expect(weakPager == nil)
        clock.advance(by: 0.25)  // the clock's next frame finds its handler's owner gone
        #expect(!shared.isRunning)
        #expect(!clock.isRunning)
    }

    @Test("a running auto-scroller whose screen goes away is freed, and its real clock stops and is freed")
    func freedWithItsOwnerOnARealClock() async throws {
        weak var weakScroller: AutoScroller?
        weak var weakPager: PageController?
        weak var weakClock: TimerFrameSource?
        do {
            let clock = TimerFrameSource(framesPerSecond: 120)
            let screen = Screen(animatorClock: ManualFrameSource(), scrollerClock: clock, interval: 60)
            screen.autoScroller.start()
            #expect(clock.isRunning)
            weakScroller = screen.autoScroller
            weakPager = screen.pager
            weakClock = clock
        }
        #expect(weakScroller == nil)
        #expect(weakPager == nil)
        // The clock's task holds it until its next frame stops it; wait for that, giving up after
        // about ten seconds so a clock that never stops fails instead of hanging (no time is asserted).
        for _ in 0..<1000 where weakClock != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(weakClock == nil)
    }

    @Test("off screen the clock stops; back on screen a full interval starts again")
    func offScreenStopsTheClock() {
        let clock = ManualFrameSource()
        let screen = Screen(animatorClock: ManualFrameSource(), scrollerClock: clock, interval: 1)
        screen.pager.defaultAnimator = DefaultViewAnimator(0, curve: .linear, frameSource: ManualFrameSource())
        screen.autoScroller.start()
        clock.advance(by: 0.5)
        screen.autoScroller.isOnScreen = false
        #expect(!clock.isRunning)
        #expect(screen.autoScroller.isRunning)
        #expect(screen.autoScroller.pauseReasons == [.offScreen])
        clock.advance(by: 5)
        #expect(screen.pager.currentPage == 0)
        screen.autoScroller.isOnScreen = true  // at 5.5 s: the next page at 6.5 s
        Self.expectNextPage(after: 1, of: screen, on: clock)
    }

    /// Checks that the clock runs and `screen`'s pager, on page 0 with jumping page changes, moves
    /// to page 1 exactly `interval` seconds from now (a quarter second before, it has not), then stops.
    static func expectNextPage(after interval: TimeInterval, of screen: Screen, on clock: ManualFrameSource) {
        #expect(clock.isRunning)
        clock.advance(by: interval - 0.25)
        #expect(screen.pager.currentPage == 0)
        clock.advance(by: 0.25)
        #expect(screen.pager.currentPage == 1)
        screen.autoScroller.stop()
        #expect(!clock.isRunning)
    }

    @Test(
        "an interval of 0, a negative, NaN or infinite one means off: the clock does not even run",
        arguments: [0, -1, TimeInterval.nan, .infinity])
    func intervalMeansOff(interval: TimeInterval) {
        let clock = ManualFrameSource()
        let screen = Screen(animatorClock: ManualFrameSource(), scrollerClock: clock, interval: interval)
        screen.pager.defaultAnimator = DefaultViewAnimator(0, curve: .linear, frameSource: ManualFrameSource())
        screen.autoScroller.start()
        #expect(!clock.isRunning)
        #expect(screen.autoScroller.pauseReasons == [.disabled])
        clock.advance(by: 100)
        #expect(screen.pager.currentPage == 0)
        // Turned on while started, it runs from then.
        screen.autoScroller.configuration.interval = 2
        Self.expectNextPage(after: 2, of: screen, on: clock)
    }
}
