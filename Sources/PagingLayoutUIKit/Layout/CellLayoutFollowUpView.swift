#if canImport(UIKit)
    import UIKit

    /// An invisible subview of the collection view through which a ``CollectionViewPagingLayout``
    /// finishes a layout pass: UIKit lays it out after the collection view itself, in the same
    /// pass — after the pass's attributes went to the cells and the cells of new pages were made —
    /// so cells that `prepare()` could not transform for their page (new, or resized by a
    /// rotation) are transformed before the pass reaches the screen.
    ///
    /// The layout marks it as needing layout only for such passes; it is hidden, takes no touches
    /// and is no accessibility element.
    @MainActor
    final class CellLayoutFollowUpView: UIView {
        /// Called when UIKit lays the view out.
        var onLayout: (() -> Void)?

        init() {
            super.init(frame: .zero)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        /// Not supported: the layout makes its own.
        required init?(coder: NSCoder) {
            nil
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }
    }
#endif
