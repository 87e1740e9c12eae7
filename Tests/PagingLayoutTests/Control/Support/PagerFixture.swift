import Foundation

@testable import PagingLayout

/// A controller over 300 × 500-point pages with a manual clock and an event log: the default
/// animator takes 0.5 s on the linear curve, so a frame every 0.125 s is a quarter of the way.
///
/// When the test is done with it, it stops any animation still running and drops the listeners:
/// a running animation holds its controller (by design) and a manual clock never ends it, and a
/// listener that captures its controller holds it too; either would leak.
@MainActor
final class PagerFixture {
    let clock: ManualFrameSource
    let controller: PageController
    let log: PagerEventLog

    convenience init(
        itemCounts: [Int] = [10],
        viewportSize: CGSize = CGSize(width: 300, height: 500),
        direction: ScrollDirection = .horizontal,
        page: Int = 0,
        duration: TimeInterval = 0.5,
        curve: DefaultViewAnimator.Curve = .linear
    ) {
        self.init(
            geometry: PageGeometry(viewportSize: viewportSize, scrollDirection: direction), itemCounts: itemCounts,
            page: page, duration: duration, curve: curve)
    }

    /// A fixture over any page geometry.
    init(
        geometry: PageGeometry,
        itemCounts: [Int] = [10],
        page: Int = 0,
        duration: TimeInterval = 0.5,
        curve: DefaultViewAnimator.Curve = .linear
    ) {
        clock = ManualFrameSource()
        controller = PageController(
            engine: PagingEngine(geometry: geometry, itemCounts: itemCounts),
            currentPage: page,
            defaultAnimator: DefaultViewAnimator(duration, curve: curve, frameSource: clock))
        log = PagerEventLog(controller)
    }

    isolated deinit {
        if controller.isAnimating { controller.scroll(to: controller.contentOffset) }
        controller.onPageScrolled = nil
        controller.onCurrentPageChanged = nil
        controller.onScrollStateChanged = nil
    }

    /// An animator on the same clock.
    func animator(_ duration: TimeInterval, curve: DefaultViewAnimator.Curve = .linear) -> DefaultViewAnimator {
        DefaultViewAnimator(duration, curve: curve, frameSource: clock)
    }

    /// Advances the clock `frames` times by `step` seconds.
    func run(frames: Int, every step: TimeInterval = 0.125) {
        for _ in 0..<frames { clock.advance(by: step) }
    }
}
