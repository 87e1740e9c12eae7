import Foundation

/// The stand-in's main run loop and display (not UIKit API): what the system does between the
/// app's code — run the work queued on the main queue, then the layout cycle of every window
/// (views that need layout are laid out, the result goes to the screen), and on each display frame
/// the scroll views' decelerations and animations first.
@MainActor
public enum StandInRunLoop {
    /// The media clock (`CACurrentMediaTime()`), in seconds; frames advance it.
    public private(set) static var mediaTime: TimeInterval = 1000
    /// The length of a display frame, in seconds (60 Hz).
    public static let frameInterval: TimeInterval = 1.0 / 60
    private static var windows: [WeakBox<UIWindow>] = []
    private static var scrollViews: [WeakBox<UIScrollView>] = []

    static func register(_ scrollView: UIScrollView) {
        scrollViews.removeAll { $0.value == nil }
        scrollViews.append(WeakBox(scrollView))
    }

    /// Shows `window` on screen: it takes part in layout cycles.
    public static func show(_ window: UIWindow) {
        windows.removeAll { $0.value == nil || $0.value === window }
        windows.append(WeakBox(window))
    }

    /// Removes every window (the app's scene goes away).
    public static func removeAllWindows() { windows.removeAll() }

    /// One turn of the run loop: the main queue's pending work (and the work it queues, a few
    /// rounds), then the layout cycle.
    public static func turn() async {
        for _ in 0..<4 {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { done.resume() }
            }
        }
        layoutCycle()
    }

    /// The layout cycle alone: every shown window lays out what needs it, then commits to the screen.
    public static func layoutCycle() {
        for window in windows.compactMap(\.value) {
            window.layoutIfNeeded()
            window.commitToScreen()
        }
    }

    /// One display frame: the clock advances, decelerations and animations step, then a run-loop turn.
    public static func frame() async {
        mediaTime += frameInterval
        for scrollView in scrollViews.compactMap(\.value) {
            scrollView.advanceFrame(milliseconds: CGFloat(frameInterval * 1000))
        }
        await turn()
    }

    /// Frames until no scroll view decelerates or animates (at most `limit`).
    public static func framesUntilScrollingStops(limit: Int = 600) async {
        for _ in 0..<limit {
            guard scrollViews.contains(where: { $0.value?.scrollTarget != nil }) else { return }
            await frame()
        }
    }

    /// Advances the media clock without a frame (time passing while nothing is drawn).
    public static func advanceClock(by seconds: TimeInterval) { mediaTime += seconds }
}

/// The media time now (the stand-in's display clock), in seconds.
@MainActor
public func CACurrentMediaTime() -> TimeInterval { StandInRunLoop.mediaTime }

struct WeakBox<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
