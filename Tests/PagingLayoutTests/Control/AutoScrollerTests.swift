import Foundation
import Testing

@testable import PagingLayout

// Timings worked out by hand: started at 0 with the pager at rest, the first change starts at the
// interval (2 s) and reaches its page 0.5 s later, when the next interval starts; so changes end at
// 2.5, 5, 7.5, 10, …

@Suite("AutoScroller")
@MainActor
struct AutoScrollerTests {
    typealias Visit = AutoScrollFixture.Visit

    private func visits(_ pairs: [(TimeInterval, Int)]) -> [Visit] {
        pairs.map { Visit(time: $0.0, page: $0.1) }
    }

    @Test("advances one page per interval of rest and rewinds to the first page at the end")
    func wrapsAtTheEnd() {
        let fixture = AutoScrollFixture(pages: 4, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        #expect(fixture.scroller.nextAdvanceTime == 2)
        fixture.run(until: 13)
        #expect(fixture.visits == visits([(2.5, 1), (5, 2), (7.5, 3), (10, 0), (12.5, 1)]))
    }

    @Test("bounces back at either end")
    func bouncesAtTheEnds() {
        let fixture = AutoScrollFixture(
            pages: 3, configuration: AutoScrollConfiguration(interval: 2, endBehavior: .bounce))
        fixture.scroller.start()
        fixture.run(until: 6.75)
        #expect(fixture.scroller.direction == .forward)
        fixture.run(until: 7.25)
        #expect(fixture.scroller.direction == .backward)
        fixture.run(until: 13)
        #expect(fixture.visits == visits([(2.5, 1), (5, 2), (7.5, 1), (10, 0), (12.5, 1)]))
        #expect(fixture.scroller.direction == .forward)
    }

    @Test("stops at the end when told to")
    func stopsAtTheEnd() {
        let fixture = AutoScrollFixture(
            pages: 3, configuration: AutoScrollConfiguration(interval: 2, endBehavior: .stop))
        fixture.scroller.start()
        fixture.run(until: 20)
        #expect(fixture.visits == visits([(2.5, 1), (5, 2)]))
        #expect(!fixture.scroller.isRunning)
        #expect(fixture.scroller.nextAdvanceTime == nil)
        #expect(!fixture.shared.isRunning)
    }

    @Test("goes on round a looping pager, across the seam")
    func loops() {
        let fixture = AutoScrollFixture(
            pages: 3, looping: true, configuration: AutoScrollConfiguration(interval: 2, endBehavior: .stop))
        fixture.scroller.start()
        fixture.run(until: 10.5)
        #expect(fixture.visits == visits([(2.5, 1), (5, 2), (7.5, 0), (10, 1)]))
        // Forward through slot 3, not back across the pages: slot 4 is page 1.
        #expect(fixture.controller.scrollPosition == 4)
    }

    @Test("going backward from the first page rewinds to the last")
    func backward() {
        let fixture = AutoScrollFixture(
            pages: 3, configuration: AutoScrollConfiguration(interval: 2, direction: .backward))
        fixture.scroller.start()
        fixture.run(until: 8)
        #expect(fixture.visits == visits([(2.5, 2), (5, 1), (7.5, 0)]))
    }

    @Test("holds while touched and counts a full interval from the lift")
    func touch() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 1)
        fixture.scroller.isTouching = true
        #expect(fixture.scroller.pauseReasons == [.touch])
        #expect(fixture.scroller.nextAdvanceTime == nil)
        fixture.run(until: 4)
        fixture.scroller.isTouching = false
        #expect(fixture.scroller.nextAdvanceTime == 6)
        fixture.run(until: 9.25)
        #expect(fixture.visits == visits([(6.5, 1), (9, 2)]))
    }

    @Test("a drag holds it; the interval starts on the first frame at rest after the settle")
    func drag() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 3)
        fixture.scroller.isTouching = true
        fixture.controller.beginDragging()
        fixture.run(until: 3.5)
        // 1.6 pages: the current page follows the finger to 2, and the slow release settles there.
        fixture.controller.drag(to: CGPoint(x: 480, y: 0))
        fixture.controller.endDragging(velocity: .zero)
        fixture.scroller.isTouching = false
        // Settling ends at 4; the auto-scroller's frame at 4 came before the animation's last, so
        // the first frame at rest is 4.25, and the next change runs 6.25…6.75.
        fixture.run(until: 9.5)
        #expect(fixture.visits == visits([(2.5, 1), (3.5, 2), (6.75, 3), (9.25, 4)]))
    }

    @Test("a page change it did not make restarts the interval")
    func manualNavigation() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 3)
        fixture.controller.setCurrentPage(3, animated: false)
        fixture.run(until: 6)
        #expect(fixture.visits == visits([(2.5, 1), (3, 3), (5.75, 4)]))
    }

    @Test("a page change that interrupts its own restarts the interval on the new page")
    func interrupted() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 2.25)
        fixture.controller.setCurrentPage(3, animated: false)
        fixture.run(until: 5)
        #expect(fixture.visits == visits([(2.25, 3), (5, 4)]))
    }

    enum Hold: String, CaseIterable {
        case pause, inactiveApplication, assistiveTechnology
    }

    @Test("holds while paused, inactive or read by assistive technology", arguments: Hold.allCases)
    func holds(hold: Hold) {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        let scroller = fixture.scroller
        func set(_ held: Bool) {
            switch hold {
            case .pause: held ? scroller.pause() : scroller.resume()
            case .inactiveApplication: scroller.isApplicationActive = !held
            case .assistiveTechnology: scroller.isAssistiveTechnologyRunning = held
            }
        }
        scroller.start()
        fixture.run(until: 1)
        set(true)
        let reason: AutoScrollPauseReason =
            switch hold {
            case .pause: .requested
            case .inactiveApplication: .inactiveApplication
            case .assistiveTechnology: .assistiveTechnology
            }
        #expect(scroller.pauseReasons == [reason])
        fixture.run(until: 10)
        #expect(fixture.visits.isEmpty)
        set(false)
        fixture.run(until: 12.5)
        #expect(fixture.visits == visits([(12.5, 1)]))
    }

    @Test("reports every hold at once, in a fixed order")
    func severalHolds() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.isAssistiveTechnologyRunning = true
        fixture.scroller.isTouching = true
        fixture.scroller.pause()
        fixture.scroller.isApplicationActive = false
        #expect(fixture.scroller.pauseReasons == [.requested, .touch, .inactiveApplication, .assistiveTechnology])
    }

    @Test("stop ends it; start begins a full interval")
    func stopAndStart() {
        let fixture = AutoScrollFixture(pages: 5, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 3)
        fixture.scroller.stop()
        #expect(!fixture.shared.isRunning)
        fixture.run(until: 10)
        fixture.scroller.start()
        fixture.run(until: 12.5)
        #expect(fixture.visits == visits([(2.5, 1), (12.5, 2)]))
    }

    @Test("a pager of fewer than two pages never moves")
    func singlePage() {
        let fixture = AutoScrollFixture(pages: 1, configuration: AutoScrollConfiguration(interval: 2))
        fixture.scroller.start()
        fixture.run(until: 10)
        #expect(fixture.visits.isEmpty)
        #expect(fixture.scroller.nextAdvanceTime == nil)
        #expect(fixture.scroller.isRunning)
    }

    @Test(
        "positive intervals are at least 0.1 s; 0, negative and non-finite ones mean off",
        arguments: [(-1.0, nil), (0, nil), (0.05, 0.1), (.nan, nil), (.infinity, nil), (2, 2)] as [(Double, Double?)])
    func intervalClamp(interval: Double, expected: Double?) {
        #expect(AutoScrollConfiguration(interval: interval).resolvedInterval == expected)
    }
}
