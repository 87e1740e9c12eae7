import Foundation

/// The settings of the FSPagerView effect: WenchaoD/FSPagerView's nine transformer types and their
/// `minimumScale` and `minimumAlpha`, with FSPagerView's defaults.
///
/// ```swift
/// var options = FSPagerViewOptions.layout(.zoomOut)   // or .zoomOut
/// options.minimumAlpha = 0.4
/// let effect = FSPagerViewEffect(options: options)
/// ```
public struct FSPagerViewOptions: Sendable, Equatable {
    /// FSPagerView's transformer types (`FSPagerViewTransformerType`).
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Pages stay in place and cross-fade.
        case crossFading
        /// Side pages shrink and fade while sliding.
        case zoomOut
        /// The leaving page slides; the next one grows and fades in from behind it.
        case depth
        /// Overlapping pages, smaller and fainter off-centre (horizontal only).
        case overlap
        /// Slightly overlapping pages, smaller and fainter off-centre (horizontal only).
        case linear
        /// Pages turned about their vertical axis and set back (horizontal only).
        case coverFlow
        /// Pages on the rim of a wheel below the pager (horizontal only).
        case ferrisWheel
        /// Pages on the rim of a wheel above the pager (horizontal only).
        case invertedFerrisWheel
        /// Pages on the faces of a turning cube.
        case cubic
    }

    /// The transformer type. Default ``Layout/crossFading``.
    public var type: Layout
    /// The smallest page scale; `nil` for FSPagerView's default: 0.85 for ``Layout/zoomOut``,
    /// 0.5 for ``Layout/depth``, 0.65 otherwise.
    public var minimumScale: CGFloat?
    /// The smallest page alpha, used by zoom-out, overlap, linear and the Ferris wheels. Default 0.6.
    public var minimumAlpha: CGFloat

    /// Creates options; every parameter defaults to FSPagerView's value.
    public init(type: Layout = .crossFading, minimumScale: CGFloat? = nil, minimumAlpha: CGFloat = 0.6) {
        self.type = type
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }

    /// The minimum scale in effect: the option, or the type's default.
    var resolvedMinimumScale: CGFloat {
        if let minimumScale { return minimumScale }
        switch type {
        case .zoomOut: return 0.85
        case .depth: return 0.5
        default: return 0.65
        }
    }

    /// The options of a transformer type with FSPagerView's defaults.
    ///
    /// ```swift
    /// let options = FSPagerViewOptions.layout(.cubic)
    /// ```
    public static func layout(_ type: Layout) -> FSPagerViewOptions {
        FSPagerViewOptions(type: type)
    }
}
