#if canImport(UIKit)
    import UIKit

    /// The ``BlurEffectView`` a view's `layerBlurRadius` placed, kept in the view layer's key-value
    /// storage, so each frame finds it (or knows there is none) without looking through the
    /// superview's subviews.
    final class BlurOverlayLink: NSObject {
        /// The layer's key-value storage key.
        static let key = "pagingLayoutBlurOverlay"
        /// The overlay; held weakly, as its superview owns it.
        weak var overlay: BlurEffectView?

        init(_ overlay: BlurEffectView) {
            self.overlay = overlay
        }
    }
#endif
