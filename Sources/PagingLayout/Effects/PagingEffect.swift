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
///         var attributes = EffectAttributes(progress: progress)
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
}
