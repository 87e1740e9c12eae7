#if canImport(UIKit)
    import UIKit

    /// What the adapter remembers about a view between frames that a `UIView` cannot hold itself,
    /// kept in its layer's key-value storage under one key: the shadow's colour an effect wrote, the
    /// clipping a cell had before an effect moved its content, the blur overlay above the view, the
    /// snapshot container over the view and a cell's default snapshot identifier. Each use finds it
    /// with one lookup and one cast, whatever it needs from it: `applyShadow(_:blurRadius:blurStyle:)`,
    /// which `TransformTarget.apply(_:)` calls for every page on every frame, finds it once for the
    /// shadow and the blur.
    final class EffectLayerRecord: NSObject {
        /// The layer's key-value storage key.
        static let key = "pagingLayoutEffects"
        /// The shadow colour an effect asked for last, `nil` while no effect's shadow is shown.
        var shadowColor: RGBAColor?
        /// `shadowColor` as written to `shadowColor` of the layer: the layer still shows it while it
        /// is the same object. It marks the layer's shadow as an effect's.
        var shadowCGColor: CGColor?
        /// A cell's own `clipsToBounds` from before an effect moved its content (`layerContentTransform`),
        /// restored when the content is back in place; `nil` while the content is not moved.
        var ownClipping: Bool?
        /// The ``BlurEffectView`` the view's `layerBlurRadius` placed; held weakly, as its superview
        /// owns it.
        weak var blurOverlay: BlurEffectView?
        /// The ``SnapshotContainerView`` showing the view's pieces; held weakly, as its superview
        /// owns it.
        weak var snapshotContainer: SnapshotContainerView?
        /// A cell's default `snapshotIdentifier` and what it was built from, reused while that
        /// stays the same (no string built per frame).
        var snapshotIdentifier: (source: SnapshotIdentifierSource, identifier: String)?

        /// The record of `layer`, if an effect wrote one.
        static func find(on layer: CALayer) -> EffectLayerRecord? {
            // Unwrapped first: a layer without a record costs no cast.
            guard let value = layer.value(forKey: key) else { return nil }
            return value as? EffectLayerRecord
        }

        /// The record of `layer`, made and stored when there is none.
        static func make(on layer: CALayer, found: EffectLayerRecord?) -> EffectLayerRecord {
            if let found { return found }
            let record = EffectLayerRecord()
            layer.setValue(record, forKey: key)
            return record
        }
    }
#endif
