import Foundation

// The default item size is a CGSize; on Apple platforms its initialiser comes from CoreGraphics,
// which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of a ``PhotosPreviewLayout`` (the Photos preview pager).
///
/// ```swift
/// let options = PhotosPreviewLayoutOptions(itemSize: CGSize(width: 414, height: 600), spacing: 20)
/// ```
public struct PhotosPreviewLayoutOptions: Sendable, Equatable {
    /// Every page's size, in points — usually the viewport's. Default 375 × 667 (an iPhone's
    /// screen; set it from the view). A page with a zero dimension is never listed.
    public var itemSize: CGSize
    /// The gap between pages, in points, ≥ 0. Default 10 (a flow layout's default line
    /// spacing).
    public var spacing: CGFloat
    /// How far a page moves when it is almost a whole page away, in points. Default 44.
    public var offsetBetweenCells: CGFloat
    /// How far a page's image moves against the page, as a fraction of the page width per page of
    /// progress. Default 0.3.
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
