#if canImport(UIKit)
    import Foundation
    import QuartzCore

    /// A ``FrameSource`` that ticks with the display: a `CADisplayLink` on the main run loop.
    ///
    /// Frames carry the display link's `targetTimestamp` — when the frame being prepared will be on
    /// screen — on the clock of ``now`` (`CACurrentMediaTime()`), so an animation shows the state it
    /// should have at the moment it is seen. With this module imported it is the clock of
    /// `DefaultViewAnimator(_:curve:)` and of the collection view layout's page changes:
    ///
    /// ```swift
    /// DefaultViewAnimator(0.5, curve: .parametric)   // ticks with the display
    /// ```
    ///
    /// Only on platforms with UIKit; the core's default elsewhere is `TimerFrameSource`.
    ///
    /// Between ``start(_:)`` and ``stop()`` the display link retains the source (and the source its
    /// handler), as every display link retains its target.
    @MainActor
    public final class DisplayLinkFrameSource: NSObject, FrameSource {
        private var link: CADisplayLink?
        private var onFrame: (@MainActor (TimeInterval) -> Void)?

        /// Creates a stopped source.
        public override init() {
            super.init()
        }

        /// The media time now, in seconds (`CACurrentMediaTime()`).
        public var now: TimeInterval { CACurrentMediaTime() }

        /// Whether frames are being delivered.
        public var isRunning: Bool { link != nil }

        /// Starts calling `onFrame` once per display frame; replaces an earlier handler.
        public func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
            stop()
            self.onFrame = onFrame
            let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
            link.add(to: .main, forMode: .common)
            self.link = link
        }

        /// Stops the display link and releases the handler.
        public func stop() {
            link?.invalidate()
            link = nil
            onFrame = nil
        }

        @objc private func tick(_ link: CADisplayLink) {
            onFrame?(link.targetTimestamp)
        }
    }
#endif
