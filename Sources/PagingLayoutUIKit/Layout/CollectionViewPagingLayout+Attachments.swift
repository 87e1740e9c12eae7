#if canImport(UIKit)
    import PagingLayout
    import UIKit

    extension CollectionViewPagingLayout {
        /// Binds `pageIndicator` to the pager in one call: its dots follow every scroll step (the
        /// fractional ``scrollPosition``), and a tapped dot goes to its page with
        /// ``setCurrentPage(_:animated:completion:)``. Its `onSelectPage` is set here; the dots'
        /// style is kept.
        ///
        /// ```swift
        /// let dots = PageIndicatorView()
        /// view.addSubview(dots)
        /// layout.attach(dots)
        /// ```
        ///
        /// The layout holds the view weakly; attaching another replaces it.
        public func attach(_ pageIndicator: PageIndicatorView) {
            attachments.attach(pageIndicator)
        }

        /// Makes `accessibilityElement` the pager's VoiceOver element in one call: it becomes the
        /// collection view's only accessibility element (when the collection view is its container),
        /// its value follows ``currentPage``, a page change by other means (a drag, auto-scroll, code)
        /// is announced, and its increments, decrements and three-finger scrolls go to their page with
        /// ``setCurrentPage(_:animated:completion:)`` (its `onSelectPage` is set here). Its frame is
        /// the collection view's visible area wherever the pager has scrolled.
        ///
        /// ```swift
        /// let element = PagerAccessibilityElement(accessibilityContainer: collectionView)
        /// element.accessibilityLabel = "Photos"
        /// layout.attach(element) { page in photos[page].title }
        /// ```
        ///
        /// - Parameters:
        ///   - accessibilityElement: the element, created with the collection view as its container.
        ///   - pageLabel: the current item's own label, read with the value ("Sunrise, page 3 of
        ///     12"); `nil` (the default) reads the page alone ("Page 3 of 12"). The layout keeps it:
        ///     capture the view controller that owns the layout `weak`.
        ///
        /// The layout holds the element weakly (the collection view's `accessibilityElements` keeps
        /// it); attaching another replaces it.
        public func attach(_ accessibilityElement: PagerAccessibilityElement, pageLabel: ((Int) -> String?)? = nil) {
            attachments.attach(accessibilityElement, pageLabel: pageLabel)
        }
    }
#endif
