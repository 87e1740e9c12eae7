#if canImport(SwiftUI) && canImport(UIKit)
    import PagingLayout
    import SwiftUI
    @preconcurrency import UIKit

    extension View {
        /// Makes the view one adjustable accessibility element for a pager, from a
        /// ``PagerAccessibility`` model: its value ("Page 3 of 12"), the adjustable action
        /// (increment and decrement one page, wrapping when looping), scroll actions, and an
        /// announcement when the page changes by other means — not after the element's own
        /// adjustment or scroll, which VoiceOver reads by itself (``PagerAnnouncer`` decides). Its
        /// children — the pages — are hidden behind it.
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
            modifier(PagerAccessibilityModifier(model: model, label: label, selectPage: selectPage))
        }
    }

    /// The pager as one adjustable element; keeps the ``PagerAnnouncer`` that tells its own
    /// adjustments from page changes by other means.
    private struct PagerAccessibilityModifier: ViewModifier {
        let model: PagerAccessibility
        let label: String
        let selectPage: (Int) -> Void
        @State private var announcer: PagerAnnouncer

        init(model: PagerAccessibility, label: String, selectPage: @escaping (Int) -> Void) {
            self.model = model
            self.label = label
            self.selectPage = selectPage
            _announcer = State(initialValue: PagerAnnouncer(model))
        }

        func body(content: Content) -> some View {
            content
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(Text(label))
                .accessibilityValue(Text(model.value))
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: model.incrementedPage.map(adjust)
                    case .decrement: model.decrementedPage.map(adjust)
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
                    model.page(scrolling: direction).map(adjust)
                }
                .onChange(of: model) { model in
                    if let announcement = announcer.announcement(for: model) {
                        UIAccessibility.post(notification: .announcement, argument: announcement)
                    }
                }
        }

        /// The element's own action asked for `page`: VoiceOver reads the new value by itself.
        private func adjust(to page: Int) {
            announcer.adjusted(to: page)
            selectPage(page)
        }
    }
#endif
