import Foundation

/// The paging core: for a scroll offset, which items are visible and where each one is.
///
/// A pager lays every page over the same viewport and moves it with transforms, so the engine does
/// not place items side by side; it gives each visible item a **progress** — 0 when the item is
/// centred, ±1 when it is one page away, fractional in between — that an effect turns into a
/// transform. The numbers match CollectionViewPagingLayout's layout for the same inputs, with the
/// documented fixes listed in `Docs/Porting.md`.
///
/// ```swift
/// let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [3, 4, 3],
///                           numberOfVisibleItems: 3)
/// let pass = engine.layout(at: CGPoint(x: 450, y: 0))
/// pass.currentPage            // 2 (450 / 300 = 1.5 rounds away from zero)
/// pass.items.map(\.progress)  // [-0.5, 0.5, 1.5]
/// ```
///
/// A pure value: build one whenever the inputs change and call ``layout(at:)`` for every offset.
///
/// Bad input is clamped, never trapped on:
/// - negative or non-finite viewport dimensions count as 0; a page length below 1 point counts as 1
///   for the division that gives the scroll position, as the original does;
/// - non-finite offset components count as 0;
/// - negative item counts count as 0;
/// - a `numberOfVisibleItems` below 1 counts as 1, and one pass lays out at most
///   ``maximumVisibleItems`` items (`nil` included);
/// - lengths that would overflow (``contentSize``, ``contentOffset(forPage:)``) hold at the largest
///   finite `CGFloat`.
public struct PagingEngine: Sendable, Equatable {
    /// The most items one pass lays out: 10 000. A larger ``numberOfVisibleItems`` — or `nil` with
    /// more items than this — lays out the 10 000 items nearest the scroll position.
    ///
    /// Far more than a screen can show; the bound keeps one pass's memory and time in check when a
    /// data source reports a huge count (such as a large virtual count for endless scrolling).
    public static let maximumVisibleItems = 10_000

    /// The size of the pager's viewport (the collection view's bounds size), in points.
    public var viewportSize: CGSize {
        didSet { viewportSize = Self.sanitized(viewportSize) }
    }

    /// Whether pages follow each other horizontally or vertically.
    public var scrollDirection: ScrollDirection

    /// How many items to lay out at once around the scroll position; `nil` lays out every item.
    ///
    /// Values below 1 count as 1, values above ``maximumVisibleItems`` (and `nil` with more items
    /// than that) as ``maximumVisibleItems``. The original's name is kept.
    public var numberOfVisibleItems: Int?

    /// The items per section and their flat (page) indices.
    public var items: SectionedItemCounts

    /// Creates an engine.
    ///
    /// - Parameters:
    ///   - viewportSize: the viewport's size in points; negative or non-finite dimensions count as 0.
    ///   - itemCounts: the number of items in each section; negative counts count as 0.
    ///   - scrollDirection: the paging axis; horizontal by default.
    ///   - numberOfVisibleItems: how many items to lay out at once; `nil` (the default) for all, up to
    ///     ``maximumVisibleItems``.
    public init(
        viewportSize: CGSize,
        itemCounts: [Int],
        scrollDirection: ScrollDirection = .horizontal,
        numberOfVisibleItems: Int? = nil
    ) {
        self.viewportSize = Self.sanitized(viewportSize)
        self.items = SectionedItemCounts(itemCounts)
        self.scrollDirection = scrollDirection
        self.numberOfVisibleItems = numberOfVisibleItems
    }

    /// The number of pages: every item of every section.
    public var numberOfPages: Int { items.totalCount }

    /// The length of one page along the scroll axis, in points: the viewport's width (horizontal)
    /// or height (vertical).
    public var pageLength: CGFloat {
        scrollDirection == .horizontal ? viewportSize.width : viewportSize.height
    }

    /// The scrollable content size: one page length per item along the axis (held at the largest
    /// finite `CGFloat` should the product overflow), the viewport's other dimension across.
    public var contentSize: CGSize {
        let length = Self.finiteProduct(CGFloat(numberOfPages), pageLength)
        switch scrollDirection {
        case .horizontal: return CGSize(width: length, height: viewportSize.height)
        case .vertical: return CGSize(width: viewportSize.width, height: length)
        }
    }

    /// The scroll position in pages for a content offset: the offset along the axis divided by the
    /// page length (taken as at least 1 point). Non-finite offsets count as 0.
    ///
    /// Fractional between pages; negative, or beyond the last page, while bouncing past either end.
    public func scrollPosition(at contentOffset: CGPoint) -> CGFloat {
        let along = scrollDirection == .horizontal ? contentOffset.x : contentOffset.y
        let offset = along.isFinite ? along : 0
        return offset / max(pageLength, 1)
    }

