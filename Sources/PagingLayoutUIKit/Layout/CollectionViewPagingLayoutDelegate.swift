#if canImport(UIKit)
    import UIKit

    /// Hears about a ``CollectionViewPagingLayout``'s page changes and the pages users tap.
    ///
    /// Every method has an empty default: implement the ones you need. The names follow UIKit's
    /// delegates (the sender first, then what happened).
    ///
    /// ```swift
    /// extension GalleryViewController: CollectionViewPagingLayoutDelegate {
    ///     func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int) {
    ///         pageControl.currentPage = currentPage
    ///     }
    ///     func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {
    ///         open(photos[indexPath.item])
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol CollectionViewPagingLayoutDelegate: _CollectionViewPagingLayoutOriginalDelegate {
        /// The current page changed to `currentPage`: the user scrolled to another page, or a page
        /// change from code ended (animated changes report their target page when they end, not
        /// the pages they pass).
        ///
        /// By default it calls ``onCurrentPageChanged(layout:currentPage:)``, so a delegate written
        /// for the original library keeps hearing page changes.
        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int)

        /// The user tapped the page at `indexPath`: the topmost page under the finger, found through
        /// each page's 3-D transform, where only its `selectableView` takes taps.
        func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath)

        /// The original library's name of ``collectionViewPagingLayout(_:didChangeCurrentPage:)``.
        @available(*, deprecated, renamed: "collectionViewPagingLayout(_:didChangeCurrentPage:)")
        func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int)
    }

    extension CollectionViewPagingLayoutDelegate {
        /// Calls ``onCurrentPageChanged(layout:currentPage:)``, which does nothing unless a delegate
        /// written for the original library implements it.
        public func collectionViewPagingLayout(
            _ layout: CollectionViewPagingLayout, didChangeCurrentPage currentPage: Int
        ) {
            // Through the base protocol's requirement, which is not deprecated: the same method of the
            // delegate, reached without a deprecation warning in the library.
            (self as any _CollectionViewPagingLayoutOriginalDelegate).onCurrentPageChanged(
                layout: layout, currentPage: currentPage)
        }

        /// Does nothing.
        public func collectionViewPagingLayout(_ layout: CollectionViewPagingLayout, didSelectItemAt indexPath: IndexPath) {}
    }

    /// The original library's page-change method, which ``CollectionViewPagingLayoutDelegate``
    /// restates as deprecated. Not for conforming to directly.
    ///
    /// It exists so that the default of
    /// ``CollectionViewPagingLayoutDelegate/collectionViewPagingLayout(_:didChangeCurrentPage:)``
    /// can call a delegate's `onCurrentPageChanged(layout:currentPage:)` without using a deprecated
    /// name, and so that delegates implementing neither method get an empty default that is not
    /// deprecated (Swift warns when a deprecated default satisfies a requirement).
    @MainActor
    public protocol _CollectionViewPagingLayoutOriginalDelegate: AnyObject {
        /// The current page changed to `currentPage`.
        func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int)
    }

    extension _CollectionViewPagingLayoutOriginalDelegate {
        /// Does nothing.
        public func onCurrentPageChanged(layout: CollectionViewPagingLayout, currentPage: Int) {}
    }
#endif
