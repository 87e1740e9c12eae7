import Foundation

/// The settings of a SwiftUI page view that its ``PagingLayoutDriver`` lays pages out with: what,
/// when it changes, invalidates the layout (the pages move).
package struct PageViewLayoutSettings: Sendable, Hashable {
    /// How many pages around the current one are laid out; `nil` for every page.
    public var numberOfVisibleItems: Int?
    /// The paging axis.
    public var scrollDirection: ScrollDirection
    /// The page length along the axis in points; `nil` for the view's length.
    public var pageLength: CGFloat?
    /// The gap between pages in points.
    public var spacing: CGFloat
    /// Space before the first page and after the last.
    public var contentPadding: ContentPadding
    /// Where a settled page sits.
    public var pageAlignment: PageAlignment
    /// Whether the pages repeat without end.
    public var isLooping: Bool
    /// Whether pages stay transparent until their first transform.
    public var hidesPagesWithoutCells: Bool

    /// Settings with the page views' defaults: every page laid out, horizontal, view-long pages, no
    /// spacing or padding, centred, not looping, pages shown at once.
    public init(
        numberOfVisibleItems: Int? = nil, scrollDirection: ScrollDirection = .horizontal, pageLength: CGFloat? = nil,
        spacing: CGFloat = 0, contentPadding: ContentPadding = ContentPadding(), pageAlignment: PageAlignment = .center,
        isLooping: Bool = false, hidesPagesWithoutCells: Bool = false
    ) {
        self.numberOfVisibleItems = numberOfVisibleItems
        self.scrollDirection = scrollDirection
        self.pageLength = pageLength
        self.spacing = spacing
        self.contentPadding = contentPadding
        self.pageAlignment = pageAlignment
        self.isLooping = isLooping
        self.hidesPagesWithoutCells = hidesPagesWithoutCells
    }
}
