import Foundation

/// Moves a pager on by itself: every ``AutoScrollConfiguration/interval`` seconds of rest on a page,
/// one page in the configured direction — round and round a looping pager; at the end of one that
/// does not loop, a rewind, a bounce or a stop.
///
/// It drives a ``PageController`` through its public API (``PageController/goToNextPage(animated:animator:completion:)``
/// and friends) and counts time on a ``FrameSource``, so a test with a ``ManualFrameSource`` gets
/// the same page sequence at the same times on every run. Share one clock between the controller's
/// animator and the auto-scroller with ``SharedFrameSource``.
///
/// The countdown starts when the pager is at rest on a page and runs only while nothing holds it:
/// - a finger on the pager (``isTouching``), a drag, or an animation the app or the user started:
///   the pager is not resting;
/// - the app inactive (``isApplicationActive``), assistive technology running
///   (``isAssistiveTechnologyRunning``), or ``pause()``: see ``pauseReasons``.
/// When the hold ends, the full interval starts again; so does a page change the auto-scroller did
/// not make (manual navigation), from the first frame that finds the pager resting on its new page.
///
/// Lifetime: keep a reference to the auto-scroller for as long as it should run, as a screen keeps
/// its pager. Its clock holds it only weakly: once its owner lets it go it is freed, and the clock
/// stops at its next frame (as FSPagerView's timer is invalidated with its view). While the pager is
/// off screen (``isOnScreen`` `false`, set by the adapters when the view leaves its window) or the
/// interval means off, the clock is stopped too.
///
/// ```swift
/// let autoScroller = AutoScroller(controller: pager, configuration: AutoScrollConfiguration(interval: 4))
/// autoScroller.start()
/// // from the adapter: touches, app state, VoiceOver
/// autoScroller.isTouching = true
/// autoScroller.isApplicationActive = false
/// ```
@MainActor
public final class AutoScroller {
    /// The pager it moves.
    public let controller: PageController
    /// The interval, direction and end behaviour. A change takes effect at the next countdown; an
    /// interval turned on (from one that means off) counts from the change.
    public var configuration: AutoScrollConfiguration {
        didSet {
            direction = configuration.direction
            updateClock()
            holdsChanged()
        }
    }
    /// The animator for its page changes; `nil` (the default) uses the controller's
    /// ``PageController/defaultAnimator``.
    public var animator: (any ViewAnimator)?
    /// The clock that times the countdown.
    public let frameSource: any FrameSource

    /// Whether it is started: between ``start()`` and ``stop()``, or until ``AutoScrollConfiguration/EndBehavior/stop``
    /// ended it at the last page.
    public private(set) var isRunning = false

    /// The direction it moves now: the configuration's, turned round at each end by
    /// ``AutoScrollConfiguration/EndBehavior/bounce``.
    public private(set) var direction: AutoScrollConfiguration.Direction

    /// The time (on ``frameSource``'s clock) at which it moves on, or `nil` while held or before the
    /// first frame at rest.
    public private(set) var nextAdvanceTime: TimeInterval?

    /// Whether a finger is on the pager; set it from the adapter's touch handling. Lifting it
    /// restarts the interval.
    public var isTouching = false {
        didSet { holdsChanged() }
    }

    /// Whether the app is active (foreground, not interrupted); set it from the app's life cycle.
    /// Default `true`.
    public var isApplicationActive = true {
        didSet { holdsChanged() }
    }

    /// Whether assistive technology such as VoiceOver is running; set it from the platform's
    /// notification. Default `false`.
    public var isAssistiveTechnologyRunning = false {
        didSet { holdsChanged() }
    }

    /// Whether the pager is on screen; the adapters set it when its view enters or leaves a window
    /// (`AutoScrollWindowTracker` in UIKit, `autoScroll(_:)` in SwiftUI). Default `true`.
    ///
    /// Off screen, the auto-scroller keeps ``isRunning`` but stops its clock; back on screen, the
    /// full interval starts again.
    public var isOnScreen = true {
        didSet {
            updateClock()
            holdsChanged()
        }
    }

    private var isPauseRequested = false
    /// Whether ``frameSource`` is started.
    private var isClockRunning = false
    /// The page the countdown belongs to: a different current page means someone else moved the pager.
    private var restingPage: Int?

