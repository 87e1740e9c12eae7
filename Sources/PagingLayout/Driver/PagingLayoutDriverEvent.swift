import Foundation

/// What the driver tells its listeners, as a value: queued while a pass runs and delivered on the
/// next turn of the run loop, in order (see ``PagingLayoutDriver/emit(_:)``).
enum PagingLayoutDriverEvent {
    /// ``PagingLayoutDriver/onCurrentPageChanged`` with the new current page.
    case currentPageChanged(Int)
    /// ``PagingLayoutDriver/onScrollStateChanged`` with the new scroll state.
    case scrollStateChanged(ScrollState)
    /// A page change's completion, with whether the page was reached.
    case completion((Bool) -> Void, finished: Bool)
}
