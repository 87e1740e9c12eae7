import Foundation

/// The settings of the Android effect: the page transformers of Android's ViewPager2 guide
/// (`ZoomOutPageTransformer`, `DepthPageTransformer`) and AndroidX's `MarginPageTransformer`, with
/// their constants as defaults.
///
/// ```swift
/// let effect = AndroidPageEffect(options: .layout(.depth))
/// ```
public struct AndroidPageOptions: Sendable, Equatable {
    /// The transformers.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Side pages shrink and fade (`ZoomOutPageTransformer`).
        case zoomOut
        /// The next page grows and fades in from behind the current one (`DepthPageTransformer`).
        case depth
        /// A gap between pages (`MarginPageTransformer`).
        case margin
    }

    /// The transformer. Default ``Layout/zoomOut``.
    public var transformer: Layout
    /// The smallest scale; `nil` for the guide's `MIN_SCALE`: 0.85 for zoom-out, 0.75 for depth.
    public var minScale: CGFloat?
    /// Zoom-out: the smallest alpha (`MIN_ALPHA`). Default 0.5.
    public var minAlpha: CGFloat
    /// Margin: the gap between pages in points (`marginPx`). Default 16. Negative values count as 0
    /// (AndroidX rejects them).
    public var margin: CGFloat

    /// Creates options; every parameter defaults to the guide's value.
    public init(transformer: Layout = .zoomOut, minScale: CGFloat? = nil, minAlpha: CGFloat = 0.5, margin: CGFloat = 16) {
        self.transformer = transformer
        self.minScale = minScale
        self.minAlpha = minAlpha
        self.margin = margin
    }

    /// The options of a transformer with the guide's constants.
    ///
    /// ```swift
    /// let options = AndroidPageOptions.layout(.margin)
    /// ```
    public static func layout(_ transformer: Layout) -> AndroidPageOptions {
        AndroidPageOptions(transformer: transformer)
    }
}
