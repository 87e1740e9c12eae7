import Foundation

/// What ``PagingEngine/layout(at:)`` computes for one content offset.
public struct PagingLayoutResult: Sendable, Equatable {
    /// The scrollable content size, in points.
    public var contentSize: CGSize
    /// The scroll position in pages (offset along the axis ÷ page length).
    public var scrollPosition: CGFloat
    /// The page nearest the scroll position, clamped to the valid pages (0 when there are none).
    public var currentPage: Int
    /// The visible items, in ascending flat index.
    public var items: [VisibleItem]

    /// Creates a result.
    public init(contentSize: CGSize, scrollPosition: CGFloat, currentPage: Int, items: [VisibleItem]) {
        self.contentSize = contentSize
        self.scrollPosition = scrollPosition
        self.currentPage = currentPage
        self.items = items
    }
}