    /// Creates a stopped auto-scroller for `controller`.
    ///
    /// - Parameters:
    ///   - controller: the pager to move.
    ///   - configuration: interval, direction and end behaviour; by default every 3 s, forward,
    ///     rewinding at the end.
    ///   - animator: the animator for its page changes; `nil` uses the controller's default.
    ///   - frameSource: the clock; by default a timer task on the main actor at 30 frames a second.
    public init(
        controller: PageController,
        configuration: AutoScrollConfiguration = AutoScrollConfiguration(),
        animator: (any ViewAnimator)? = nil,
        frameSource: (any FrameSource)? = nil
    ) {
        self.controller = controller
        self.configuration = configuration
        self.animator = animator
        self.frameSource = frameSource ?? TimerFrameSource(framesPerSecond: 30)
        direction = configuration.direction
    }

    /// Why the countdown is held, in ``AutoScrollPauseReason`` order; empty when nothing holds it
    /// but the pager itself (not resting).
    public var pauseReasons: [AutoScrollPauseReason] {
        AutoScrollPauseReason.allCases.filter { reason in
            switch reason {
            case .requested: isPauseRequested
            case .touch: isTouching
            case .inactiveApplication: !isApplicationActive
            case .assistiveTechnology: isAssistiveTechnologyRunning
            case .offScreen: !isOnScreen
            case .disabled: configuration.resolvedInterval == nil
            }
        }
    }

    /// Starts counting down (from the first frame at rest); does nothing when already running.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        direction = configuration.direction
        restingPage = nil
        nextAdvanceTime = nil
        updateClock()
        frame(at: frameSource.now)
    }

    /// Stops: no more page changes (one already animating runs to its end).
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        nextAdvanceTime = nil
        updateClock()
    }

    /// Starts the clock when it is needed (running, on screen, an interval that is not off) and
    /// stops it when not.
    private func updateClock() {
        let needed = isRunning && isOnScreen && configuration.resolvedInterval != nil
        guard needed != isClockRunning else { return }
        isClockRunning = needed
        guard needed else {
            frameSource.stop()
            return
        }
        // The clock holds its handler, and the handler only a weak reference: an auto-scroller
        // dropped by its owner is freed at once, and its clock stops at the next frame.
        frameSource.start { [weak self, frameSource] time in
            guard let self else {
                frameSource.stop()
                return
            }
            self.frame(at: time)
        }
    }

    /// Holds the countdown until ``resume()``.
    public func pause() {
        isPauseRequested = true
        holdsChanged()
    }

    /// Lifts a ``pause()``; the full interval starts again.
    public func resume() {
        isPauseRequested = false
        holdsChanged()
    }

    /// A hold was set or lifted: look at once, so a lifted hold counts from now, not the next frame.
    private func holdsChanged() {
        guard isRunning else { return }
        frame(at: frameSource.now)
    }

    private var isResting: Bool {
        controller.scrollState == .idle && !controller.isAnimating
    }

    private func frame(at time: TimeInterval) {
        guard isRunning else { return }
        guard pauseReasons.isEmpty, isResting, controller.engine.numberOfPages > 1,
            let interval = configuration.resolvedInterval
        else {
            nextAdvanceTime = nil
            restingPage = nil
            return
        }
        guard let deadline = nextAdvanceTime, restingPage == controller.currentPage else {
            // Newly at rest, or moved by someone else: the full interval from now.
            restingPage = controller.currentPage
            nextAdvanceTime = time + interval
            return
        }
        if time >= deadline { advance() }
    }

    /// Moves one page on, or handles the end.
    private func advance() {
        nextAdvanceTime = nil
        restingPage = nil
        let engine = controller.engine
        let completion: (Bool) -> Void = { [weak self] finished in self?.changeEnded(finished: finished) }
        switch configuration.step(
            from: controller.currentPage, pageCount: engine.numberOfPages, isLooping: engine.isLooping,
            direction: direction)
        {
        case .move(let next):
            direction = next
            step(completion: completion)
        case .rewind(let page):
            controller.setCurrentPage(page, animated: true, animator: animator, completion: completion)
        case .stop:
            stop()
        }
    }

    private func step(completion: @escaping (Bool) -> Void) {
        if direction == .forward {
            controller.goToNextPage(animated: true, animator: animator, completion: completion)
        } else {
            controller.goToPreviousPage(animated: true, animator: animator, completion: completion)
        }
    }

    /// Its page change ended: when it reached the page, the next interval counts from now; when it was
    /// interrupted, the next frame at rest starts one.
    private func changeEnded(finished: Bool) {
        guard isRunning, finished, pauseReasons.isEmpty, isResting, let interval = configuration.resolvedInterval
        else { return }
        restingPage = controller.currentPage
        nextAdvanceTime = frameSource.now + interval
    }
}
