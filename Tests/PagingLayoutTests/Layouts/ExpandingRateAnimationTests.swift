import Foundation
import Testing

@testable import PagingLayout

@Suite("ExpandingRateAnimation")
@MainActor
struct ExpandingRateAnimationTests {
    @Test("dragging runs the rate from 1 to 0 in 0.15 s, ease-in-out")
    func beginDragging() {
        let clock = ManualFrameSource()
        var reported: [CGFloat] = []
        let animation = ExpandingRateAnimation(frameSource: clock) { reported.append($0) }
        animation.beginDragging()
        #expect(animation.isAnimating)
        #expect(animation.targetRate == 0)
        // Linear progress 0.25, 0.5, 0.75, 1 of 0.15 s; ease-in-out 0.125, 0.5, 0.875, 1; the rate
        // is 1 − that.
        for _ in 0..<4 { clock.advance(by: 0.0375) }
        #expect(reported.count == 4)
        #expect(zip(reported, [0.875, 0.5, 0.125, 0]).allSatisfy { isClose($0, $1) })
        #expect(animation.rate == 0)
        #expect(!animation.isAnimating)
        #expect(!clock.isRunning)
    }

    @Test("settling runs it back to 1; the duration is 0.15 s times the distance")
    func endScrollingFromHalfway() {
        let clock = ManualFrameSource()
        var reported: [CGFloat] = []
        let animation = ExpandingRateAnimation(frameSource: clock) { reported.append($0) }
        animation.beginDragging()
        clock.advance(by: 0.075)  // halfway in time and in value: 0.5
        #expect(isClose(animation.rate, 0.5))
        // The drag ends at once: from 0.5 back to 1 takes 0.075 s.
        animation.endScrolling()
        clock.advance(by: 0.0375)  // linear 0.5 → eased 0.5 → 0.75
        #expect(isClose(animation.rate, 0.75))
        clock.advance(by: 0.0375)
        #expect(animation.rate == 1)
        #expect(!animation.isAnimating)
        #expect(reported.count == 3)
    }

    @Test("heading for the rate it is at reports it once, at once, without frames")
    func alreadyThere() {
        let clock = ManualFrameSource()
        var reported: [CGFloat] = []
        let animation = ExpandingRateAnimation(frameSource: clock) { reported.append($0) }
        animation.endScrolling()
        #expect(reported == [1])
        #expect(!animation.isAnimating)
        #expect(!clock.isRunning)
    }

    @Test("rates outside 0…1 are clamped, NaN counts as 1")
    func clamping() {
        let clock = ManualFrameSource()
        #expect(ExpandingRateAnimation(frameSource: clock, rate: 3) { _ in }.rate == 1)
        #expect(ExpandingRateAnimation(frameSource: clock, rate: -1) { _ in }.rate == 0)
        #expect(ExpandingRateAnimation(frameSource: clock, rate: .nan) { _ in }.rate == 1)
        let animation = ExpandingRateAnimation(frameSource: clock, rate: 0) { _ in }
        animation.animate(to: 7)
        #expect(animation.targetRate == 1)
        clock.advance(by: 1)
        #expect(animation.rate == 1)
    }

    @Test("the rate drives the strip: expanded at 1, all thumbnails alike at 0")
    func drivesTheStrip() {
        let clock = ManualFrameSource()
        var options = ThumbnailStripOptions(
            itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [2, 1])
        let animation = ExpandingRateAnimation(frameSource: clock) { options.expandingRate = $0 }
        func widthOfFirst() -> CGFloat? {
            ThumbnailStripLayout(options: options)
                .layout(at: CGPoint(x: -172.5, y: 0), viewportSize: CGSize(width: 375, height: 60))
                .elements.first?.frame.width
        }
        #expect(widthOfFirst() == 100)
        animation.beginDragging()
        clock.advance(by: 0.15)
        #expect(widthOfFirst() == 30)
    }
}
