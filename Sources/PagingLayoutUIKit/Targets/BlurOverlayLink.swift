#if canImport(UIKit)
    import UIKit

    /// The ``BlurEffectView`` a view's `layerBlurRadius` placed, kept in the view layer's key-value
    /// storage under a key of its own (not in ``EffectLayerRecord``): the blur setters run on every
    /// frame of every page, and most pages never blur, so for them the lookup finds nothing and
    /// nothing is cast.
    final class BlurOverlayLink: NSObject {
        /// The layer's key-value storage key.
        static let key = "pagingLayoutBlurOverlay"
        /// The overlay; held weakly, as its superview owns it.
        weak var overlay: BlurEffectView?

        init(_ overlay: BlurEffectView) {
            self.overlay = overlay
        }

        /// The link of `layer`, if a blur was placed over its view.
        static func find(on layer: CALayer) -> BlurOverlayLink? {
            // Unwrapped first: a layer without a link costs no cast.
            guard let value = layer.value(forKey: key) else { return nil }
            return value as? BlurOverlayLink
        }
    }
#endif
