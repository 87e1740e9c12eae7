import Foundation

/// A pager as one adjustable accessibility element — the model every adapter maps to its
/// platform: a value such as "Page 3 of 12", increment and decrement one page (wrapping when the
/// pager loops, unavailable at the ends otherwise), scroll gestures, an announcement when the page
/// changes, and which laid-out pages assistive technology should skip.
///
/// ```swift
/// let model = PagerAccessibility(numberOfPages: 12, currentPage: 2)
/// model.value              // "Page 3 of 12"
/// model.incrementedPage    // 3
/// PagerAccessibility(numberOfPages: 12, currentPage: 11).incrementedPage   // nil: the last page
/// ```
///
/// Bad input is clamped: a current page outside the pages counts as the nearest one (as
/// ``PageController`` keeps it), and no pages (0 or fewer) read as ``PagerAccessibilityStrings/empty``
/// with nothing to adjust.
public struct PagerAccessibility: Sendable, Hashable {
    /// The number of pages.
    public var numberOfPages: Int
    /// The current page, 0-based (``PageController/currentPage``).
    public var currentPage: Int
    /// Whether the pager loops: adjusting past either end wraps round.
    public var isLooping: Bool
    /// The pager's axis, which decides the scroll gestures that page.
    public var scrollDirection: ScrollDirection
    /// The reading direction of a horizontal pager: right-to-left swaps the left and right gestures.
    public var layoutDirection: LayoutDirection
    /// The current page's own label, as the app describes the item ("Sunrise over the bay"); `nil`
    /// or empty for none.
    public var pageLabel: String?
    /// The templates the value is made from.
    public var strings: PagerAccessibilityStrings

    /// Creates the model of a pager showing `currentPage` of `numberOfPages`.
    public init(
        numberOfPages: Int,
        currentPage: Int,
        isLooping: Bool = false,
        scrollDirection: ScrollDirection = .horizontal,
        layoutDirection: LayoutDirection = .leftToRight,
        pageLabel: String? = nil,
        strings: PagerAccessibilityStrings = PagerAccessibilityStrings()
    ) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.isLooping = isLooping
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
        self.pageLabel = pageLabel
        self.strings = strings
    }

    /// Creates the model of `engine`'s pager resting on `currentPage`.
    public init(
        engine: PagingEngine, currentPage: Int, pageLabel: String? = nil,
        strings: PagerAccessibilityStrings = PagerAccessibilityStrings()
    ) {
        self.init(
            numberOfPages: engine.numberOfPages, currentPage: currentPage, isLooping: engine.isLooping,
            scrollDirection: engine.scrollDirection, layoutDirection: engine.geometry.layoutDirection,
            pageLabel: pageLabel, strings: strings)
    }

    /// ``currentPage`` clamped to the pages (0 when there are none).
    public var resolvedPage: Int { clamped(currentPage) }

    /// What assistive technology reads as the element's value: "Page 3 of 12", or with the page's
    /// label "Sunrise, page 3 of 12".
    public var value: String {
        strings.text(page: resolvedPage, count: numberOfPages, label: pageLabel)
    }

    /// The page an increment (swipe up on an adjustable element) goes to: the next one, the first
    /// after the last when looping; `nil` on the last page of a pager that does not loop, or with
    /// fewer than two pages.
    public var incrementedPage: Int? { page(movedBy: 1) }

    /// The page a decrement goes to: the previous one, the last before the first when looping; `nil`
    /// on the first page of a pager that does not loop, or with fewer than two pages.
    public var decrementedPage: Int? { page(movedBy: -1) }

    /// The page a scroll gesture in `direction` goes to, or `nil` when it pages nowhere (a gesture
    /// across the axis, or the end of a pager that does not loop).
    ///
    /// Swiping left on a left-to-right pager brings in the next page (as dragging does), swiping
    /// right the previous one; right-to-left pagers swap the two; on a vertical pager swiping up
    /// brings in the next page. `.next` and `.previous` page in either layout.
    public func page(scrolling direction: AccessibilityScrollDirection) -> Int? {
        let mirrored = scrollDirection == .horizontal && layoutDirection == .rightToLeft
        let step: Int
        switch (direction, scrollDirection) {
        case (.next, _): step = 1
        case (.previous, _): step = -1
        case (.left, .horizontal): step = mirrored ? -1 : 1
        case (.right, .horizontal): step = mirrored ? 1 : -1
        case (.up, .vertical): step = 1
        case (.down, .vertical): step = -1
        default: return nil
        }
        return page(movedBy: step)
    }

    /// What to announce after the pager moved from `previousPage` to this model's page: the new
    /// ``value``, or `nil` when the page did not change.
    public func announcement(after previousPage: Int) -> String? {
        clamped(previousPage) == resolvedPage ? nil : value
    }

    /// Whether a laid-out page at `progress` (0 centred, ±1 a page away) is hidden from assistive
    /// technology: every page but the one nearest the centre (|progress| < 0.5), so peeking and
    /// off-screen neighbours are skipped; a non-finite progress is hidden.
    public static func isHidden(progress: CGFloat) -> Bool {
        !(abs(progress) < 0.5)
    }

    /// `page` kept within the pages, 0 when there are none (a count of `Int.min` included).
    private func clamped(_ page: Int) -> Int {
        numberOfPages > 0 ? min(max(page, 0), numberOfPages - 1) : 0
    }

    /// The page `step` pages from the current one, wrapped when looping; `nil` past the ends or with
    /// fewer than two pages.
    private func page(movedBy step: Int) -> Int? {
        guard numberOfPages > 1 else { return nil }
        let target = resolvedPage + step
        // Wrapped without adding the count first, which overflows for counts near Int.max.
        if isLooping { return PageGeometry.floorDivision(target, numberOfPages).remainder }
        return (0..<numberOfPages).contains(target) ? target : nil
    }
}
