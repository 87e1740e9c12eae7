// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    @available(iOS 17, *)
    extension PagingScrollView {
        /// The effect every page gets, replacing the pager's.
        public func effect(_ effect: any PagingEffect) -> Self {
            with { $0.effect = effect }
        }

        /// The paging axis. Default `.horizontal`.
        public func scrollDirection(_ direction: ScrollDirection) -> Self {
            with { $0.scrollDirection = direction }
        }

        /// The page length along the axis, in points; `nil` (the default) for the view's length.
        public func pageLength(_ length: CGFloat?) -> Self {
            with { $0.pageLength = length }
        }

        /// The gap between pages, in points. Default 0; negative counts as 0.
        public func pageSpacing(_ spacing: CGFloat) -> Self {
            with { $0.spacing = spacing }
        }

        /// Space before the first page and after the last, in points. An end gets at least the room
        /// its page needs to settle where the alignment puts it
        /// (``PageGeometry/withScrollableEnds(pageCount:)``).
        public func contentPadding(leading: CGFloat = 0, trailing: CGFloat = 0) -> Self {
            with { $0.padding = ContentPadding(leading: leading, trailing: trailing) }
        }

        /// Where a settled page sits. Default `.center`.
        public func pageAlignment(_ alignment: PageAlignment) -> Self {
            with { $0.alignment = alignment }
        }

        /// How released drags choose their page. Default one page per swipe.
        public func snapping(_ configuration: PageSnapping.Configuration) -> Self {
            with { $0.snapping = configuration }
        }

        /// The radius, in points, of an effect's full blur (its blur fraction 1). Default 20.
        public func maximumBlurRadius(_ radius: CGFloat) -> Self {
            with { $0.maximumBlurRadius = radius }
        }

        /// Shows a page indicator over the bottom edge (the trailing edge of a vertical pager);
        /// tapping a dot goes to its page.
        public func pageIndicator(_ style: PageIndicatorStyle = PageIndicatorStyle()) -> Self {
            with { $0.indicatorStyle = style }
        }

        /// Moves on by itself: one page every interval of rest, as ``AutoScrollConfiguration`` says.
        /// Paused while the app is in the background and while VoiceOver runs; a drag under way
        /// postpones it by another interval. `nil` turns it off.
        public func autoScroll(_ configuration: AutoScrollConfiguration? = AutoScrollConfiguration()) -> Self {
            with { $0.autoScroll = configuration }
        }

        /// Makes the pager one adjustable accessibility element labelled `label`: its value says
        /// the page ("Page 3 of 12", then `pageLabel`'s text), swipes up and down change page, and a
        /// page change is announced. Without it the pages are left to assistive technology.
        public func accessibilityPager(_ label: String, pageLabel: ((Item) -> String)? = nil) -> Self {
            with {
                $0.accessibilityLabel = label
                $0.accessibilityPageLabel = pageLabel
            }
        }

        /// The animation of page changes the pager makes (selection, indicator, accessibility,
        /// auto-scroll). Default 0.3 s ease in and out.
        public func pageAnimation(_ animation: Animation) -> Self {
            with { $0.animation = animation }
        }

        private func with(_ change: (inout Self) -> Void) -> Self {
            var copy = self
            change(&copy)
            return copy
        }
    }
#endif
