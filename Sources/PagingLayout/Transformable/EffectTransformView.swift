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

    /// What the effect knows besides progress. By default the pager's context with the target's
    /// size (``PagerEnvironment/context(forTargetOf:movedBy:)``): its reading direction, axis,
    /// viewport and page step with its spacing, plus the spacing the effect proposes; outside a
    /// pager, pages a target length apart plus that proposal. Implement it to give other values.
    var effectContext: EffectContext { get }
}

extension EffectTransformView {
    /// The pager's context for the target (``PagerEnvironment/context(forTargetOf:movedBy:)``):
    /// right-to-left mirrors, the pager's spacing counts, and the effect's proposed spacing is added.
    public var effectContext: EffectContext {
        PagerEnvironment.context(forTargetOf: effectTarget.bounds.size, movedBy: pagingEffect)
    }

    /// Applies the effect: calls ``applyEffectTransform(progress:)``.
    public func transform(progress: CGFloat) {
        applyEffectTransform(progress: progress)
    }

    /// Evaluates ``pagingEffect`` in ``effectContext`` (mirrored for a right-to-left context) and
    /// applies the result to ``effectTarget``.
    // Evaluated into the attributes the prepared views keep, through `into:`, and applied from there:
    // the returning call started each frame from a copy of the whole untouched value.
    @inlinable
    public func applyEffectTransform(progress: CGFloat) {
        let target = effectTarget
        let effect = pagingEffect
        let context = effectContext
        // The effect's pieces, if it shows any (a snapshot effect, or a composition holding one).
        // Into a value of the call's own, not through `updateSnapshot(_:)`: for the many effects that
        // show none, handing the target's snapshot out and back cost more than the pieces' array
        // saves (callgrind, the ninth round in Docs/Performance.md). Both outputs in one call, so the
        // existential is opened and dispatched once (the tenth round).
        var snapshot: SnapshotAttributes?
        EffectScratch.withAttributes { attributes in
            effect.directedAttributes(for: progress, in: context, into: &attributes, snapshot: &snapshot)
            target.apply(attributes)
        }
        target.applySnapshot(snapshot)
    }

    /// The effect's z position at `progress`.
    // Evaluated into the kept attributes too: the adapters ask for it on every frame, and the returning
    // evaluation copied the whole attributes value in and out (about 800 instructions for coverFlow).
    @inlinable
    public func zPosition(progress: CGFloat) -> Int {
        let effect = pagingEffect
        let context = effectContext
        var zPosition = 0
        EffectScratch.withAttributes { attributes in
            effect.attributes(for: progress, in: context, into: &attributes)
            zPosition = attributes.zPosition
        }
        return zPosition
    }
}
