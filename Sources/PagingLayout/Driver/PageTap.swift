import Foundation

/// A tap a ``PagingLayoutDriver`` resolved: the page it selected and what to do about it.
package struct PageTap: Sendable, Hashable {
    /// The selected page's item.
    public var indexPath: ItemIndexPath
    /// The selected page's index across all sections: the page to go to.
    public var page: Int
    /// Whether the selected page should become the current page (animated):
    /// ``PagingLayoutDriver/scrollsToSelectedPage`` when the tap was resolved.
    public var scrollsToPage: Bool

    /// Creates a resolved tap.
    public init(indexPath: ItemIndexPath, page: Int, scrollsToPage: Bool) {
        self.indexPath = indexPath
        self.page = page
        self.scrollsToPage = scrollsToPage
    }
}
