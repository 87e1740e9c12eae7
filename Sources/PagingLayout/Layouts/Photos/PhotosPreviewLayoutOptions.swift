import Foundation

// The default item size is a CGSize; on Apple platforms its initialiser comes from CoreGraphics,
// which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of a ``PhotosPreviewLayout`` (the Photos preview pager of seed 003), under the
/// seed's names.
///
/// ```swift
/// let options = PhotosPreviewLayoutOptions(itemSize: CGSize(width: 414, height: 600), spacing: 20)
/// ```
public struct PhotosPreviewLayoutOptions: Sendable, Equatable {
    /// Every page's size, in points — usually the viewport's. Default 375 × 667 (the seed sets it
    /// from its view; this is an iPhone's screen). A page with a zero dimension is never listed.
    public var itemSize: CGSize
    /// The gap between pages, in points, ≥ 0. Default 10 (the flow layout's line spacing, which the
    /// seed leaves as it is).
    public var spacing: CGFloat
    /// How far a page moves when it is almost a whole page away, in points. Default 44 (the seed's).
    public var offsetBetweenCells: CGFloat
    /// How far a page's image moves against the page, as a fraction of the page width per page of
    /// progress. Default 0.3 (the seed's).
    public var parallaxRatio: CGFloat

    /// Creates options; every argument defaults as documented on its property.
    public init(
        itemSize: CGSize = CGSize(width: 375, height: 667), spacing: CGFloat = 10, offsetBetweenCells: CGFloat = 44,
        parallaxRatio: CGFloat = 0.3
    ) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.offsetBetweenCells = offsetBetweenCells
        self.parallaxRatio = parallaxRatio
    }
}
