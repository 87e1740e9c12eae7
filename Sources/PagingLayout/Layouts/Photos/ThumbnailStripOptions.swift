import Foundation

// The default item size is a CGSize; on Apple platforms its initialiser comes from CoreGraphics,
// which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of a ``ThumbnailStripLayout`` (the Photos thumbnail strip).
///
/// ```swift
/// let options = ThumbnailStripOptions(
///     itemSize: CGSize(width: 30, height: 50), distanceBetween: 4, aspectRatios: [1.5, 0.75, 1.33])
/// ```
public struct ThumbnailStripOptions: Sendable, Equatable {
    /// Every thumbnail's size at rest, in points. Default 30 × 50.
    /// A thumbnail with a zero dimension is never listed.
    public var itemSize: CGSize
    /// The gap between thumbnails at rest, in points, ≥ 0. Default 4.
    public var distanceBetween: CGFloat
    /// Each thumbnail's image aspect ratio (width ÷ height, > 0), one per item: the strip has as many
    /// thumbnails as ratios. Default none.
    public var aspectRatios: [CGFloat]
    /// How much of the expansion towards the aspect ratio applies, 0…1. Default 1; the adapters
    /// animate it to 0 while the strip is dragged.
    public var expandingRate: CGFloat

    /// Creates options; every argument defaults as documented on its property.
    public init(
        itemSize: CGSize = CGSize(width: 30, height: 50), distanceBetween: CGFloat = 4, aspectRatios: [CGFloat] = [],
        expandingRate: CGFloat = 1
    ) {
        self.itemSize = itemSize
        self.distanceBetween = distanceBetween
        self.aspectRatios = aspectRatios
        self.expandingRate = expandingRate
    }
}
