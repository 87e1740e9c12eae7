import Foundation

/// The thumbnail strip's animated ``ThumbnailStripOptions/expandingRate``: while the user
/// drags the strip every thumbnail has the same size, so the rate runs to 0 when a drag begins and
/// back to 1 when the strip comes to rest, taking 0.15 s per unit of change, ease-in-out.
///
/// Driven by a ``FrameSource``, so tests and previews run it with a ``ManualFrameSource``. Each
/// change of the rate is reported to `onChange`; lay the strip out again with the new rate there.
///
/// ```swift
/// let clock = ManualFrameSource()
/// var strip = ThumbnailStripOptions(aspectRatios: [1.5, 0.75, 1])
/// let animation = ExpandingRateAnimation(frameSource: clock) { rate in strip.expandingRate = rate }
/// animation.beginDragging()       // towards 0 in 0.15 s
/// clock.advance(by: 0.075)        // rate 0.5 (halfway, and the curve's midpoint)
/// animation.endScrolling()        // back towards 1 from 0.5, in 0.075 s
/// ```
@MainActor
package final class ExpandingRateAnimation {
    /// Seconds the rate takes to change by 1: 0.15.
    public static let secondsPerUnit: TimeInterval = 0.15

    /// The current rate, 0…1 (the value last reported to the change handler).
    public private(set) var rate: CGFloat
    /// The rate the running animation heads for; ``rate`` when none runs.
    public private(set) var targetRate: CGFloat
    /// The clock that delivers frames.
    public let frameSource: any FrameSource

    private let onChange: @MainActor (CGFloat) -> Void
    private var running: (any ViewAnimatorCancelable)?

    /// Creates the animation at rest at `rate` (clamped to 0…1; NaN counts as 1).
    ///
    /// - Parameters:
    ///   - frameSource: the clock.
    ///   - rate: the starting rate. Default 1: thumbnails expanded.
    ///   - onChange: called with each new rate, on every frame of an animation.
    public init(frameSource: any FrameSource, rate: CGFloat = 1, onChange: @escaping @MainActor (CGFloat) -> Void) {
        let start = rate.isNaN ? 1 : min(max(rate, 0), 1)
        self.frameSource = frameSource
        self.rate = start
        self.targetRate = start
        self.onChange = onChange
    }

    /// Whether an animation is under way.
    public var isAnimating: Bool { running != nil }

    /// The user started dragging the strip: the rate runs to 0.
    public func beginDragging() {
        animate(to: 0)
    }

    /// The strip came to rest (the drag ended without deceleration, or the deceleration ended): the
    /// rate runs back to 1.
    public func endScrolling() {
        animate(to: 1)
    }

    /// Runs the rate from where it is to `target` (clamped to 0…1) in `0.15 s × |target − rate|`
    /// with the ease-in-out curve, replacing any animation under way. Reaching a target it is
    /// already at reports it once, at once.
    public func animate(to target: CGFloat) {
        running?.cancel()
        running = nil
        let target = target.isNaN ? 1 : min(max(target, 0), 1)
        let start = rate
        targetRate = target
        let animator = DefaultViewAnimator(
            Self.secondsPerUnit * Double(abs(target - start)), curve: .easeInOut, frameSource: frameSource)
        // The closure is formed on the main actor and is not sendable, so it runs there.
        running = animator.animate { [weak self] progress, finished in
            guard let self else { return }
            self.rate = finished ? target : start + (target - start) * CGFloat(progress)
            if finished { self.running = nil }
            self.onChange(self.rate)
        }
    }
}
