#if canImport(UIKit)
    import UIKit

    /// An invisible subview a ``CollectionViewPagingLayout`` puts in a cell's effect view (the
    /// prepared effects' `scalableView`, `cardView` or `targetView`, an `EffectTransformView`'s
    /// `effectTarget`) when that view is not the cell or its content view: it follows the effect
    /// view's size (autoresizing), so UIKit lays it out whenever that size changes — also when the
    /// cell's does not (Auto Layout, an app's padding) — and the layout then transforms the pages
    /// again for their sizes, in the same layout pass.
    ///
    /// Hidden, takes no touches, is no accessibility element, draws nothing.
    @MainActor
    final class EffectViewResizeObserver: UIView {
        /// Called when the observed view has another size than at the last call.
        var onResize: (() -> Void)?
        private var observedSize: CGSize

        /// Creates an observer for `view` and adds it as `view`'s last subview.
        init(observing view: UIView) {
            observedSize = view.bounds.size
            super.init(frame: view.bounds)
            isHidden = true
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(self)
        }

        /// Not supported: the layout makes its own.
        required init?(coder: NSCoder) {
            nil
        }

        /// The observer in `view`, if one was added.
        static func installed(in view: UIView) -> EffectViewResizeObserver? {
            view.subviews.lazy.compactMap { $0 as? EffectViewResizeObserver }.first
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            guard bounds.size != observedSize else { return }
            observedSize = bounds.size
            onResize?()
        }
    }
#endif