    /// The content offset that shows `page` centred, for a page index clamped to the valid pages
    /// (held at the largest finite `CGFloat` should the product overflow).
    public func contentOffset(forPage page: Int) -> CGPoint {
        let clamped = clampedPage(page)
        let along = Self.finiteProduct(CGFloat(clamped), pageLength)
        return scrollDirection == .horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
    }

    /// The page nearest a scroll position (rounded half away from zero), clamped to the valid pages;
    /// 0 when there are none.
    ///
    /// The original reported −1, or the page count and beyond, while bouncing past either end.
    public func currentPage(atScrollPosition position: CGFloat) -> Int {
        clampedPage(Self.clampedIndex(position.rounded(.toNearestOrAwayFromZero), limit: numberOfPages))
    }

    /// `page` clamped to `0..<numberOfPages`; 0 when there are no pages.
    public func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }

    /// Lays out the visible items for `contentOffset`.
    ///
    /// - Complexity: O(v + log s) for v visible items and s sections in the common case (one search,
    ///   then a step per item; one more search per section boundary crossed) — independent of the
    ///   total number of items.
    public func layout(at contentOffset: CGPoint) -> PagingLayoutResult {
        let offset = CGPoint(
            x: contentOffset.x.isFinite ? contentOffset.x : 0,
            y: contentOffset.y.isFinite ? contentOffset.y : 0)
        let position = scrollPosition(at: offset)
        let frame = CGRect(origin: offset, size: viewportSize)
        let window = visibleWindow(at: position)
        var visible: [VisibleItem] = []
        visible.reserveCapacity(window.count)
        for (flatIndex, indexPath) in zip(window, items.indexPaths(forFlatIndices: window)) {
            let progress = CGFloat(flatIndex) - position
            visible.append(
                VisibleItem(
                    indexPath: indexPath,
                    flatIndex: flatIndex,
                    progress: progress,
                    zIndex: Self.defaultZIndex(progress: progress),
                    frame: frame))
        }
        return PagingLayoutResult(
            contentSize: contentSize,
            scrollPosition: position,
            currentPage: currentPage(atScrollPosition: position),
            items: visible)
    }

    /// The default z index of an item at `progress`: `−|round(progress)|`, rounding half away from
    /// zero, so the centred item is on top and farther ones sink one level per page. Held at
    /// `−Int32.max` at most (a 32-bit z index, as CSS and Core Animation layers take), 0 for a
    /// non-finite progress.
    public static func defaultZIndex(progress: CGFloat) -> Int {
        guard progress.isFinite else { return 0 }
        return -clampedIndex(abs(progress).rounded(.toNearestOrAwayFromZero), limit: Int(Int32.max))
    }

    /// The flat indices laid out at `position`: `numberOfVisibleItems` of them (all when `nil`, at
    /// most ``maximumVisibleItems``) around the position, shifted at either end so the window keeps
    /// its size while items exist.
    ///
    /// For an odd count the window is centred on the nearest page, as in the original. For an even
    /// count it holds the items nearest the position; the original laid out
    /// `[page − n/2, page + n/2)` and so dropped the neighbour being scrolled towards.
    public func visibleWindow(at position: CGFloat) -> Range<Int> {
        let total = numberOfPages
        guard total > 0 else { return 0..<0 }
        let count = min(max(numberOfVisibleItems ?? total, 1), total, Self.maximumVisibleItems)
        let start: Int
        if count % 2 == 1 {
            let page = Self.clampedIndex(position.rounded(.toNearestOrAwayFromZero), limit: total)
            start = page - count / 2
        } else {
            let below = Self.clampedIndex(position.rounded(.down), limit: total)
            start = below - count / 2 + 1
        }
        let shifted = min(max(start, 0), total - count)
        return shifted..<(shifted + count)
    }

    /// `value` as an `Int` kept within `-1 ... limit` (a non-finite value counts as 0): positions
    /// past either end act as one item beyond it, and neither the conversion nor the arithmetic
    /// done with the result can overflow, even for `limit` near `Int.max`.
    private static func clampedIndex(_ value: CGFloat, limit: Int) -> Int {
        guard value.isFinite else { return 0 }
        if value <= -1 { return -1 }
        // `CGFloat(limit)` may round up past `Int.max`; anything below it converts safely.
        if value >= CGFloat(limit) { return limit }
        return Int(value)
    }

    /// `a × b` for non-negative finite factors, held at the largest finite value when it overflows.
    private static func finiteProduct(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        min(a * b, .greatestFiniteMagnitude)
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0,
            height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}
