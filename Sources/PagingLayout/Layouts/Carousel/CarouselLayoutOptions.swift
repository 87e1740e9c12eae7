import Foundation

// The default item size is a CGSize; on Apple platforms its initialiser comes from CoreGraphics,
// which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of a ``CarouselLayout`` (the focus carousel), under the default names.
///
/// ```swift
/// let options = CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150), spacing: 10, spacingWhenFocused: 40)
/// ```
public struct CarouselLayoutOptions: Sendable, Equatable {
    /// Every item's size, in points. Default 150 × 100. An item with a zero dimension is
    /// never listed.
    public var itemSize: CGSize
    /// The spacing between items away from the focus, in points. Default 30.
    public var spacing: CGFloat
    /// The spacing on each side of the focused item when the focus rests on it, in points. Default 60
    ///. Equal to ``spacing`` for a plain carousel.
    public var spacingWhenFocused: CGFloat

    /// Creates options; every argument defaults to the default value.
    public init(
        itemSize: CGSize = CGSize(width: 150, height: 100), spacing: CGFloat = 30, spacingWhenFocused: CGFloat = 60
    ) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.spacingWhenFocused = spacingWhenFocused
    }
}
