import Foundation

/// A transformable view moved by any ``PagingEffect``: a peer's catalogue effect, one found in an
/// ``EffectRegistry``, a ``ComposedEffect`` or your own — selected the way the prepared effects'
/// views select theirs.
///
/// Name the view to move and the effect; the default ``TransformableView/transform(progress:)`` applies the effect's
/// attributes to ``effectTarget`` and ``TransformableView/zPosition(progress:)`` is the effect's.
///
/// ```swift
/// @MainActor final class CarouselCard: EffectTransformView {
///     let card = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
///     var effectTarget: LayerNode { card }
///     var pagingEffect: any PagingEffect { ICarouselEffect(options: .coverFlow) }
/// }
/// ```
@MainActor
public protocol EffectTransformView: TransformableView {
    /// The type of ``effectTarget``; a `UIView` on Apple platforms.
    associatedtype EffectTarget: TransformTarget

    /// The view the effect moves.
    var effectTarget: EffectTarget { get }

    /// The effect.
    var pagingEffect: any PagingEffect { get }

    /// What the effect knows besides progress. By default the target's size, with pages a target
    /// length apart plus the spacing the effect proposes; implement it to give the pager's viewport,
    /// spacing or axis.
    var effectContext: EffectContext { get }
}

extension EffectTransformView {
    /// The target's size, pages a target length apart plus the spacing the effect proposes.
    public var effectContext: EffectContext {
        EffectContext(targetSize: effectTarget.bounds.size).withProposedSpacing(of: pagingEffect)
    }

    /// Applies the effect: calls ``applyEffectTransform(progress:)``.
    public func transform(progress: CGFloat) {
        applyEffectTransform(progress: progress)
    }

    /// Evaluates ``pagingEffect`` in ``effectContext`` (mirrored for a right-to-left context) and
    /// applies the result to ``effectTarget``.
    public func applyEffectTransform(progress: CGFloat) {
        effectTarget.apply(pagingEffect.directedAttributes(for: progress, in: effectContext))
    }

    /// The effect's z position at `progress`.
    public func zPosition(progress: CGFloat) -> Int {
        pagingEffect.attributes(for: progress, in: effectContext).zPosition
    }
}
