#if canImport(UIKit)
    import UIKit

    /// What a view's `layerShadow` last wrote as the shadow's colour, kept in the layer's key-value
    /// storage: it marks the shadow as an effect's, and lets the next frame skip writing the same
    /// colour again (building a `CGColor`, and a layer change Core Animation commits and draws).
    final class EffectShadowRecord: NSObject {
        /// The layer's key-value storage key.
        static let key = "pagingLayoutEffectShadow"
        /// The colour the effect asked for.
        let color: RGBAColor
        /// The colour as written to `shadowColor`: the layer still shows it while it is the same object.
        let cgColor: CGColor

        init(color: RGBAColor, cgColor: CGColor) {
            self.color = color
            self.cgColor = cgColor
        }
    }
#endif
