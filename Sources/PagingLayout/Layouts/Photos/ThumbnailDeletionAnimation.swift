import Foundation

/// Runs a ``ThumbnailDeletion`` on a clock: reports the animation's state on every frame for
/// ``ThumbnailDeletion/duration`` seconds, then that it finished — when the data source should drop
/// the thumbnail (and the strip's offset move by ``ThumbnailDeletion/offsetShift``).
///
/// Driven by a ``FrameSource``, so tests and previews run it with a ``ManualFrameSource``.
///
/// ```swift
/// let clock = ManualFrameSource()
/// let strip = ThumbnailStripLayout(options: ThumbnailStripOptions(aspectRatios: [1, 2, 1.5]))
/// let animation = ThumbnailDeletionAnimation(
///     deletion: ThumbnailDeletion(strip: strip, deletedIndex: 1)!, frameSource: clock)
/// animation.run(onFrame: { deletion in _ = deletion.layout(at: .zero, viewportSize: CGSize(width: 375, height: 50)) })
/// clock.advance(by: 0.15)    // collapsed; the slide starts
/// clock.advance(by: 0.15)    // finished: drop the thumbnail
/// ```
@MainActor
package final class ThumbnailDeletionAnimation {
    /// The animation's state at the last frame (at its start before the first).
    public private(set) var deletion: ThumbnailDeletion
    /// The clock that delivers frames.
    public let frameSource: any FrameSource
    private var running: (any ViewAnimatorCancelable)?

    /// Prepares the animation from `deletion`'s start; nothing moves before ``run(onFrame:completion:)``.
    public init(deletion: ThumbnailDeletion, frameSource: any FrameSource) {
        self.deletion = deletion.at(elapsed: 0)
        self.frameSource = frameSource
    }

    /// Whether the animation is under way.
    public var isRunning: Bool { running != nil }

    /// Starts the animation, replacing a run under way: `onFrame` gets the state on every frame
    /// (the finished state last), then `completion` runs once. Cancelled runs call neither again.
    public func run(
        onFrame: @escaping @MainActor (ThumbnailDeletion) -> Void,
        completion: @escaping @MainActor () -> Void = {}
    ) {
        cancel()
        deletion = deletion.at(elapsed: 0)
        let animator = DefaultViewAnimator(ThumbnailDeletion.duration, curve: .linear, frameSource: frameSource)
        // The phases ease themselves, so the clock's progress is linear time.
        running = animator.animate { [weak self] progress, finished in
            guard let self else { return }
            let duration = ThumbnailDeletion.duration
            self.deletion = self.deletion.at(elapsed: finished ? duration : progress * duration)
            if finished { self.running = nil }
            onFrame(self.deletion)
            if finished { completion() }
        }
    }

    /// Stops the animation where it is, without calling its completion.
    public func cancel() {
        running?.cancel()
        running = nil
    }
}
