import Foundation

/// A clock that calls back once per display frame: what drives animations.
///
/// Animations never read the wall clock themselves; they ask a frame source for the time and for
/// frames, so the same code runs with a real display (`DisplayLinkFrameSource` in the UIKit
/// adapter), with a timer task (the core's default), or headless and deterministic in tests
/// (``ManualFrameSource``).
///
/// A source serves one client at a time: ``start(_:)`` replaces any earlier frame handler. Between
/// ``start(_:)`` and ``stop()`` the source holds the handler strongly, so whatever the handler
/// captures stays alive while frames are delivered (as a display link retains its target).
///
/// Conforming is small: `start(_:)`, `stop()` and `now`. `DisplayLinkFrameSource` (in
/// `PagingLayoutUIKit`) wraps a `CADisplayLink` in about twenty lines.
@MainActor
public protocol FrameSource: AnyObject {
    /// The source's current time, in seconds, on the same clock as the frame timestamps.
    ///
    /// Only differences matter: the origin is the source's own (system uptime, media time, or 0
    /// for a manual source).
    var now: TimeInterval { get }

    /// Starts calling `onFrame` once per frame with the frame's timestamp (seconds, on the clock of
    /// ``now``), until ``stop()``. Replaces the handler of an earlier `start` that was not stopped.
    func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void)

    /// Stops delivering frames and releases the handler. Does nothing when not started.
    func stop()
}
