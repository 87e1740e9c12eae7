import Foundation

/// A scroll view's delegate: every method optional (empty defaults).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A scroll view: its bounds' origin is the content offset, kept on the screen's pixel grid; drags
/// move it, a release decelerates it (to a page with paging), a touch stops it.
@MainActor
open class UIScrollView: UIView {
    /// The rate of deceleration, per millisecond.
    public struct DecelerationRate: Sendable, Equatable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content inset.
    public enum ContentInsetAdjustmentBehavior: Sendable { case automatic, scrollableAxes, never, always }

    public var contentSize: CGSize = .zero
    public var contentInset: UIEdgeInsets = .zero { didSet { updateAdjustedInset() } }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedInset() }
    }
    public private(set) var adjustedContentInset: UIEdgeInsets = .zero
    public var isPagingEnabled = false
    public var isScrollEnabled = true
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsHorizontalScrollIndicator = true
    public var showsVerticalScrollIndicator = true
    public var decelerationRate: DecelerationRate = .normal
    /// The recogniser of drags; it cancels the touches of the content when a drag begins.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The finger is on the content.
    public internal(set) var isTracking = false
    /// The user is dragging the content (a pan was recognised).
    public internal(set) var isDragging = false
    /// The content moves on after the finger left.
    public internal(set) var isDecelerating = false
    /// Where a deceleration or scrolling animation is heading.
    var scrollTarget: CGPoint? {
        didSet { animationPosition = scrollTarget == nil ? nil : contentOffset }
    }
    /// The animation's exact position (the offset shows it rounded to pixels).
    private var animationPosition: CGPoint?
    var scrollTargetIsAnimation = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(panGestureRecognizer)
        StandInRunLoop.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGestureRecognizer(panGestureRecognizer)
        StandInRunLoop.register(self)
    }

    /// The delegate that hears scrolling (a collection view's is its `delegate`).
    var scrollViewDelegate: (any UIScrollViewDelegate)? { nil }

    /// The content offset: the bounds' origin. Setting it rounds it to the screen's pixel grid
    /// (½ pt at scale 2, ⅓ pt at scale 3) and calls `scrollViewDidScroll(_:)` before returning.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let scale = window.map { _ in UIScreen.main.scale } ?? UIScreen.main.scale
            let rounded = CGPoint(x: (newValue.x * scale).rounded() / scale, y: (newValue.y * scale).rounded() / scale)
            guard rounded != bounds.origin, rounded.x.isFinite, rounded.y.isFinite else { return }
            bounds.origin = rounded
            offsetWillBeAnnounced()
            scrollViewDelegate?.scrollViewDidScroll(self)
        }
    }

    /// Moves to `offset`, animated or at once; the animation ends with `scrollViewDidEndScrollingAnimation(_:)`.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated else {
            stopScrolling()
            contentOffset = offset
            return
        }
        scrollTarget = offset
        scrollTargetIsAnimation = true
        animationOrigin = contentOffset
        animationElapsed = 0
    }

    /// Called after an offset change, before the delegate hears `scrollViewDidScroll(_:)`; a
    /// collection view lays out here when its choices say so.
    func offsetWillBeAnnounced() {}

    /// How long an animated `setContentOffset(_:animated:)` takes at its constant velocity, in
    /// seconds; `nil`: each frame covers 30% of the way left.
    var animatedScrollDuration: TimeInterval? { nil }
    /// Where the running animated `setContentOffset(_:animated:)` started, and the milliseconds it has run.
    private var animationOrigin = CGPoint.zero
    private var animationElapsed: CGFloat = 0

    /// The smallest and largest offsets: the content inside the adjusted insets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(
            x: max(contentSize.width + insets.right - bounds.width, minimum.x),
            y: max(contentSize.height + insets.bottom - bounds.height, minimum.y))
        return (minimum, maximum)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedInset()
    }

    /// Recomputes the adjusted inset (content inset plus the safe area on the axes the behaviour
    /// names); an offset at the old top-left limit moves to the new one.
    func updateAdjustedInset() {
        let safe = safeAreaInsets
        let scrollsHorizontally = contentSize.width + contentInset.left + contentInset.right > bounds.width
            || alwaysBounceHorizontal
        let scrollsVertically = contentSize.height + contentInset.top + contentInset.bottom > bounds.height
            || alwaysBounceVertical
        let horizontal: Bool
        let vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (horizontal, vertical) = (false, false)
        case .always: (horizontal, vertical) = (true, true)
        case .automatic, .scrollableAxes: (horizontal, vertical) = (scrollsHorizontally, scrollsVertically)
        }
        let adjusted = UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        adjustedContentInset = adjusted
        var offset = contentOffset
        if offset.x == -old.left { offset.x = -adjusted.left }
        if offset.y == -old.top { offset.y = -adjusted.top }
        contentOffset = offset
    }

    // MARK: Touches and deceleration

    /// Where a released drag comes to rest before the delegate's say; a collection view asks its layout.
    func restingOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// A finger came down: a deceleration or animation stops where it is (no offset change).
    /// - Returns: whether the scroll view was moving.
    func touchDown() -> Bool {
        isTracking = true
        let wasMoving = scrollTarget != nil
        stopScrolling()
        return wasMoving
    }

    func stopScrolling() {
        scrollTarget = nil
        scrollTargetIsAnimation = false
        isDecelerating = false
    }

    func beginDragging() {
        isDragging = true
        scrollViewDelegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger left while dragging at `velocity` (content points per millisecond).
    func endDragging(velocity: CGPoint) {
        isTracking = false
        let range = offsetRange
        var target: CGPoint
        if isPagingEnabled {
            target = CGPoint(
                x: pagedOffset(contentOffset.x, velocity: velocity.x, page: bounds.width),
                y: pagedOffset(contentOffset.y, velocity: velocity.y, page: bounds.height))
        } else {
            // The decay's resting point: each millisecond the velocity is multiplied by the rate.
            let rate = decelerationRate.rawValue
            let proposed = CGPoint(
                x: contentOffset.x + velocity.x * rate / (1 - rate), y: contentOffset.y + velocity.y * rate / (1 - rate))
            target = restingOffset(proposed: clamped(proposed, to: range), velocity: velocity)
        }
        target = clamped(target, to: range)
        scrollViewDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let decelerates = target != contentOffset
        scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return }
        isDecelerating = true
        scrollTarget = target
        scrollViewDelegate?.scrollViewWillBeginDecelerating(self)
    }

    /// A touch that stopped the scroll view lifted without a drag: with paging, it settles on the
    /// nearest page.
    func touchUpWithoutDragging(stoppedScrolling: Bool) {
        isTracking = false
        guard stoppedScrolling, isPagingEnabled else { return }
        let target = clamped(
            CGPoint(
                x: pagedOffset(contentOffset.x, velocity: 0, page: bounds.width),
                y: pagedOffset(contentOffset.y, velocity: 0, page: bounds.height)), to: offsetRange)
        guard target != contentOffset else { return }
        isDecelerating = true
        scrollTarget = target
    }

    private func pagedOffset(_ offset: CGFloat, velocity: CGFloat, page: CGFloat) -> CGFloat {
        guard page > 0 else { return offset }
        let position = offset / page
        // A flick (over 0.5 pt/ms) goes on to the next page in its direction; otherwise the nearest.
        let index = velocity > 0.5 ? position.rounded(.up) : velocity < -0.5 ? position.rounded(.down) : position.rounded()
        return index * page
    }

    private func clamped(_ point: CGPoint, to range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        CGPoint(x: min(max(point.x, range.min.x), range.max.x), y: min(max(point.y, range.min.y), range.max.y))
    }

    /// One display frame of a deceleration or scrolling animation. A deceleration heads for its
    /// target within the offsets the content allows now: when the content shrank below the target
    /// (or below the offset), it comes back to the content's end, as UIKit bounces back at an edge.
    func advanceFrame(milliseconds: CGFloat) {
        guard var target = scrollTarget else { return }
        if !scrollTargetIsAnimation {
            let limited = clamped(target, to: offsetRange)
            if limited != target {
                let position = animationPosition
                scrollTarget = limited
                animationPosition = position
                target = limited
            }
        }
        let factor = scrollTargetIsAnimation ? 0.7 : pow(isPagingEnabled ? 0.99 : decelerationRate.rawValue, milliseconds)
        let position = animationPosition ?? contentOffset
        let remaining = CGPoint(x: target.x - position.x, y: target.y - position.y)
        var next = CGPoint(x: target.x - remaining.x * factor, y: target.y - remaining.y * factor)
        if scrollTargetIsAnimation, let duration = animatedScrollDuration {
            // A constant velocity from the origin: the fraction of the duration run so far.
            animationElapsed += milliseconds
            let fraction = min(animationElapsed / CGFloat(max(duration, 0.001) * 1000), 1)
            next = CGPoint(
                x: animationOrigin.x + (target.x - animationOrigin.x) * fraction,
                y: animationOrigin.y + (target.y - animationOrigin.y) * fraction)
        }
        let arrives = abs(next.x - target.x) <= 0.5 && abs(next.y - target.y) <= 0.5
        if arrives { next = target }
        animationPosition = next
        contentOffset = next
        guard arrives else { return }
        let wasAnimation = scrollTargetIsAnimation
        stopScrolling()
        if wasAnimation {
            scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            scrollViewDelegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
