import Foundation

/// Keeps a selection (a SwiftUI binding, by page index) and a ``PagingLayoutDriver``'s current
/// page in step: the state machine behind the SwiftUI page views' `selection`.
///
/// - A selection that names another page than the current one (or the one being gone to) goes
///   there — remembered by the driver when the pages are not counted yet (the initial selection,
///   an item appended and selected at once).
/// - While the pager goes to a selected page, the pages it passes are not written back.
/// - A selection changed while an animation runs redirects it; the interrupted change ends
///   without touching the selection.
/// - A page the user scrolls to is written back; so is the page a pager comes to rest on after a
///   drag interrupted the way to a selected page.
///
/// ```swift
/// let sync = PageSelectionSync(driver: driver)
/// sync.writeSelection = { page in selection.wrappedValue = items[page].id }
/// sync.selectionChanged(toPage: items.firstIndex { $0.id == selection.wrappedValue }, animated: true)
/// ```
@MainActor
package final class PageSelectionSync {
    /// The driver whose page follows the selection.
    public let driver: PagingLayoutDriver

    /// Writes a page the user reached back to the selection; set by the page view.
    public var writeSelection: ((_ page: Int) -> Void)?

    /// The page a selection change is going to; `nil` when none is under way.
    public private(set) var targetPage: Int?

    /// The selection as last seen or written, by page; `nil` for none.
    public private(set) var selectedPage: Int?

    private var requestID = 0

    /// Creates a sync for `driver`. Hand it the driver's page changes with ``pageChanged(to:)`` and its
    /// scroll states with ``scrollStateChanged(to:)``.
    public init(driver: PagingLayoutDriver) {
        self.driver = driver
    }

    /// The selection now names `page` (`nil`: no selection, or an id not among the items): go
    /// there unless the pager is there or on its way.
    ///
    /// - Parameters:
    ///   - page: the selected page, or `nil` when nothing (known) is selected.
    ///   - animated: whether to animate (usually: the view is on screen).
    public func selectionChanged(toPage page: Int?, animated: Bool) {
        selectedPage = page
        guard let page, page != (targetPage ?? driver.requestedPage ?? driver.currentPage) else { return }
        go(to: page, animated: animated)
    }

    /// The user tapped `page` and the page view scrolls to tapped pages.
    public func pageTapped(_ page: Int) {
        go(to: page, animated: true)
    }

    /// The driver's current page changed to `page`: write it to the selection unless the pager is
    /// on its way to a selected page.
    public func pageChanged(to page: Int) {
        guard targetPage == nil, driver.requestedPage == nil, page != selectedPage else { return }
        selectedPage = page
        writeSelection?(page)
    }

    /// The driver's scroll state changed: once it rests, the selection names the page it rests on.
    public func scrollStateChanged(to state: ScrollState) {
        guard state == .idle else { return }
        pageChanged(to: driver.currentPage)
    }

    private func go(to page: Int, animated: Bool) {
        requestID &+= 1
        let id = requestID
        targetPage = page
        driver.setCurrentPage(page, animated: animated) { [weak self] finished in
            // A newer request owns the target now; an interrupted one leaves it alone.
            guard let self, self.requestID == id else { return }
            self.targetPage = nil
            // Interrupted by a drag: the selection follows the drag's pages and where it rests.
            guard finished else { return }
            self.pageChanged(to: self.driver.currentPage)
        }
    }
}
