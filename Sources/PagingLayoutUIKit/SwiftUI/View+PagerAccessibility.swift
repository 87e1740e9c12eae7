#if canImport(SwiftUI) && canImport(UIKit)
    import PagingLayout
    import SwiftUI
    @preconcurrency import UIKit

    extension View {
        /// Makes the view one adjustable accessibility element for a pager, from a
        /// ``PagerAccessibility`` model: its value ("Page 3 of 12"), the adjustable action
        /// (increment and decrement one page, wrapping when looping), scroll actions, and an
        /// announcement when the page changes by other means. Its children — the pages — are hidden
        /// behind it.
        ///
        /// ```swift
        /// pager
        ///     .pagerAccessibility(
        ///         PagerAccessibility(numberOfPages: items.count, currentPage: page, pageLabel: items[page].title),
        ///         label: "Photos") { page = $0 }
        /// ```
        ///
        /// - Parameters:
        ///   - model: what the element says and does.
        ///   - label: the element's label, such as "Photos".
        ///   - selectPage: moves the pager to the page an action asks for.
        public func pagerAccessibility(
            _ model: PagerAccessibility, label: String, selectPage: @escaping (Int) -> Void
        ) -> some View {
            accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(label))
                .accessibilityValue(Text(model.value))
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: model.incrementedPage.map(selectPage)
                    case .decrement: model.decrementedPage.map(selectPage)
                    @unknown default: break
                    }
                }
                .accessibilityScrollAction { edge in
                    // SwiftUI names the edge the content scrolls towards, in reading order.
                    let direction: AccessibilityScrollDirection =
                        switch edge {
                        case .trailing: .next
                        case .leading: .previous
                        case .bottom: .up
                        case .top: .down
                        }
                    model.page(scrolling: direction).map(selectPage)
                }
                .onChange(of: model.resolvedPage) { _ in
                    UIAccessibility.post(notification: .announcement, argument: model.value)
                }
        }
    }
#endif
