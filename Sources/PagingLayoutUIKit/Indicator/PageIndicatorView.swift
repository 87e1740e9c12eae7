#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// A UIKit page indicator drawn from a ``PageIndicator`` model: tapping a dot calls
    /// ``onSelectPage`` with its page and sends `.valueChanged`. Bound to a
    /// `CollectionViewPagingLayout`, it follows the pager and its taps page it:
    ///
    /// ```swift
    /// let dots = PageIndicatorView()
    /// view.addSubview(dots)
    /// layout.attach(dots)
    /// ```
    ///
    /// On a pager of your own, set ``indicator`` as it scrolls (for example from
    /// `PageController.onPageScrolled`) and move the pager from ``onSelectPage``.
    ///
    /// The dots are centred in the view's bounds; its intrinsic size is the model's.
    @MainActor
    public final class PageIndicatorView: UIControl {
        /// The model drawn; a change redraws the dots.
        public var indicator = PageIndicator(numberOfPages: 0, position: 0) {
            didSet {
                guard indicator != oldValue else { return }
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }

        /// Called with the page of a tapped dot.
        public var onSelectPage: ((Int) -> Void)?

        /// The page of the last tapped dot; `nil` before the first tap.
        public private(set) var selectedPage: Int?

        /// Creates an empty indicator view with a clear background.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = .clear
            contentMode = .redraw
            // The pager itself is the adjustable element; the dots repeat what it says.
            isAccessibilityElement = false
        }

        /// Not available from storyboards.
        public required init?(coder: NSCoder) {
            nil
        }

        /// The model's size.
        public override var intrinsicContentSize: CGSize {
            indicator.layout().size
        }

        /// Where the model's origin sits in the view: the dots centred in the bounds.
        private func origin(for layout: PageIndicatorLayout) -> CGPoint {
            CGPoint(x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2)
        }

        /// Fills one circle per dot.
        public override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let layout = indicator.layout()
            let origin = origin(for: layout)
            for dot in layout.dots where dot.diameter > 0 {
                context.setFillColor(UIColor(dot.color).cgColor)
                context.fillEllipse(
                    in: CGRect(
                        x: origin.x + dot.center.x - dot.diameter / 2, y: origin.y + dot.center.y - dot.diameter / 2,
                        width: dot.diameter, height: dot.diameter))
            }
        }

        /// A touch that lifts inside the dots selects the dot under it (UIControl's tracking:
        /// no gesture recogniser, so touches on the dots never reach the views below).
        public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            super.endTracking(touch, with: event)
            guard let point = touch?.location(in: self), bounds.contains(point) else { return }
            let layout = indicator.layout()
            let origin = origin(for: layout)
            guard let page = layout.page(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) else { return }
            selectedPage = page
            onSelectPage?(page)
            sendActions(for: .valueChanged)
        }
    }
#endif
