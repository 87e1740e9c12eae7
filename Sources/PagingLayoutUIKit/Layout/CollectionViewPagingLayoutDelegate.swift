#if canImport(UIKit)
    import UIKit

    /// Hears about a ``CollectionViewPagingLayout``'s page changes and the pages users tap.
    ///
    /// Both methods have empty defaults: implement the ones you need.
    ///
    /// ```swift
    /// extension GalleryViewController: CollectionViewPagingLayoutDelegate {
    ///     func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {
    ///         pageControl.currentPage = currentPage
    ///     }
    ///     func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
    ///         open(photos[indexPath.item])
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol CollectionViewPagingLayoutDelegate: AnyObject {
        /// The current page changed to `currentPage`: the user scrolled to another page, or a page
        /// change from code ended (animated changes report their target page when they end, not
        /// the pages they pass).
        func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int)

        /// The user tapped the page at `indexPath`: the topmost page under the finger, found through
        /// each page's 3-D transform, where only its `selectableView` takes taps.
        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath)
    }

    extension CollectionViewPagingLayoutDelegate {
        /// Does nothing.
        public func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {}

        /// Does nothing.
        public func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {}
    }
#endif
