import Foundation

/// A frame source driven by a timer on the main actor: the default clock for animations, on Linux
/// and Apple platforms alike.
///
/// Frames come at a fixed rate from a task on the main actor that sleeps until each frame's
/// deadline (so the rate does not drift). Timestamps are the system uptime
/// (`ProcessInfo.systemUptime`), a monotonic clock. On iOS a `CADisplayLink` source follows the
/// display's refresh more closely; this one is the portable fallback.
///
/// Why not `Foundation.Timer`: a timer fires only while its thread's run loop runs. Apps run the
/// main run loop, but on Linux a program with an `async` entry point, or a test, runs main-actor
/// code on the main dispatch queue without one, and a `Timer` there never fires. The main actor
/// runs wherever Swift concurrency runs.
@MainActor
package final class TimerFrameSource: FrameSource {
    /// The time between two frames, in seconds.
    public let frameInterval: TimeInterval

    private var ticker: Task<Void, Never>?
    private var onFrame: (@MainActor (TimeInterval) -> Void)?

    /// Creates a stopped source that delivers `framesPerSecond` frames a second once started.
    ///
    /// - Parameter framesPerSecond: the frame rate, clamped to 1…240; non-finite values count as 60.
    ///   The default is 60.
    public init(framesPerSecond: Double = 60) {
        let rate = framesPerSecond.isFinite ? min(max(framesPerSecond, 1), 240) : 60
        frameInterval = 1 / rate
    }

    /// The system uptime, in seconds.
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Whether frames are being delivered.
    public var isRunning: Bool { ticker != nil }

    /// Starts delivering frames to `onFrame`, the first one a frame interval from now.
    public func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
        stop()
        self.onFrame = onFrame
        let interval = Duration.nanoseconds(Int64(frameInterval * 1e9))
        // The task holds the source until `stop()` cancels it, as a display link holds its target.
        ticker = Task { @MainActor in
            let clock = ContinuousClock()
            var deadline = clock.now
            while !Task.isCancelled {
                deadline += interval
                do {
                    try await clock.sleep(until: deadline, tolerance: nil)
                } catch {
                    return  // cancelled while asleep
                }
                // A late wake-up (a busy main actor) skips the frames it missed instead of
                // delivering them in a burst.
                let late = clock.now
                while deadline < late { deadline += interval }
                self.tick()
            }
        }
    }

    /// Stops delivering frames and releases the handler.
    public func stop() {
        ticker?.cancel()
        ticker = nil
        onFrame = nil
    }

    private func tick() {
        guard !Task.isCancelled else { return }
        onFrame?(now)
    }
}
