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
    /// value per item and pass it here: the snapshot effect then refills the pieces array it already
    /// holds instead of allocating one. The default implementation assigns
    /// `attributes(for:in:)`; override it when the attributes hold storage worth reusing.
    func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes)

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
