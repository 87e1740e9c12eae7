#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// An invisible view that tells an ``AutoScroller`` whether its pager is on screen: add it to the
    /// pager's view, and when the screen leaves the window (dismissed, covered by another tab) the
    /// auto-scroller's clock stops (``AutoScroller/isOnScreen`` becomes `false`); back in a window,
    /// a full interval starts again.
    ///
    /// ```swift
    /// collectionView.addSubview(AutoScrollWindowTracker(autoScroller: autoScroller))
    /// ```
    ///
    /// It holds the auto-scroller weakly: the screen that owns the auto-scroller keeps it.
    @MainActor
    public final class AutoScrollWindowTracker: UIView {
        /// The auto-scroller it tells.
        public weak var autoScroller: AutoScroller?

        /// A hidden, zero-sized view that tells `autoScroller` when it enters or leaves a window.
        public init(autoScroller: AutoScroller) {
            self.autoScroller = autoScroller
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        /// Not available from storyboards: create it in code with ``init(autoScroller:)``.
        public required init?(coder: NSCoder) {
            nil
        }

        /// Tells the auto-scroller whether the view is in a window now.
        override public func didMoveToWindow() {
            super.didMoveToWindow()
            autoScroller?.isOnScreen = window != nil
        }
    }
#endif
