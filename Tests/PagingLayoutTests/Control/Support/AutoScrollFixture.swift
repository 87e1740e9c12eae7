import Foundation

@testable import PagingLayout

/// A pager of 300-point pages whose 0.5-second linear animations and auto-scroller share one manual
/// clock, with a log of page changes stamped with the clock's time. The clock advances in quarter
/// seconds, which binary floating point holds exactly.
@MainActor
final class AutoScrollFixture {
    /// One current-page change: when, and to which page.
    struct Visit: Equatable, CustomStringConvertible {
        var time: TimeInterval
        var page: Int
        var description: String { "\(page)@\(time)" }
    }

    let clock = ManualFrameSource()
    let shared: SharedFrameSource
    let controller: PageController
    let scroller: AutoScroller
    private(set) var visits: [Visit] = []

    init(pages: Int, looping: Bool = false, page: Int = 0, configuration: AutoScrollConfiguration) {
        shared = SharedFrameSource(clock)
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 200), isLooping: looping)
        controller = PageController(
            engine: PagingEngine(geometry: geometry, itemCounts: [pages]), currentPage: page,
            defaultAnimator: DefaultViewAnimator(0.5, curve: .linear, frameSource: shared.makeClient()))
        scroller = AutoScroller(controller: controller, configuration: configuration, frameSource: shared.makeClient())
        controller.onCurrentPageChanged = { [unowned self] page in
            visits.append(Visit(time: clock.now, page: page))
        }
    }

    /// Stops the auto-scroller and any animation: a running frame source holds its clients, as a
    /// display link holds its target, so a test that ends mid-run would otherwise leak them.
    isolated deinit {
        controller.onCurrentPageChanged = nil
        scroller.stop()
        if controller.isAnimating { controller.scroll(to: controller.contentOffset) }
    }

    /// Advances the clock a quarter second at a time until it reads `time`.
    func run(until time: TimeInterval) {
        while clock.now < time { clock.advance(by: 0.25) }
    }
}
