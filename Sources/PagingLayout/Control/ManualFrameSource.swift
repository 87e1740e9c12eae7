import Foundation

/// A frame source whose clock moves only when you say so: deterministic animation for tests,
/// previews and command-line tools.
///
/// Time starts at ``now`` (0 by default) and moves by ``advance(by:)``, which delivers one frame
/// at the new time while the source is started.
///
/// ```swift
/// let clock = ManualFrameSource()
/// let animator = DefaultViewAnimator(0.3, curve: .linear, frameSource: clock)
/// animator.animate { progress, finished in print(progress, finished) }
/// clock.advance(by: 0.1)   // prints 0.333… false
/// clock.advance(by: 0.2)   // prints 1.0 true
/// ```
@MainActor
public final class ManualFrameSource: FrameSource {
    /// The current time, in seconds.
    public private(set) var now: TimeInterval

    /// How many frames the source has delivered since it was created.
    public private(set) var deliveredFrameCount = 0

    private var onFrame: (@MainActor (TimeInterval) -> Void)?

    /// Creates a stopped source whose clock reads `startTime` seconds (non-finite values count as 0).
    public init(startTime: TimeInterval = 0) {
        now = startTime.isFinite ? startTime : 0
    }

    /// Whether a client has started the source and not stopped it.
    public var isRunning: Bool { onFrame != nil }

    /// Starts delivering frames to `onFrame` on each ``advance(by:)``.
    public func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
        self.onFrame = onFrame
    }

    /// Stops delivering frames.
    public func stop() {
        onFrame = nil
    }

    /// Moves the clock forward by `interval` seconds and, while running, delivers one frame at the
    /// new time.
    ///
    /// Negative or non-finite intervals count as 0 (the clock never runs backwards), which still
    /// delivers a frame at the current time.
    public func advance(by interval: TimeInterval) {
        if interval.isFinite, interval > 0 {
            now += interval
        }
        guard let onFrame else { return }
        deliveredFrameCount += 1
        onFrame(now)
    }
}
