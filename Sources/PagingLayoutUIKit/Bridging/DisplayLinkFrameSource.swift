#if canImport(UIKit) && canImport(ObjectiveC)
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
#elseif canImport(UIKit)
    import Foundation

    /// The display's clock where UIKit runs without the Objective-C runtime: the stand-in UIKit
    /// the adapter's scenarios run on under Linux (Docs/UIKit.md). A display link calls its target
    /// through a selector, which needs Objective-C, so here a frame is one turn of the main queue:
    /// the frames come in order with the run loop's turns (as a display's come between them), at
    /// the system uptime.
    ///
    /// Between ``start(_:)`` and ``stop()`` the queued turn retains the source (and the source its
    /// handler), as a display link retains its target.
    @MainActor
    public final class DisplayLinkFrameSource: FrameSource {
        private var onFrame: (@MainActor (TimeInterval) -> Void)?
        private var generation = 0

        /// Creates a stopped source.
        public init() {}

        /// The system uptime, in seconds.
        public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

        /// Whether frames are being delivered.
        public var isRunning: Bool { onFrame != nil }

        /// Starts calling `onFrame` once per turn of the main queue; replaces an earlier handler.
        public func start(_ onFrame: @escaping @MainActor (TimeInterval) -> Void) {
            stop()
            self.onFrame = onFrame
            scheduleFrame(generation: generation)
        }

        /// Stops the frames and releases the handler.
        public func stop() {
            onFrame = nil
            generation &+= 1
        }

        private func scheduleFrame(generation: Int) {
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard generation == self.generation, let onFrame = self.onFrame else { return }
                    onFrame(self.now)
                    if generation == self.generation, self.onFrame != nil { self.scheduleFrame(generation: generation) }
                }
            }
        }
    }
#endif
