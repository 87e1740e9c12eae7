import Foundation

/// What a ``PageController``'s listeners were last told: a listener is called when the state differs
/// from it, with the state as it stands then.
struct PageControllerToldState {
    /// The offset of the last ``PageController/onPageScrolled`` event.
    var offset: CGPoint
    /// The last ``PageController/onPageScrolled`` event.
    var event: PageScrollEvent
    /// The last page ``PageController/onCurrentPageChanged`` was told; `nil` when the item on it
    /// changed (``PageController/updateItems(_:from:to:)``), so the page is told again.
    var page: Int?
    /// The last scroll state ``PageController/onScrollStateChanged`` was told.
    var scrollState: ScrollState
}
