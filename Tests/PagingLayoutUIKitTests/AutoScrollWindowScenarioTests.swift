import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: auto-scroll stops when its pager leaves the window")
    @MainActor
    struct AutoScrollWindowScenarioTests {
        @Test("a dismissed screen's pager stays where it was; presented again it waits a whole interval")
        func stopsOffScreen() {
            let clock = ManualFrameSource()
            let screen = AutoScrollWindowScenario(clock: clock, interval: 1)
            screen.present()
            #expect(screen.autoScroller.isOnScreen)
            screen.autoScroller.start()
            // 1 s of rest, then 0.25 s of animation: page 1 by 1.5 s.
            for _ in 0..<6 { clock.advance(by: 0.25) }
            #expect(screen.pager.currentPage == 1)

            screen.dismiss()
            #expect(!screen.autoScroller.isOnScreen)
            #expect(screen.autoScroller.pauseReasons.contains(.offScreen))
            for _ in 0..<20 { clock.advance(by: 0.25) }
            #expect(screen.pager.currentPage == 1)

            screen.present()
            #expect(screen.autoScroller.isOnScreen)
            // Less than an interval after coming back: still page 1; a whole interval and the animation later: page 2.
            for _ in 0..<3 { clock.advance(by: 0.25) }
            #expect(screen.pager.currentPage == 1)
            for _ in 0..<3 { clock.advance(by: 0.25) }
            #expect(screen.pager.currentPage == 2)
        }
    }
}
