#if canImport(UIKit)
    import PagingLayout
    import UIKit

    extension CollectionViewPagingLayout {
        /// The number of pages: every item of every section, as the last layout pass counted them (0
        /// before the first pass).
        public var numberOfPages: Int { pageController.engine.numberOfPages }

        /// The scroll position in pages, fractional while the pages move: 0 on the first page, 1.5
        /// halfway between the second and the third. It follows every scroll step (unlike
        /// ``currentPage``, which an animated change updates when it ends); 0 before the first pass.
        public var scrollPosition: CGFloat { pageController.scrollPosition }

        /// The page indicator's model at the current scroll position: page count, position,
        /// looping, axis and reading direction of this pager, drawn with `style`.
        ///
        /// ```swift
        /// dots.indicator = layout.pageIndicator()
        /// ```
        ///
        /// ``attach(_:)`` keeps a ``PageIndicatorView`` up to date with it.
        public func pageIndicator(style: PageIndicatorStyle = PageIndicatorStyle()) -> PageIndicator {
            PageIndicator(engine: pageController.engine, contentOffset: pageController.contentOffset, style: style)
        }

        /// The pager as one adjustable accessibility element, on ``currentPage``: its value ("Page 3 of
        /// 12", or "Sunrise, page 3 of 12" with `pageLabel`), its increments and scroll gestures.
        ///
        /// ``attach(_:pageLabel:)`` keeps a ``PagerAccessibilityElement`` up to date with it.
        public func accessibilityModel(
            pageLabel: String? = nil, strings: PagerAccessibilityStrings = PagerAccessibilityStrings()
        ) -> PagerAccessibility {
            PagerAccessibility(engine: pageController.engine, currentPage: currentPage, pageLabel: pageLabel, strings: strings)
        }
    }
#endif
