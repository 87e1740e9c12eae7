import Foundation

/// The settings of ``ListLayout``: a vertical sectioned list with a global header, a menu, section
/// headers and footers, and the offset-driven effects of the sticky/stretchy list and the
/// parallax list.
///
/// The names are the original settings' names. The defaults are those of the original settings'
/// plain initialiser (no supplementary views, no effects but the overlay switch); the prepared
/// configurations are the presets ``stickyStretchy(width:)`` and ``parallax(width:)``.
///
/// A size of `nil` means the element does not exist, and so does a size of exactly zero by zero
/// (the original skips it). Sizes are in points; negative or non-finite dimensions count as 0 and
/// a negative line spacing as 0 when the layout is built (spec files reject them with an error).
///
/// ```swift
/// var options = ListLayoutOptions.stickyStretchy(width: 375)
/// options.maxParallaxOffset = 40
/// let layout = ListLayout(options: options, itemCounts: [4, 6, 3])
/// ```
public struct ListLayoutOptions: Sendable, Equatable {
    /// The size of every cell; `nil` for the viewport's size. Default `nil`.
    public var itemSize: CGSize?
    /// The size of the global header at the top of the content; `nil` for none. Default `nil`.
    public var headerSize: CGSize?
    /// The size of the menu below the global header; `nil` for none. Default `nil`.
    public var menuSize: CGSize?
    /// The size of each section's header; `nil` for none. Default `nil`.
    public var sectionsHeaderSize: CGSize?
    /// The size of each section's footer; `nil` for none. Default `nil`.
    public var sectionsFooterSize: CGSize?
    /// Whether the global header stretches (scales, top pinned to the viewport's top) while the
    /// content is pulled down, and slides under the content as it scrolls up. Default `false`.
    public var isHeaderStretchy: Bool
    /// Whether a stretchy header gets an overlay alpha that grows as it scrolls away. Default `true`
    /// (the original's default; it only acts with ``isHeaderStretchy``).
    public var isAlphaOnHeaderActive: Bool
    /// The largest overlay alpha of the stretchy header, normally 0…1. Default 0.
    public var headerOverlayMaxAlphaValue: CGFloat
    /// Whether the menu sticks to the viewport's top once scrolled up to it. Default `false`.
    public var isMenuSticky: Bool
    /// Whether section headers stick to the viewport's top (below a sticky menu) while their section
    /// passes, pushed up by the end of their section's cells. Default `false`.
    public var isSectionHeadersSticky: Bool
    /// Whether cells get a parallax offset for their content. Default `false`.
    public var isParallaxOnCellsEnabled: Bool
    /// The largest parallax offset of a cell's content, in points, reached as the cell leaves the
    /// viewport. Default 0.
    public var maxParallaxOffset: CGFloat
    /// The cells' horizontal position: cells sit this many points from the content's left edge
    /// (the original's use of the name). Default 0.
    public var minimumInteritemSpacing: CGFloat
    /// The space above every cell, in points, ≥ 0. Default 0.
    public var minimumLineSpacing: CGFloat

    /// Creates options; every parameter defaults to the original settings' default.
    public init(
        itemSize: CGSize? = nil,
        headerSize: CGSize? = nil,
        menuSize: CGSize? = nil,
        sectionsHeaderSize: CGSize? = nil,
        sectionsFooterSize: CGSize? = nil,
        isHeaderStretchy: Bool = false,
        isAlphaOnHeaderActive: Bool = true,
        headerOverlayMaxAlphaValue: CGFloat = 0,
        isMenuSticky: Bool = false,
        isSectionHeadersSticky: Bool = false,
        isParallaxOnCellsEnabled: Bool = false,
        maxParallaxOffset: CGFloat = 0,
        minimumInteritemSpacing: CGFloat = 0,
        minimumLineSpacing: CGFloat = 0
    ) {
        self.itemSize = itemSize
        self.headerSize = headerSize
        self.menuSize = menuSize
        self.sectionsHeaderSize = sectionsHeaderSize
        self.sectionsFooterSize = sectionsFooterSize
        self.isHeaderStretchy = isHeaderStretchy
        self.isAlphaOnHeaderActive = isAlphaOnHeaderActive
        self.headerOverlayMaxAlphaValue = headerOverlayMaxAlphaValue
        self.isMenuSticky = isMenuSticky
        self.isSectionHeadersSticky = isSectionHeadersSticky
        self.isParallaxOnCellsEnabled = isParallaxOnCellsEnabled
        self.maxParallaxOffset = maxParallaxOffset
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
    }
}
