import Foundation

/// Decides when a pager's accessibility element announces its page: when the page changes by
/// other means (a drag, auto-scroll, a tap on a dot, code) — not after the element's own
/// adjustment or scroll, which VoiceOver reads out by itself, and not when the number of pages
/// changes (a reload describes a new pager, not a page change).
///
/// Each adapter keeps one beside its element: the UIKit `PagerAccessibilityElement` and the SwiftUI
/// `pagerAccessibility(_:label:selectPage:)` modifier.
///
/// ```swift
/// var announcer = PagerAnnouncer(PagerAccessibility(numberOfPages: 5, currentPage: 0))
/// announcer.announcement(for: PagerAccessibility(numberOfPages: 5, currentPage: 1))   // "Page 2 of 5"
/// announcer.adjusted(to: 2)                                                          // the user swiped up
/// announcer.announcement(for: PagerAccessibility(numberOfPages: 5, currentPage: 2))   // nil: VoiceOver reads it
/// ```
package struct PagerAnnouncer: Sendable, Hashable {
    /// The page the element last showed (its model's ``PagerAccessibility/resolvedPage``).
    public private(set) var shownPage: Int
    /// The number of pages the element last showed.
    public private(set) var shownPageCount: Int
    /// The page the element's own adjustment or scroll asked for and the pager has not shown yet;
    /// `nil` when none is waiting.
    public private(set) var adjustedPage: Int?

    /// Starts from what the element shows now; nothing is announced for it.
    public init(_ model: PagerAccessibility) {
        shownPage = model.resolvedPage
        shownPageCount = model.numberOfPages
    }

    /// The element's own increment, decrement or scroll asked for `page`: when the pager reaches it,
    /// nothing is announced (VoiceOver speaks the element's new value after its own action).
    public mutating func adjusted(to page: Int) {
        adjustedPage = page
    }

    /// What to announce now that the element shows `model`: its value when the page changed by other
    /// means; `nil` when the page is the same, when the number of pages changed, or when the page is
    /// the one the element's own adjustment asked for (which is then no longer waited for). A page
    /// other than the adjusted one also ends the wait: something else moved the pager.
    public mutating func announcement(for model: PagerAccessibility) -> String? {
        let page = model.resolvedPage
        defer {
            shownPage = page
            shownPageCount = model.numberOfPages
        }
        guard page != shownPage || model.numberOfPages != shownPageCount else { return nil }
        let adjusted = adjustedPage
        adjustedPage = nil
        guard model.numberOfPages == shownPageCount, adjusted != page else { return nil }
        return model.value
    }
}
