import Foundation

/// A finger on a window (the stand-in's touch screen; not UIKit API). It does what the system
/// does: hit-tests the touch-down, offers the touch to the gesture recognisers of the hit view and
/// its ancestors (their delegates' `gestureRecognizer(_:shouldReceive:)`), stops a moving scroll
/// view, delivers the touches to the hit view, starts the scroll view's pan after 10 pt, which
/// cancels the content's touches and fails the taps, and on release either ends the drag (with
/// its velocity in points per millisecond) or lets the taps recognise
/// (`gestureRecognizerShouldBegin(_:)`), cancelling the content's touches when one recognised
/// with `cancelsTouchesInView`.
@MainActor
public final class StandInFinger {
    private let window: UIWindow
    private let touch: UITouch
    private let start: CGPoint
    private var samples: [(time: TimeInterval, point: CGPoint)]
    private let recognizers: [UIGestureRecognizer]
    private let scrollView: UIScrollView?
    private let stoppedScrolling: Bool
    private var contentHasTouch: Bool
    private var dragStart: (offset: CGPoint, translation: CGPoint)?
    /// The finger's translation at the drag's last move.
    private var lastDragTranslation = CGPoint.zero
    /// Where the finger is, in the window's coordinates.
    public var location: CGPoint { touch.locationInWindow }
    /// The view the touch went to; `nil` when it hit nothing.
    public var hitView: UIView? { touch.view }

    /// Puts a finger down at `point` (window coordinates).
    public init(touchingDownAt point: CGPoint, in window: UIWindow) {
        self.window = window
        start = point
        let hit = window.hitTest(point, with: nil)
        touch = UITouch(view: hit, window: window, location: point)
        samples = [(StandInRunLoop.mediaTime, point)]
        var chain: [UIView] = []
        var current = hit
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        scrollView = chain.compactMap { $0 as? UIScrollView }.first { $0.isScrollEnabled }
        stoppedScrolling = scrollView?.touchDown() ?? false
        var receiving: [UIGestureRecognizer] = []
        for recognizer in chain.flatMap({ $0.gestureRecognizers ?? [] }) where recognizer.isEnabled {
            recognizer.state = .possible
            recognizer.touch = touch
            if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                receiving.append(recognizer)
            }
        }
        recognizers = receiving
        // A touch that stops a moving scroll view only stops it: its content does not see it.
        contentHasTouch = hit != nil && !stoppedScrolling
        if contentHasTouch { hit?.touchesBegan([touch], with: UIEvent()) }
    }

    /// Moves the finger to `point` (window coordinates) as `seconds` pass.
    public func move(to point: CGPoint, taking seconds: TimeInterval = StandInRunLoop.frameInterval) {
        StandInRunLoop.advanceClock(by: seconds)
        touch.locationInWindow = point
        samples.append((StandInRunLoop.mediaTime, point))
        let translation = CGPoint(x: point.x - start.x, y: point.y - start.y)
        if dragStart == nil, let scrollView, let pan = recognizers.first(where: { $0 === scrollView.panGestureRecognizer }),
            max(abs(translation.x), abs(translation.y)) > 10
        {
            pan.state = .began
            for tap in recognizers where tap is UITapGestureRecognizer { tap.state = .failed }
            if contentHasTouch, pan.cancelsTouchesInView {
                touch.view?.touchesCancelled([touch], with: UIEvent())
                contentHasTouch = false
            }
            dragStart = (scrollView.contentOffset, translation)
            lastDragTranslation = translation
            scrollView.beginDragging()
        }
        if let dragStart, let scrollView {
            scrollView.panGestureRecognizer.state = .changed
            let moved = CGPoint(x: translation.x - dragStart.translation.x, y: translation.y - dragStart.translation.y)
            // An axis scrolls when the content with its insets is longer than the bounds (the
            // insets are scrollable room: `UIScrollView.contentInset`), or it always bounces.
            let insets = scrollView.adjustedContentInset
            let horizontal = scrollView.contentSize.width + insets.left + insets.right > scrollView.bounds.width
                || scrollView.alwaysBounceHorizontal
            let vertical = scrollView.contentSize.height + insets.top + insets.bottom > scrollView.bounds.height
                || scrollView.alwaysBounceVertical
            // From the drag's start, or (`dragsFromCurrentOffset`) by the last move's step from where
            // the content is now.
            var origin = dragStart.offset
            var step = moved
            if (scrollView as? UICollectionView)?.layoutChoices.dragsFromCurrentOffset == true {
                origin = scrollView.contentOffset
                step = CGPoint(x: translation.x - lastDragTranslation.x, y: translation.y - lastDragTranslation.y)
            }
            lastDragTranslation = translation
            scrollView.contentOffset = CGPoint(
                x: horizontal ? origin.x - step.x : scrollView.contentOffset.x,
                y: vertical ? origin.y - step.y : scrollView.contentOffset.y)
        } else if contentHasTouch {
            touch.view?.touchesMoved([touch], with: UIEvent())
        }
    }

    /// Lifts the finger. A drag ends with the finger's velocity over its last two samples (or
    /// `velocity`, content points per millisecond, when given).
    public func lift(velocity: CGPoint? = nil) {
        if dragStart != nil, let scrollView {
            let contentVelocity = velocity ?? measuredVelocity()
            scrollView.panGestureRecognizer.state = .ended
            // The pan's velocity is the finger's, in points per second: opposite to the content's.
            scrollView.panGestureRecognizer.velocityInWindow = CGPoint(
                x: -contentVelocity.x * 1000, y: -contentVelocity.y * 1000)
            scrollView.endDragging(velocity: contentVelocity)
            return
        }
        var recognized: [UIGestureRecognizer] = []
        for tap in recognizers where tap is UITapGestureRecognizer && tap.state == .possible {
            if tap.delegate?.gestureRecognizerShouldBegin(tap) ?? true {
                tap.state = .ended
                recognized.append(tap)
            } else {
                tap.state = .failed
            }
        }
        for other in recognizers where other.state == .possible { other.state = .failed }
        if contentHasTouch {
            if recognized.contains(where: \.cancelsTouchesInView) {
                touch.view?.touchesCancelled([touch], with: UIEvent())
            } else {
                touch.view?.touchesEnded([touch], with: UIEvent())
            }
        }
        scrollView?.touchUpWithoutDragging(stoppedScrolling: stoppedScrolling)
    }

    /// The content's velocity (opposite to the finger's) in points per millisecond.
    private func measuredVelocity() -> CGPoint {
        guard samples.count >= 2 else { return .zero }
        let a = samples[samples.count - 2]
        let b = samples[samples.count - 1]
        let ms = (b.time - a.time) * 1000
        guard ms > 0 else { return .zero }
        return CGPoint(x: -(b.point.x - a.point.x) / ms, y: -(b.point.y - a.point.y) / ms)
    }
}
