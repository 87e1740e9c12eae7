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
/// pass.currentPage               // 2 (450 / 300 = 1.5 rounds away from zero)
/// pass.elements.map(\.progress)  // [-0.5, 0.5, 1.5]
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

    /// Where the pages are: viewport, page length, spacing, padding, alignment, layout direction,
    /// looping and per-item lengths. Every offset question the engine answers goes through it.
    public var geometry: PageGeometry

    /// The size of the pager's viewport (the collection view's bounds size), in points.
    public var viewportSize: CGSize {
        get { geometry.viewportSize }
        set { geometry.viewportSize = newValue }
    }

    /// Whether pages follow each other horizontally or vertically.
    public var scrollDirection: ScrollDirection {
        get { geometry.scrollDirection }
        set { geometry.scrollDirection = newValue }
    }

    /// How many items to lay out at once around the scroll position; `nil` lays out every item (or,
    /// when looping, one slot per item).
    ///
    /// Values below 1 count as 1, values above ``maximumVisibleItems`` (and `nil` with more items
    /// than that) as ``maximumVisibleItems``. The original's name is kept.
    ///
    /// A pass costs in proportion to this count: `nil` on large data lays out 10 000 items every
    /// frame — about 510 times the work of 7 items, and a pass of about 2.5 MB from
    /// ``layout(at:)`` — so set the few items that can be on screen at once (`Docs/Performance.md`).
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
    ///     ``maximumVisibleItems`` — costly on large data (see ``numberOfVisibleItems``).
    public init(
        viewportSize: CGSize,
        itemCounts: [Int],
        scrollDirection: ScrollDirection = .horizontal,
        numberOfVisibleItems: Int? = nil
    ) {
        self.init(
            geometry: PageGeometry(viewportSize: viewportSize, scrollDirection: scrollDirection),
            itemCounts: itemCounts, numberOfVisibleItems: numberOfVisibleItems)
    }

    /// Creates an engine over a page geometry (pages shorter than the viewport, spacing, padding,
    /// alignment, right-to-left, looping, per-item lengths).
    ///
    /// ```swift
    /// let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240,
    ///                             spacing: 10, isLooping: true)
    /// let engine = PagingEngine(geometry: geometry, itemCounts: [5], numberOfVisibleItems: 3)
    /// engine.layout(at: CGPoint(x: -250, y: 0)).elements.map(\.slot)   // [-2, -1, 0]
    /// ```
    public init(geometry: PageGeometry, itemCounts: [Int], numberOfVisibleItems: Int? = nil) {
        self.geometry = geometry
        self.items = SectionedItemCounts(itemCounts)
        self.numberOfVisibleItems = numberOfVisibleItems
    }

    /// The number of pages: every item of every section.
    public var numberOfPages: Int { items.totalCount }

    /// Whether the pager loops: the geometry loops and there is at least one page.
    public var isLooping: Bool { geometry.loops(pageCount: numberOfPages) }

    /// The length of one (uniform) page along the scroll axis, in points: the geometry's page
    /// length, by default the viewport's width (horizontal) or height (vertical).
    public var pageLength: CGFloat { geometry.resolvedPageLength }

    /// The distance between two pages' leading edges along the axis: page length plus spacing.
    public var pageStep: CGFloat { geometry.step }

    /// The scrollable content size: the pages, gaps and padding along the axis (held at the largest
    /// finite `CGFloat` should it overflow), the viewport's other dimension across.
    public var contentSize: CGSize { geometry.contentSize(pageCount: numberOfPages) }

    /// The scroll position in pages (slots, when looping) for a content offset: by default the offset
    /// along the axis divided by the page length (taken as at least 1 point). Non-finite offsets
    /// count as 0.
    ///
    /// Fractional between pages; negative, or beyond the last page, while bouncing past either end.
    public func scrollPosition(at contentOffset: CGPoint) -> CGFloat {
        geometry.position(atOffset: contentOffset, pageCount: numberOfPages)
    }

    /// The content offset that shows `page` settled, for a page index clamped to the valid pages
    /// (held at the largest finite `CGFloat` should it overflow).
    public func contentOffset(forPage page: Int) -> CGPoint {
        contentOffset(forSlot: clampedPage(page))
    }

    /// The content offset at which `slot` settles: a page, or with looping any integer (slot s shows
    /// page s mod n).
    public func contentOffset(forSlot slot: Int) -> CGPoint {
        geometry.point(along: geometry.settledOffset(forSlot: slot, pageCount: numberOfPages))
    }

    /// The content offset that shows scroll position `position` (fractional pages or slots).
    public func contentOffset(atScrollPosition position: CGFloat) -> CGPoint {
        geometry.point(along: geometry.offset(atPosition: position, pageCount: numberOfPages))
    }

    /// The page nearest a scroll position (rounded half away from zero), clamped to the valid pages —
    /// or, when looping, taken modulo the page count; 0 when there are none.
    ///
    /// The original reported −1, or the page count and beyond, while bouncing past either end.
    public func currentPage(atScrollPosition position: CGFloat) -> Int {
        currentPage(nearest: nearestSlot(at: position))
    }

    /// The slot nearest `position` (half away from zero): held within `-1 ... numberOfPages` when
    /// not looping (see `index(_:rounded:limit:)`), within ±2³⁰ when looping. A pass rounds its
    /// position once and hands this to both `currentPage(nearest:)` and the visible window.
    private func nearestSlot(at position: CGFloat) -> Int {
        isLooping ? Self.slot(nearest: position) : Self.index(position, limit: numberOfPages)
    }

    /// The current page for the slot nearest the position: clamped to the pages, or modulo the page
    /// count when looping; 0 when there are none.
    private func currentPage(nearest slot: Int) -> Int {
        isLooping ? geometry.page(forSlot: slot, pageCount: numberOfPages) : clampedPage(slot)
    }

    /// `page` clamped to `0..<numberOfPages`; 0 when there are no pages.
    public func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(numberOfPages - 1, 0))
    }

    /// Lays out the visible items for `contentOffset`: the pager's ``LayoutPass``, each item a
    /// ``LayoutElement`` of kind ``LayoutElementKind/cell`` with its index path, flat index, slot,
    /// progress, frame and default z position (``defaultZPosition(progress:)``); the pass also
    /// carries the content size, the scroll position and the current page.
    ///
    /// Each item's frame is a page long along the axis, where a settled page sits in the viewport
    /// (with the default geometry, the viewport itself); its effect moves it by its progress.
    ///
    /// Allocates the pass's element array; a caller laying out every frame can keep one pass and
    /// use ``layout(at:into:)``, which allocates nothing once the array has grown.
    ///
    /// - Complexity: O(v + log s) for v visible items and s sections: one search for the first
    ///   item's section, then a step per item, walking on to the next section at each boundary; plus
    ///   O(log n) with per-item lengths — independent of the total number of items.
    public func layout(at contentOffset: CGPoint) -> LayoutPass {
        var pass = LayoutPass()
        layout(at: contentOffset, into: &pass)
        return pass
    }

    /// Lays out the visible items for `contentOffset` into `pass`, replacing what it held and
    /// reusing its element array's storage.
    ///
    /// The same pass as ``layout(at:)``. Keep one pass across frames and it allocates nothing once
    /// the array's capacity has reached the visible count (as long as no copy of the array is still
    /// alive, which would make the array copy on write).
    ///
    /// ```swift
    /// let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [10],
    ///                           numberOfVisibleItems: 3)
    /// var pass = engine.layout(at: .zero)
    /// for x in stride(from: 0, through: 900, by: 30) {
    ///     engine.layout(at: CGPoint(x: x, y: 0), into: &pass)   // no allocation from here on
    /// }
    /// ```
    ///
    /// - Complexity: as ``layout(at:)``.
    public func layout(at contentOffset: CGPoint, into pass: inout LayoutPass) {
        let offset = contentOffset.finiteOrZero
        let total = numberOfPages
        let loops = isLooping
        // The content length serves the content size and, when mirrored, the offsets: worked out once.
        let contentLength = geometry.contentLength(pageCount: total)
        let logicalOffset = geometry.logicalOffset(forContentOffset: offset, contentLength: contentLength)
        let position = geometry.position(atLogicalOffset: logicalOffset, pageCount: total)
        // Rounded once: the window and the current page both start from the nearest slot.
        let nearest = nearestSlot(at: position)
        let window = visibleSlots(at: position, nearest: nearest)
        let placement = geometry.framePlacement(at: offset, contentLength: contentLength, logicalOffset: logicalOffset)
        pass.contentSize = geometry.contentSize(contentLength: contentLength)
        pass.scrollPosition = position
        pass.currentPage = currentPage(nearest: nearest)
        // The element array is brought to the window's length first — cut back, or grown with
        // placeholders — and then written through its buffer: no capacity, uniqueness or bounds
        // check per element, and no emptying of the array (which costs more than the overwrite).
        let count = window.count
        if pass.elements.count > count {
            pass.elements.removeSubrange(count...)
        } else if pass.elements.count < count {
            pass.elements.reserveCapacity(count)
            pass.elements.append(
                contentsOf: repeatElement(
                    LayoutElement(kind: .cell, section: 0, item: 0, frame: .zero), count: count - pass.elements.count))
        }
        pass.elements.withUnsafeMutableBufferPointer { elements in
            // Consecutive slots show consecutive pages (a looping pass wraps to page 0 once per
            // period), so each item's section is found by walking on from the previous item's.
            var walk = SectionedItemCounts.Walk()
            for (index, slot) in window.enumerated() {
                // A non-looping window lies within the pages; a looping slot maps into them.
                let page = loops ? geometry.page(forSlot: slot, pageCount: total) : slot
                let indexPath = walk.indexPath(forFlatIndex: page, in: items)
                let progress = CGFloat(slot) - position
                elements[index] = LayoutElement(
                    kind: .cell, section: indexPath.section, item: indexPath.item, flatIndex: page, slot: slot,
                    progress: progress, frame: placement.frame(ofPage: page, in: geometry),
                    zPosition: Self.defaultZPosition(progress: progress))
            }
        }
    }

    /// The default z position of an item at `progress`: `−|round(progress)|`, rounding half away from
    /// zero, so the centred item is on top and farther ones sink one level per page. Held at
    /// `−Int32.max` at most (a 32-bit z position, as CSS and Core Animation layers take), 0 for a
    /// non-finite progress. The effects' default stacking order, which every effect starts from.
    public static func defaultZPosition(progress: CGFloat) -> Int {
        DefaultStackingOrder.zPosition(progress: progress)
    }

    /// The flat indices laid out at `position`: `numberOfVisibleItems` of them (all when `nil`, at
    /// most ``maximumVisibleItems``) around the position, shifted at either end so the window keeps
    /// its size while items exist.
    ///
    /// For an odd count the window is centred on the nearest page, as in the original. For an even
    /// count it holds the items nearest the position; the original laid out
    /// `[page − n/2, page + n/2)` and so dropped the neighbour being scrolled towards.
    public func visibleWindow(at position: CGFloat) -> Range<Int> {
        visibleWindow(at: position, nearest: Self.index(position, limit: numberOfPages))
    }

    /// ``visibleWindow(at:)`` with the page nearest `position` (`index(_:rounded:limit:)`)
    /// already worked out.
    private func visibleWindow(at position: CGFloat, nearest page: Int) -> Range<Int> {
        let total = numberOfPages
        guard total > 0 else { return 0..<0 }
        let count = min(max(numberOfVisibleItems ?? total, 1), total, Self.maximumVisibleItems)
        let start: Int
        if count % 2 == 1 {
            start = page - count / 2
        } else {
            let below = Self.index(position, rounded: .down, limit: total)
            start = below - count / 2 + 1
        }
        let shifted = min(max(start, 0), total - count)
        return shifted..<(shifted + count)
    }

    /// The slots laid out at `position`: the flat indices of ``visibleWindow(at:)``, or when looping
    /// the `numberOfVisibleItems` slots nearest the position (as many as there are pages when `nil`),
    /// unbounded — slot s shows page s mod n, so one page may fill several slots.
    public func visibleSlots(at position: CGFloat) -> Range<Int> {
        visibleSlots(at: position, nearest: nearestSlot(at: position))
    }

    /// ``visibleSlots(at:)`` with `nearestSlot(at:)` already worked out.
    private func visibleSlots(at position: CGFloat, nearest: Int) -> Range<Int> {
        let total = numberOfPages
        guard isLooping else { return visibleWindow(at: position, nearest: nearest) }
        let count = min(max(numberOfVisibleItems ?? total, 1), Self.maximumVisibleItems)
        let start: Int
        if count % 2 == 1 {
            start = nearest - count / 2
        } else {
            start = Self.slot(nearest: position.rounded(.down)) - count / 2 + 1
        }
        return start..<(start + count)
    }

    /// The slot nearest a position (half away from zero), kept within ±2³⁰ so slot arithmetic
    /// cannot overflow; a non-finite position counts as 0.
    static func slot(nearest position: CGFloat) -> Int {
        position.finiteOrZero.index(within: -(1 << 30)...(1 << 30))
    }

    /// `position` rounded by `rule` (half away from zero by default) as an `Int` kept within
    /// `-1 ... limit` (a non-finite position counts as 0): positions past either end act as one item
    /// beyond it, and neither the conversion nor the arithmetic done with the result can overflow,
    /// even for `limit` near `Int.max`.
    private static func index(
        _ position: CGFloat, rounded rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, limit: Int
    ) -> Int {
        position.finiteOrZero.index(rounded: rule, within: -1...limit)
    }
}
