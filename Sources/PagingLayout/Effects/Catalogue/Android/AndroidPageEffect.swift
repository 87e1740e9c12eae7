import Foundation

/// The Android effect: ViewPager2's zoom-out, depth and margin page transformers, with their numbers.
///
/// ViewPager2 lays pages edge to edge and the transformer sets translation, scale and alpha on
/// top; here the effect does both: the transformer's scale and translation about the page's centre,
/// then the move to the page's place, `progress × pageStep` along the axis.
///
/// Units: progress is the transformer's `position` (in pages); the transformers' `width` and
/// `height` are the target's (ViewPager2's page fills the pager, so its page step is its width).
/// On a vertical pager the translations run along the vertical axis (the guide's transformers are
/// written for horizontal pagers). Pages beyond ±1 are invisible and otherwise untouched (Android
/// keeps whatever a view had; a pure effect has no memory).
///
/// ```swift
/// let effect = AndroidPageEffect(options: .layout(.zoomOut))
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct AndroidPageEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: AndroidPageOptions

    /// Creates the effect; by default the zoom-out transformer.
    public init(options: AndroidPageOptions = AndroidPageOptions()) {
        self.options = options
    }

    /// The page's state at `position`: transform, alpha and z position (depth sends the page ahead
    /// behind the others, as its `translationZ = −1` does). A non-finite progress counts as 0;
    /// numbers that overflow hold at the largest finite value of their sign.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let p = EffectProgress.sanitized(progress)
        let horizontal = context.scrollDirection == .horizontal
        let size = context.targetSize
        let length = context.scrollDirection.length(of: size)
        let breadth = context.scrollDirection.crossLength(of: size)
        var attributes = EffectAttributes(defaultZPositionAt: p)
        var scale: CGFloat = 1
        var shift: CGFloat = 0
        switch options.transformer {
        case .zoomOut:
            let minScale = options.minScale ?? 0.85
            if abs(p) <= 1 {
                scale = max(minScale, 1 - abs(p))
                let lengthwise = length * (1 - scale) / 2
                let across = breadth * (1 - scale) / 2
                shift = p < 0 ? lengthwise - across / 2 : -lengthwise + across / 2
                // At a minimum scale of 1 or more the fade has no range (the guide divides by zero there).
                let fraction = minScale < 1 ? (scale - minScale) / (1 - minScale) : 0
                attributes.alpha = options.minAlpha + fraction * (1 - options.minAlpha)
            } else {
                attributes.alpha = 0
            }
        case .depth:
            let minScale = options.minScale ?? 0.75
            attributes.zPosition = p > 0 ? -1 : 0
            if p < -1 || p > 1 {
                attributes.alpha = 0
            } else if p > 0 {
                attributes.alpha = 1 - p
                shift = length * -p
                scale = minScale + (1 - minScale) * (1 - abs(p))
            }
        case .margin:
            shift = max(options.margin, 0) * p
        }
        let distance = shift + p * context.pageStep
        let move = horizontal ? Transform3D.translation(x: distance, y: 0) : .translation(x: 0, y: distance)
        attributes.transform = Transform3D.scale(x: scale, y: scale).concatenating(move)
        return attributes.finite()
    }
}
