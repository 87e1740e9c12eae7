import Foundation

/// A page that stacks like a card: conform, optionally override ``stackOptions``, and the default
/// ``TransformableView/transform(progress:)`` applies the ``StackEffect`` to ``cardView`` while
/// ``TransformableView/zPosition(progress:)`` orders the cards as a stack.
///
/// ```swift
/// @MainActor final class Card: StackTransformView {
///     let cardView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
///     var stackOptions: StackTransformViewOptions { .layout(.perspective) }
/// }
/// ```
///
/// On Apple platforms the UIKit adapter makes a `UICollectionViewCell`'s `cardView` default to the
/// first subview of its `contentView`, as the original does.
@MainActor
public protocol StackTransformView: TransformableView {
    /// The type of ``cardView``: a `UIView` on Apple platforms, or ``LayerNode``.
    associatedtype CardView: TransformTarget

    /// The effect's settings. Defaults to `StackTransformViewOptions()`.
    var stackOptions: StackTransformViewOptions { get }

    /// The view the effect transforms; its bounds size is the size the ratios refer to.
    var cardView: CardView { get }

    /// Evaluates the stack effect at `progress` and applies it to ``cardView``.
    ///
    /// Call it from your own `transform(progress:)` to combine the effect with changes of your own.
    func applyStackTransform(progress: CGFloat)
}

extension StackTransformView {
    /// The original's default options (`StackTransformViewOptions()`, built once).
    @inlinable
    public var stackOptions: StackTransformViewOptions { .defaults }

    /// Applies the stack effect: calls ``applyStackTransform(progress:)``.
    @inlinable
    public func transform(progress: CGFloat) {
        applyStackTransform(progress: progress)
    }

    /// The stack's z order, ``StackEffect/zPosition(progress:)``: `−round(progress)`, negated when
    /// ``StackTransformViewOptions/reverse`` is set.
    public func zPosition(progress: CGFloat) -> Int {
        StackEffect(options: stackOptions).zPosition(progress: progress)
    }

    /// Evaluates ``StackEffect`` with ``stackOptions`` for ``cardView``'s size and applies the result.
    @inlinable
    public func applyStackTransform(progress: CGFloat) {
        let target = cardView
        let context = PagerEnvironment.context(forTargetOf: target.bounds.size)
        let effect = StackEffect(options: stackOptions)
        // Evaluated into the kept attributes and applied from there (`apply` is inlined and reads
        // the fields it writes): no whole attributes value is copied per frame.
        EffectScratch.withAttributes { attributes in
            effect.directedAttributes(for: progress, in: context, into: &attributes)
            target.apply(attributes)
        }
    }
}
