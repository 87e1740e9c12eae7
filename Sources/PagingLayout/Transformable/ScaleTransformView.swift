import Foundation

/// A page that scales, slides and turns with progress: conform, optionally override
/// ``scaleOptions``, and the default ``TransformableView/transform(progress:)`` applies the
/// ``ScaleEffect`` to ``scalableView``.
///
/// ```swift
/// @MainActor final class CoverCard: ScaleTransformView {
///     let scalableView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
///     var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
/// }
/// ```
///
/// On Apple platforms the UIKit adapter makes a `UICollectionViewCell`'s `scalableView` default to
/// the first subview of its `contentView`, as the original does.
@MainActor
public protocol ScaleTransformView: TransformableView {
    /// The type of ``scalableView``: a `UIView` on Apple platforms, or ``LayerNode``.
    associatedtype ScalableView: TransformTarget

    /// The effect's settings. Defaults to `ScaleTransformViewOptions()`.
    var scaleOptions: ScaleTransformViewOptions { get }

    /// The view the effect transforms; its bounds size is the size the ratios refer to.
    var scalableView: ScalableView { get }

    /// Evaluates the scale effect at `progress` and applies it to ``scalableView``.
    ///
    /// Call it from your own `transform(progress:)` to combine the effect with changes of your own.
    func applyScaleTransform(progress: CGFloat)
}

extension ScaleTransformView {
    /// The original's default options (`ScaleTransformViewOptions()`, built once).
    @inlinable
    public var scaleOptions: ScaleTransformViewOptions { .defaults }

    /// Applies the scale effect: calls ``applyScaleTransform(progress:)``.
    @inlinable
    public func transform(progress: CGFloat) {
        applyScaleTransform(progress: progress)
    }

    /// Evaluates ``ScaleEffect`` with ``scaleOptions`` for ``scalableView``'s size and applies the result.
    @inlinable
    public func applyScaleTransform(progress: CGFloat) {
        let target = scalableView
        let context = PagerEnvironment.context(forTargetOf: target.bounds.size)
        let effect = ScaleEffect(options: scaleOptions)
        // Only what the scale effect computes, as the original did: the view's alpha, visibility and
        // (without a 3-D rotation) double-sidedness stay as its owner set them.
        let turns = effect.options.rotation3d != nil
        // Evaluated into the kept attributes and applied from there: no whole attributes value is
        // copied per frame. The effect is built outside the closure (inside, its options were copied
        // again), and each `apply` names constant parts, so the tests of the parts fold away.
        EffectScratch.withAttributes { attributes in
            effect.directedAttributes(for: progress, in: context, into: &attributes)
            target.apply(attributes, writing: [.transform, .shadow, .blur])
            if turns { target.apply(attributes, writing: .doubleSidedness) }
        }
    }
}
