import Foundation

/// The standard ``ViewAnimator``: a fixed duration and a ``Curve``, driven by a ``FrameSource``.
///
/// On each frame the progress is `curve.fromLinear(progress: elapsed / duration)`; the frame at or
/// after the end reports `(1, true)` and the animation is over. Non-positive and non-finite
/// durations jump: `animate` calls `animations(1, true)` at once and returns `nil`.
///
/// One animator can run several animations at once (each from its own start time); the frame
/// source runs while any of them does.
///
/// ```swift
/// let animator = DefaultViewAnimator(0.4, curve: .parametric)   // the display's frames with PagingLayoutUIKit, 60 a second elsewhere
/// pager.setCurrentPage(3, animated: true, animator: animator)
///
/// let clock = ManualFrameSource()                               // deterministic, for tests
/// let testAnimator = DefaultViewAnimator(0.4, curve: .linear, frameSource: clock)
/// ```
@MainActor
public final class DefaultViewAnimator: ViewAnimator {
    /// The animation's length, in seconds, as given (see ``init(_:curve:frameSource:)``).
    public let duration: TimeInterval
    /// The timing curve.
    public let curve: Curve
    /// The clock that delivers frames.
    public let frameSource: any FrameSource

    private struct Run {
        let id: Int
        let startTime: TimeInterval
        let animations: (Double, Bool) -> Void
    }

    private var runs: [Run] = []
    private var nextRunID = 0

    /// Creates an animator.
    ///
    /// - Parameters:
    ///   - duration: the length of each animation, in seconds. 0, negative or non-finite values
    ///     make animations jump straight to their end.
    ///   - curve: the timing curve.
    ///   - frameSource: the clock; by default a timer task on the main actor at 60 frames a second.
    ///     With `PagingLayoutUIKit` imported, `DefaultViewAnimator(_:curve:)` (no `frameSource`)
    ///     ticks with the display instead (its `DisplayLinkFrameSource`).
    public init(_ duration: TimeInterval, curve: Curve, frameSource: (any FrameSource)? = nil) {
        self.duration = duration
        self.curve = curve
        self.frameSource = frameSource ?? TimerFrameSource()
    }

    /// Whether any animation started by this animator is still running.
    public var isRunning: Bool { !runs.isEmpty }

    /// Starts an animation of ``duration`` seconds, timed from the frame source's current time.
    ///
    /// - Returns: a handle that cancels this animation, or `nil` when the duration made it jump.
    @discardableResult
    public func animate(
        animations: @escaping (_ progress: Double, _ finished: Bool) -> Void
    ) -> (any ViewAnimatorCancelable)? {
        guard duration.isFinite, duration > 0 else {
            animations(1, true)
            return nil
        }
        let id = nextRunID
        nextRunID += 1
        runs.append(Run(id: id, startTime: frameSource.now, animations: animations))
        if runs.count == 1 {
            // The handler keeps the animator (and through it the animations) alive while frames
            // come, as the original's display link retained its animator.
            frameSource.start { time in self.deliverFrame(at: time) }
        }
        return Cancellation(animator: self, runID: id)
    }

    private func deliverFrame(at time: TimeInterval) {
        // A callback may cancel runs or start new ones; work on the runs present now and skip any
        // that are gone by the time their turn comes.
        for run in runs {
            guard runs.contains(where: { $0.id == run.id }) else { continue }
            let linear = (time - run.startTime) / duration
            if linear >= 1 {
                remove(runID: run.id)
                run.animations(1, true)
            } else {
                run.animations(curve.fromLinear(progress: linear), false)
            }
        }
    }

    fileprivate func remove(runID: Int) {
        guard let index = runs.firstIndex(where: { $0.id == runID }) else { return }
        runs.remove(at: index)
        if runs.isEmpty {
            frameSource.stop()
        }
    }
}

extension DefaultViewAnimator {
    /// Cancels one run; weak, so a handle kept after the animation does not keep the animator alive.
    private struct Cancellation: ViewAnimatorCancelable {
        weak var animator: DefaultViewAnimator?
        let runID: Int

        func cancel() {
            animator?.remove(runID: runID)
        }
    }
}
