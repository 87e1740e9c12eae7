import Foundation

/// The settings of ``SlideEffect``: how much neighbours shrink and fade as they slide away.
///
/// The defaults are a plain pager (pages side by side, unchanged); ``carousel`` shrinks and fades
/// the neighbours, the usual look of a pager whose pages are shorter than the viewport.
public struct SlideEffectOptions: Sendable, Hashable {
    /// How much a page shrinks per page of distance from the centre: scale = 1 − |progress| × ratio,
    /// never below 0. Default 0 (no shrinking); 0.15 makes a neighbour 85% of its size.
    public var scaleRatio: CGFloat
    /// How much a page fades per page of distance: alpha = 1 − |progress| × ratio, never below 0.
    /// Default 0 (no fading).
    public var alphaRatio: CGFloat

    /// Creates options; the defaults slide pages without changing them.
    public init(scaleRatio: CGFloat = 0, alphaRatio: CGFloat = 0) {
        self.scaleRatio = scaleRatio
        self.alphaRatio = alphaRatio
    }

    /// Neighbours at 85% of their size and 70% opacity.
    public static let carousel = SlideEffectOptions(scaleRatio: 0.15, alphaRatio: 0.3)
}
