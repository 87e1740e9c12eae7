import Foundation

/// Several effects acting on the same item as one, in order.
///
/// Each effect is evaluated at the same progress and size; their attributes combine as follows:
/// - **transform** and **content transform**: each concatenated in order — the first effect's
///   transform is applied first, then the second's, and so on (`t₁.concatenating(t₂)…`);
/// - **alpha**: multiplied;
/// - **z position**: the first effect's;
/// - **shadow**: the last effect's that sets one (non-`nil`);
/// - **blur radius**: the largest, with that effect's blur style;
/// - **double-sided**: only if every effect leaves the target double-sided;
/// - **target hidden**: if any effect hides it;
/// - **snapshot** (``snapshot(for:in:into:)``): the last effect's that shows one;
/// - **proposed spacing**: the first effect's that proposes one.
///
/// With no effects the item is left untouched (identity, opaque, default z position). Numbers that
/// overflow while combining (a product of huge transforms) hold at the largest finite value of their
/// sign, NaN from such an overflow counting as 0.
///
/// ```swift
/// let effect = ComposedEffect([ScaleEffect(options: .coverFlow), FadeEffect()])
/// ```
public struct ComposedEffect: PagingEffect {
    /// The effects, in the order they apply.
    public var effects: [any PagingEffect]

    /// Composes `effects`, applied in order.
    public init(_ effects: [any PagingEffect]) {
        self.effects = effects
    }

    /// The combined attributes at `progress` (see the type's rules).
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        // Folded as each effect is evaluated: this runs for every item on every frame, so no array
        // of intermediate results is built.
        guard let first = effects.first else { return EffectAttributes(defaultZPositionAt: progress) }
        var combined = first.attributes(for: progress, in: context)
        for effect in effects.dropFirst() {
            let part = effect.attributes(for: progress, in: context)
            combined.transform = combined.transform.concatenating(part.transform)
            combined.contentTransform = combined.contentTransform.concatenating(part.contentTransform)
            combined.alpha *= part.alpha
            combined.shadow = part.shadow ?? combined.shadow
            if part.blurRadius > combined.blurRadius {
                combined.blurRadius = part.blurRadius
                combined.blurStyle = part.blurStyle
            }
            combined.isDoubleSided = combined.isDoubleSided && part.isDoubleSided
            combined.isTargetHidden = combined.isTargetHidden || part.isTargetHidden
        }
        return combined.finite()
    }

    /// The snapshot of the last effect that shows one, written into `snapshot` (its storage reused
    /// by that effect); `nil` when none does.
    public func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
        // From the last effect back: the first that writes one is the one kept, and the effects
        // before it are not asked.
        for effect in effects.reversed() {
            effect.snapshot(for: progress, in: context, into: &snapshot)
            if case .some = snapshot {
                snapshot!.makeFinite()
                return
            }
        }
        if case .some = snapshot { snapshot = nil }
    }

    /// The spacing the first effect that proposes one proposes; `nil` when none does.
    public func proposedSpacing(in context: EffectContext) -> CGFloat? {
        for effect in effects {
            if let spacing = effect.proposedSpacing(in: context) { return spacing }
        }
        return nil
    }
}
