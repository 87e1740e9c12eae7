#if canImport(SwiftUI) && canImport(UIKit)
    import Combine
    import SwiftUI

    /// What a ``PagingScrollView`` keeps between updates without redrawing itself: the selection
    /// sync and the scroll position. Only the page indicator observes the position, so the pager's
    /// body is not rebuilt on every scroll step (the pages follow the scroll in `visualEffect`).
    @MainActor
    final class PagingScrollState: ObservableObject {
        /// The selection sync (``ScrollSelectionSync``).
        var sync = ScrollSelectionSync(selectedPage: nil)
        /// Whether the sync was started from the first selection seen.
        var isStarted = false
        /// The content offset along the axis, as last measured.
        var offset: CGFloat = 0
        /// The pager's geometry at its current size.
        var geometry: PageGeometry?
        /// Scrolls the pager to a page's view.
        var reader: ScrollViewProxy?
        /// The scroll position in pages, for the page indicator.
        @Published var position: CGFloat = 0
    }
#endif
