import Foundation

/// A page effect: a pure, `Sendable` value that maps an item's progress to its visual state.
///
/// Progress is 0 when the item is centred and ±1 when it is one page away. Conform your own type to
/// write a custom effect, register it in an ``EffectRegistry`` to find it by name, and combine it
/// with others in a ``ComposedEffect``.
///
/// ```swift
/// struct FadeEffect: PagingEffect {
///     var minimumAlpha: CGFloat = 0.3
///     func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
///         var attributes = EffectAttributes(defaultZPositionAt: progress)
///         attributes.alpha = max(minimumAlpha, 1 - abs(progress))
///         return attributes
///     }
/// }
/// ```
public protocol PagingEffect: Sendable {
    /// The visual state of an item at `progress`, for a target described by `context`.
    ///
    /// Must be pure (same input, same output) and must not return non-finite numbers for finite input.
    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes

    /// Writes the visual state of an item at `progress` into `attributes`, replacing what it held
    /// and reusing its storage where it can.
    ///
    /// The same result as ``attributes(for:in:)``. A caller evaluating every frame can keep one
    /// value per item and pass it here, so the effect writes the fields in place instead of building
    /// a value and copying it out. The default implementation assigns `attributes(for:in:)`;
    /// override it when writing in place is cheaper (the prepared effects do).
    func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes)

    /// Writes the snapshot the effect shows over the target at `progress` into `snapshot`: a
    /// container holding the target's image cut into pieces, or `nil` for an effect that transforms
    /// the target itself.
    ///
    /// The snapshot is the one output that needs storage (the pieces array), so it is kept out of
    /// ``EffectAttributes`` and written into a value the caller keeps: ``SnapshotEffect`` refills the
    /// pieces array `snapshot` already holds. The default implementation writes `nil` (no snapshot);
    /// implement it for an effect that cuts the target into pieces, and hide the target in its
    /// attributes (``EffectAttributes/isTargetHidden``) while the pieces show. Must be pure, like
    /// ``attributes(for:in:)``, with finite numbers for finite input.
    ///
    /// ```swift
    /// var pieces: SnapshotAttributes?   // kept between frames
    /// effect.snapshot(for: progress, in: context, into: &pieces)
    /// target.applySnapshot(pieces)
    /// ```
    func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?)

    /// Writes both outputs at `progress` in one call: what ``attributes(for:in:into:)`` writes into
    /// `attributes` and what ``snapshot(for:in:into:)`` writes into `snapshot`.
    ///
    /// For a caller that holds the effect as `any PagingEffect` and shows both outputs
    /// (`EffectTransformView`'s default): the existential is opened and dispatched once instead of
    /// once per output. The default implementation calls the two; implement it only when one pass
    /// over the effect's work is cheaper than two.
    func attributes(
        for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes,
        snapshot: inout SnapshotAttributes?)

    /// The spacing between pages, in points along the paging axis, that this effect is designed for,
    /// or `nil` to leave the pager's own spacing (the default).
    ///
    /// Some peers' effects only look right with pages closer together, even overlapping
    /// (FSPagerView's overlap proposes −0.39 × the page width). A pager that honours the proposal
    /// lays pages `page length + proposedSpacing` apart, and that is the ``EffectContext/pageStep``
    /// the effect then receives; `paging-layout eval` honours it. `context.pageStep` is not yet
    /// adjusted when this is asked.
    func proposedSpacing(in context: EffectContext) -> CGFloat?
}

extension PagingEffect {
    /// Assigns ``attributes(for:in:)``.
    public func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes) {
        attributes = self.attributes(for: progress, in: context)
    }

    /// No snapshot: writes `nil`.
    @inlinable
    public func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
        // Matched by case, so that a value that holds none is left unwritten: `nil` is a 160-byte store.
        if case .some = snapshot { snapshot = nil }
    }

    /// Calls ``attributes(for:in:into:)``, then ``snapshot(for:in:into:)``.
    @inlinable
    public func attributes(
        for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes,
        snapshot: inout SnapshotAttributes?
    ) {
        self.attributes(for: progress, in: context, into: &attributes)
        self.snapshot(for: progress, in: context, into: &snapshot)
    }

    /// ``snapshot(for:in:into:)`` into a new value: the effect's snapshot at `progress`, or `nil`
    /// when it shows none.
    ///
    /// ```swift
    /// SnapshotEffect(options: .layout(.puzzle))
    ///     .snapshot(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))?.pieces.count   // 40
    /// ```
    public func snapshot(for progress: CGFloat, in context: EffectContext) -> SnapshotAttributes? {
        var snapshot: SnapshotAttributes?
        self.snapshot(for: progress, in: context, into: &snapshot)
        return snapshot
    }

    /// No proposal: the pager's own spacing.
    public func proposedSpacing(in context: EffectContext) -> CGFloat? { nil }

    /// ``attributes(for:in:into:)`` into fresh attributes: the returning call of an effect that
    /// writes in place (the prepared effects), written once for all of them.
    package func freshAttributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var attributes = EffectAttributes()
        self.attributes(for: progress, in: context, into: &attributes)
        return attributes
    }
}
