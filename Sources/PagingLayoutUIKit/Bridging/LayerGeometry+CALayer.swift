#if canImport(UIKit)
    import UIKit

    extension LayerGeometry {
        /// The geometry of a Core Animation layer: its bounds, position, anchor point, transform and
        /// sublayer transform.
        package init(_ layer: CALayer) {
            self.init(
                bounds: layer.bounds,
                position: layer.position,
                anchorPoint: layer.anchorPoint,
                transform: Transform3D(layer.transform),
                sublayerTransform: Transform3D(layer.sublayerTransform))
        }
    }
#endif
