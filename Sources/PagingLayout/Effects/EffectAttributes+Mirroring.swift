import Foundation

extension EffectAttributes {
    /// These attributes seen in a mirror about the vertical axis through the target's centre: the
    /// transform and the content transform conjugated by the x mirror (`m12`, `m13`, `m14`, `m21`,
    /// `m31`, `m41` change sign), everything else unchanged.
    ///
    /// A translation to the right becomes one to the left and a rotation about y turns the other way,
    /// while the target's own content is not flipped. (A snapshot is not part of the attributes and
    /// is not mirrored: see ``PagingEffect/directedSnapshot(for:in:into:)``.)
    public func mirroredHorizontally() -> EffectAttributes {
        var mirrored = self
        mirrored.mirrorHorizontally()
        return mirrored
    }
}

extension Transform3D {
    /// The transform conjugated by the mirror x → −x: `S · self · S` with `S` = scale(−1, 1, 1).
    public func mirroredHorizontally() -> Transform3D {
        // `0 - x` rather than `-x`, so a zero field stays +0 and output never shows "-0.0".
        var t = self
        t.m12 = 0 - m12
        t.m13 = 0 - m13
        t.m14 = 0 - m14
        t.m21 = 0 - m21
        t.m31 = 0 - m31
        t.m41 = 0 - m41
        return t
    }
}

extension PagingEffect {
    /// The effect's attributes as drawn in `context`'s layout direction: ``attributes(for:in:)``,
    /// mirrored horizontally when the context is right-to-left on a horizontal pager.
    ///
    /// Effects compute left-to-right; everything that applies an effect (transformable views, hit
    /// testing, renderers, `paging-layout eval`) goes through this so right-to-left pagers mirror.
    ///
    /// Inlinable, and written through ``attributes(for:in:into:)``: a caller's module specialises it
    /// for the effect's type, and the prepared effects fill the returned value in place instead of
    /// building one and copying it out. (Returning the effect's own ``attributes(for:in:)`` and
    /// mirroring that was measured at about 500 instructions more per coverFlow evaluation.)
    @inlinable
    public func directedAttributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var attributes = EffectAttributes.untouched
        directedAttributes(for: progress, in: context, into: &attributes)
        return attributes
    }

    /// ``directedAttributes(for:in:)`` written into `attributes` through
    /// ``attributes(for:in:into:)``: what a caller on a frame path uses with a value it keeps,
    /// instead of taking fresh attributes each frame (which costs a copy of the whole value to start
    /// from).
    /// Inlinable too, so a caller's specialisation calls the effect's own evaluation directly rather
    /// than through the generic entry point and the protocol's witness table.
    ///
    /// ```swift
    /// var kept = EffectAttributes()   // kept between frames, e.g. by the page view
    /// effect.directedAttributes(for: progress, in: context, into: &kept)
    /// target.apply(kept)
    /// ```
    @inlinable
    public func directedAttributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes) {
        self.attributes(for: progress, in: context, into: &attributes)
        if context.isMirrored { attributes.mirrorHorizontally() }
    }
}

extension PagingEffect {
    /// The effect's snapshot as drawn in `context`'s layout direction: ``snapshot(for:in:into:)``
    /// into a new value.
    ///
    /// What a caller that shows the snapshot pairs with ``directedAttributes(for:in:)``.
    @inlinable
    public func directedSnapshot(for progress: CGFloat, in context: EffectContext) -> SnapshotAttributes? {
        var snapshot: SnapshotAttributes?
        directedSnapshot(for: progress, in: context, into: &snapshot)
        return snapshot
    }

    /// The effect's snapshot as drawn in `context`'s layout direction, written into `snapshot` (its
    /// pieces array refilled): the counterpart of ``directedAttributes(for:in:into:)`` for a caller
    /// that shows pieces.
    ///
    /// A right-to-left context leaves the snapshot as ``snapshot(for:in:into:)`` writes it: the pieces
    /// slice the target's own (unmirrored) content, so they keep their places. Go through this rather
    /// than the effect's own call, as for the attributes, so the rule stays in one place.
    ///
    /// ```swift
    /// effect.directedAttributes(for: progress, in: context, into: &keptAttributes)
    /// effect.directedSnapshot(for: progress, in: context, into: &keptSnapshot)
    /// target.apply(keptAttributes)
    /// target.applySnapshot(keptSnapshot)
    /// ```
    @inlinable
    public func directedSnapshot(
        for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?
    ) {
        self.snapshot(for: progress, in: context, into: &snapshot)
    }
}

extension PagingEffect {
    /// ``directedAttributes(for:in:into:)`` and ``directedSnapshot(for:in:into:)`` in one call,
    /// through ``attributes(for:in:into:snapshot:)``: for a caller that holds the effect as
    /// `any PagingEffect` and shows both outputs, so the effect is dispatched once.
    ///
    /// ```swift
    /// effect.directedAttributes(for: progress, in: context, into: &keptAttributes, snapshot: &keptSnapshot)
    /// target.apply(keptAttributes)
    /// target.applySnapshot(keptSnapshot)
    /// ```
    @inlinable
    public func directedAttributes(
        for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes,
        snapshot: inout SnapshotAttributes?
    ) {
        self.attributes(for: progress, in: context, into: &attributes, snapshot: &snapshot)
        if context.isMirrored { attributes.mirrorHorizontally() }
    }
}

extension EffectAttributes {
    /// Replaces these attributes with ``mirroredHorizontally()``, in place: only the two transforms
    /// are written.
    @inlinable
    mutating func mirrorHorizontally() {
        transform = transform.mirroredHorizontally()
        contentTransform = contentTransform.mirroredHorizontally()
    }
}
