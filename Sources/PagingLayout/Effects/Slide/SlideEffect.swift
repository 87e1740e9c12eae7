import Foundation

/// The slide effect: pages side by side along the axis, one page step apart — the plain pager, and
/// the effect for pages shorter than the viewport whose neighbours peek in.
///
/// A page at progress p moves p × ``EffectContext/pageStep`` along ``EffectContext/scrollDirection``
/// (page length plus spacing, so the gaps show) — or by ``EffectContext/displacement`` when pages
/// have their own lengths — and with ``SlideEffectOptions/scaleRatio`` and
/// ``SlideEffectOptions/alphaRatio`` shrinks and fades with its distance. Right-to-left pagers mirror
/// it through ``PagingEffect/directedAttributes(for:in:)`` like every effect.
///
/// ```swift
/// let effect = SlideEffect(options: .carousel)
/// let context = EffectContext(targetSize: CGSize(width: 240, height: 400), pageStep: 256)
/// effect.attributes(for: 1, in: context).transform   // scale 0.85, moved 256 points right
/// ```
public struct SlideEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: SlideEffectOptions

    /// Creates the effect; by default a plain slide.
    public init(options: SlideEffectOptions = SlideEffectOptions()) {
        self.options = options
    }

    /// The page at `progress`: translated by progress × page step (or the context's displacement)
    /// along the axis, scaled by
    /// max(1 − |progress| × scaleRatio, 0) about its centre, alpha max(1 − |progress| × alphaRatio, 0),
    /// the default z position. A non-finite progress counts as 0; overflowing numbers hold at the
    /// largest finite value.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let progress = EffectProgress.sanitized(progress)
        let distance = abs(progress)
        let scale = max(1 - distance * options.scaleRatio.finiteValue, 0)
        let along = context.displacement(atProgress: progress)
        let translation: Transform3D = context.scrollDirection == .horizontal
            ? .translation(x: along, y: 0) : .translation(x: 0, y: along)
        let transform = Transform3D.scale(x: scale, y: scale).concatenating(translation)
        let alpha = max(1 - distance * options.alphaRatio.finiteValue, 0)
        var attributes = EffectAttributes(defaultZPositionAt: progress)
        attributes.transform = transform
        attributes.alpha = alpha
        return attributes.finite()
    }
}
