import Foundation

@testable import PagingLayout

/// A driver over a simulated collection view of 300 × 500-point pages, with a manual clock: page
/// changes take 0.3 s on the ease-in-out curve (18 frames of 1/60 s), follow-up frames for late
/// cells come from a second manual clock (a frame source has one listener at a time), and a log
/// of what listeners heard.
@MainActor
struct DriverFixture {
    let clock: ManualFrameSource
    let followUpClock: ManualFrameSource
    let driver: PagingLayoutDriver
    let host: SimulatedCollectionView
    let log: Log

    /// What the driver's listeners heard, in order.
    final class Log {
        var events: [String] = []
        var pages: [Int] { events.compactMap { $0.hasPrefix("page ") ? Int($0.dropFirst(5)) : nil } }
        var states: [String] { events.filter { $0.hasPrefix("state ") } }
    }

    static let pageSize = CGSize(width: 300, height: 500)

    init(items: [Int] = [10], pixelScale: CGFloat = 3, size: CGSize = pageSize, layOut: Bool = true) {
        clock = ManualFrameSource()
        followUpClock = ManualFrameSource()
        driver = PagingLayoutDriver(
            defaultAnimator: DefaultViewAnimator(0.3, curve: .easeInOut, frameSource: clock),
            frameSource: followUpClock)
        host = SimulatedCollectionView(driver: driver, size: size, items: items, pixelScale: pixelScale)
        let log = Log()
        self.log = log
        driver.onCurrentPageChanged = { log.events.append("page \($0)") }
        driver.onScrollStateChanged = { log.events.append("state \($0)") }
        if layOut {
            host.layoutIfNeeded()
            host.runMainQueue()
        }
    }

    /// One display frame: both clocks tick, UIKit lays out, the main queue runs.
    func frame(seconds: TimeInterval = 1.0 / 60) {
        clock.advance(by: seconds)
        followUpClock.advance(by: seconds)
        host.layoutIfNeeded()
        host.runMainQueue()
    }

    /// The user puts a finger down and drags the content to `x`, as UIKit reports it: the pan
    /// begins (`beginDragging()`), the scroll view tracks and moves, then lays out.
    func drag(to x: CGFloat) {
        driver.beginDragging()
        host.isTrackingOrDecelerating = true
        host.userScroll(to: CGPoint(x: x, y: 0))
    }

    /// The scroll view stops moving by itself at `x` (the end of its deceleration).
    func rest(at x: CGFloat) {
        host.isTrackingOrDecelerating = false
        host.userScroll(to: CGPoint(x: x, y: 0))
    }

    /// Delivers display frames until nothing animates (at most `limit`), returning how many ran.
    @discardableResult
    func runFrames(limit: Int = 120) -> Int {
        var count = 0
        while count < limit, driver.isAnimating || host.needsLayoutOrWork || followUpClock.isRunning {
            frame()
            count += 1
        }
        return count
    }
}
