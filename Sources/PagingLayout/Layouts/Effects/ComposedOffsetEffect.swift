import Foundation

/// Several offset-driven effects acting on the same element as one, in order.
///
/// Each effect sees the same ``OffsetEffectContext`` (the element at rest); their attributes
/// combine as follows:
/// - **transform**: concatenated in order, the first effect's applied first;
/// - **parallax offset** and **size change**: added;
/// - **overlay alpha**: the last effect's that draws one (non-`nil`);
/// - **alpha**: multiplied.
///
/// With no effects the element is left as it is. Numbers that overflow while combining hold at the
/// largest finite value of their sign, NaN from such an overflow counting as 0.
///
/// ```swift
/// // Cells that stick below the top and move their image, plus the scale effect's cover flow.
/// let effect = ComposedOffsetEffect([
///     StickyEffect(), ParallaxEffect(maxParallaxOffset: 30),
///     ProgressOffsetEffect(ScaleEffect(options: .layout(.coverFlow))),
/// ])
/// ```
public struct ComposedOffsetEffect: OffsetEffect {
    /// The effects, in the order they apply.
    public var effects: [any OffsetEffect]

    /// Composes `effects`, applied in order.
    public init(_ effects: [any OffsetEffect]) {
        self.effects = effects
    }

    /// The combined attributes (see the type's rules).
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        // Starts from the first effect's own attributes, so a composition of one changes nothing.
        guard let first = effects.first else { return OffsetEffectAttributes() }
        var combined = first.attributes(in: context)
        for effect in effects.dropFirst() {
            let part = effect.attributes(in: context)
            combined.transform = combined.transform.concatenating(part.transform).finite()
            combined.parallaxOffset = CGPoint(
                x: (combined.parallaxOffset.x + part.parallaxOffset.x).finiteValue,
                y: (combined.parallaxOffset.y + part.parallaxOffset.y).finiteValue)
            combined.overlayAlpha = part.overlayAlpha ?? combined.overlayAlpha
            combined.sizeChange = CGSize(
                width: (combined.sizeChange.width + part.sizeChange.width).finiteValue,
                height: (combined.sizeChange.height + part.sizeChange.height).finiteValue)
            combined.alpha = (combined.alpha * part.alpha).finiteValue
        }
        return combined
    }
}
