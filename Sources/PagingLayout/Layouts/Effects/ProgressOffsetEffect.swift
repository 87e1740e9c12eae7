import Foundation

/// A ``PagingEffect`` used as an ``OffsetEffect``: it is evaluated at the element's
/// ``OffsetEffectContext/progress``, for a target of the element's size in the viewport's size,
/// and contributes its transform and alpha — so the prepared effects (scale, stack, the peer
/// catalogues, your own) compose with the offset-driven ones in a ``ComposedOffsetEffect``.
///
/// What a layout element cannot carry (shadow, blur, snapshot pieces, content transform, z
/// position) is left out; z order stays the layout's.
///
/// ```swift
/// let carouselCards = ComposedOffsetEffect([
///     FocusSpacingEffect(spacing: 10, spacingWhenFocused: 30),
///     ProgressOffsetEffect(ScaleEffect(options: .layout(.linear))),
/// ])
/// ```
public struct ProgressOffsetEffect: OffsetEffect {
    /// The progress-driven effect.
    public var effect: any PagingEffect

    /// Uses `effect` as an offset-driven effect.
    public init(_ effect: any PagingEffect) {
        self.effect = effect
    }

    /// The effect's transform and alpha at the element's progress.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        let effectContext = EffectContext(
            targetSize: context.frame.size, scrollDirection: context.scrollDirection,
            viewportSize: context.viewport.size)
        let attributes = effect.attributes(for: context.progress.finiteValue, in: effectContext).finite()
        return OffsetEffectAttributes(transform: attributes.transform, alpha: attributes.alpha)
    }
}
