import Foundation

@testable import PagingLayout

/// A test target that keeps every property in another target, `base`, and declares only what it does
/// differently (a setter that calls back, its own `applyShadow(_:blurRadius:blurStyle:)`); what it
/// does not declare keeps `TransformTarget`'s defaults, which write through these properties.
@MainActor
protocol ForwardingTransformTarget: TransformTarget {
    associatedtype Base: TransformTarget
    /// The target that holds the properties.
    var base: Base { get }
}

extension ForwardingTransformTarget {
    var frame: CGRect { base.frame }
    var bounds: CGRect { base.bounds }
    var layerTransform: Transform3D {
        get { base.layerTransform }
        set { base.layerTransform = newValue }
    }
    var alpha: CGFloat {
        get { base.alpha }
        set { base.alpha = newValue }
    }
    var isHidden: Bool {
        get { base.isHidden }
        set { base.isHidden = newValue }
    }
    var layerShadow: ShadowAttributes? {
        get { base.layerShadow }
        set { base.layerShadow = newValue }
    }
    var layerBlurRadius: CGFloat {
        get { base.layerBlurRadius }
        set { base.layerBlurRadius = newValue }
    }
    var layerBlurStyle: BlurEffectStyle {
        get { base.layerBlurStyle }
        set { base.layerBlurStyle = newValue }
    }
    var layerCornerRadius: CGFloat {
        get { base.layerCornerRadius }
        set { base.layerCornerRadius = newValue }
    }
    var layerIsDoubleSided: Bool {
        get { base.layerIsDoubleSided }
        set { base.layerIsDoubleSided = newValue }
    }
    var layerContentTransform: Transform3D {
        get { base.layerContentTransform }
        set { base.layerContentTransform = newValue }
    }
    func applySnapshot(_ snapshot: SnapshotAttributes?) { base.applySnapshot(snapshot) }
}
