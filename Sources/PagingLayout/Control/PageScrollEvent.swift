import Foundation

/// Where a pager is between its pages, for ``PageController/onPageScrolled``.
///
/// The counterpart of Android's `ViewPager2.onPageScrolled(position, positionOffset, …)`:
/// ``page`` is the page at or before the scroll position and ``fraction`` how far the pager has
/// moved from it towards the next page.
///
/// ```swift
/// PageScrollEvent(position: 2.25, numberOfPages: 5)   // page 2, fraction 0.25
/// PageScrollEvent(position: -0.3, numberOfPages: 5)   // page 0, fraction 0 (bouncing before the first page)
/// ```
public struct PageScrollEvent: Sendable, Hashable {
    /// The scroll position in pages (content offset along the axis ÷ page length); negative, or
    /// beyond the last page, while bouncing past either end.
    public var position: CGFloat
    /// The page at or before ``position``, clamped to the valid pages (0 when there are none).
    public var page: Int
    /// How far from ``page`` towards the next page, in 0..<1; 0 while bouncing past either end.
    public var fraction: CGFloat

    /// Creates the event for a scroll `position` in a pager of `numberOfPages` pages.
    ///
    /// A non-finite position, or no pages (a count of 0 or less), gives page 0 and fraction 0.
    public init(position: CGFloat, numberOfPages: Int) {
        self.position = position
        guard numberOfPages > 0, position.isFinite, position > 0 else {
            page = 0
            fraction = 0
            return
        }
        let last = numberOfPages - 1
        guard position < CGFloat(last) else {
            page = last
            fraction = 0
            return
        }
        let below = position.rounded(.down)
        page = Int(below)
        fraction = position - below
    }
}
