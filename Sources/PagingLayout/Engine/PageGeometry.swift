import Foundation

/// Where a pager's pages are: the one model every page↔offset question is answered from.
///
/// Along the scroll axis, with V the viewport length, L the page length, S the spacing, A and B the
/// leading and trailing padding and step = L + S:
/// - page k's leading edge is at A + k·step in (left-to-right) content coordinates, and the content
///   is A + n·L + (n − 1)·S + B long for n pages;
/// - a page settles at the offset `snap(k) = snap₀ + k·step`, where snap₀ = A + L/2 − V/2 for
///   ``PageAlignment/center`` and 0 for ``PageAlignment/start``;
/// - the scroll **position** at an offset is (offset − snap₀) / step: page k is centred (or at the
///   start) when the position is k, and an item's progress is k − position.
///
/// With ``itemLengths`` each page has its own length: the leading edges come from prefix sums, and
/// the position runs linearly from one settled offset to the next (found by binary search).
/// Right-to-left mirrors a horizontal pager: the physical offset o shows what the left-to-right
/// pager shows at W − V − o (W the content length), every frame mirrored. A looping pager repeats
/// the pages every period (n·L + n·S, the seam spaced like any other gap): positions are unbounded
/// and slot s shows page s mod n.
///
/// The defaults — page length = viewport, no spacing or padding, centre alignment, left-to-right,
/// no looping — give the original library's pager: position = offset ÷ viewport length.
///
/// ```swift
/// // 240-point pages 16 points apart, centred in a 300-point viewport, neighbours peeking:
/// var geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
/// geometry.pageLength = 240
/// geometry.spacing = 16
/// geometry.padding = ContentPadding(leading: 30, trailing: 30)
/// geometry.settledOffset(forSlot: 2, pageCount: 5)   // 512: 30 + 2·256 + 120 − 150
/// geometry.position(atOffset: 640, pageCount: 5)     // 2.5
/// ```
///
/// Bad input is clamped, never trapped on: negative or non-finite viewport dimensions, page
/// lengths, spacing and padding count as 0 (a missing or non-finite page length as the viewport's);
/// the step used to divide is at least 1 point; a looping pager with no pages does not loop.
///
/// With ``allowsOverlap`` the same model serves a row of items that may overlap — the focus
/// carousel, the Photos preview and the thumbnail strip: negative spacing stands (a step of 0
/// stacks the items, a negative one runs them backwards), and the position divides by the step
/// itself (0 at a zero step). The layouts built on such a row ask the geometry which items a span
/// reaches once each item is moved by a shift such as a focus effect's.
public struct PageGeometry: Sendable, Equatable {
    /// The pager's viewport size (the scroll view's bounds size), in points.
    public var viewportSize: CGSize {
        didSet {
            viewportSize = viewportSize.nonNegativeOrZero
            resolveLengths()
        }
    }

    /// The axis along which pages follow each other.
    public var scrollDirection: ScrollDirection { didSet { resolveLengths() } }

    /// The length of a page along the axis, in points; `nil` (the default) for the viewport's length.
    public var pageLength: CGFloat? { didSet { resolveLengths() } }

    /// The gap between consecutive pages, in points. Default 0; negative values count as 0 unless
    /// ``allowsOverlap`` is set.
    public var spacing: CGFloat { didSet { resolveLengths() } }

    /// Space before the first page and after the last one, in points.
    public var padding: ContentPadding

    /// Where a settled page sits in the viewport. Default ``PageAlignment/center``.
    public var alignment: PageAlignment

    /// The reading direction; right-to-left mirrors horizontal pagers. Default left-to-right.
    public var layoutDirection: LayoutDirection

    /// Whether the pages repeat without end: after the last comes the first again.
    public var isLooping: Bool

    /// Per-page lengths along the axis (for pages of different sizes); `nil` (the default) for
    /// pages all ``pageLength`` long. Pages past the end of the list take ``pageLength``.
    public var itemLengths: ItemLengths?

    /// Whether pages may overlap: negative ``spacing`` stands (non-finite spacing counts as 0, a
    /// spacing below −page length runs the pages backwards), and the position divides by the step
    /// itself — 0 at a zero step — rather than by at least one point. Default `false`, the original
    /// pager's clamps; the focus carousel, Photos preview and thumbnail strip set it.
    public var allowsOverlap: Bool { didSet { resolveLengths() } }

    /// The viewport's length along the axis (V).
    public private(set) var viewportLength: CGFloat = 0

    /// The uniform page length in points (L): ``pageLength`` clamped to ≥ 0, or the viewport's
    /// length when it is `nil` or not finite.
    public private(set) var resolvedPageLength: CGFloat = 0

    /// The spacing in points (S): clamped to ≥ 0, or with ``allowsOverlap`` any finite value.
    public private(set) var resolvedSpacing: CGFloat = 0

    /// The distance between two pages' leading edges (L + S), in points.
    public private(set) var step: CGFloat = 0

    /// Creates a geometry; the defaults are the original library's full-viewport pager.
    public init(
        viewportSize: CGSize,
        scrollDirection: ScrollDirection = .horizontal,
        pageLength: CGFloat? = nil,
        spacing: CGFloat = 0,
        padding: ContentPadding = ContentPadding(),
        alignment: PageAlignment = .center,
        layoutDirection: LayoutDirection = .leftToRight,
        isLooping: Bool = false,
        itemLengths: ItemLengths? = nil,
        allowsOverlap: Bool = false
    ) {
        self.viewportSize = viewportSize.nonNegativeOrZero
        self.scrollDirection = scrollDirection
        self.pageLength = pageLength
        self.spacing = spacing
        self.padding = padding
        self.alignment = alignment
        self.layoutDirection = layoutDirection
        self.isLooping = isLooping
        self.itemLengths = itemLengths
        self.allowsOverlap = allowsOverlap
        resolveLengths()
    }

    /// Works out the clamped lengths every offset question reads (V, L, S and the step) from the
    /// stored inputs: once when an input changes, not again in every call of a layout pass.
    private mutating func resolveLengths() {
        viewportLength = scrollDirection.length(of: viewportSize)
        if let length = pageLength, length.isFinite {
            resolvedPageLength = max(length, 0)
        } else {
            resolvedPageLength = viewportLength
        }
        resolvedSpacing = allowsOverlap ? spacing.finiteOrZero : spacing.nonNegativeOrZero
        step = resolvedPageLength + resolvedSpacing
    }

    // MARK: - Lengths along the axis

    /// The viewport's length across the axis.
    public var crossLength: CGFloat { scrollDirection.crossLength(of: viewportSize) }

    /// Whether frames and offsets are mirrored: right-to-left on a horizontal pager.
    public var isMirrored: Bool {
        layoutDirection == .rightToLeft && scrollDirection == .horizontal
    }

    /// The length of page `index` (L, or its entry in ``itemLengths``).
    public func length(ofPage index: Int) -> CGFloat {
        itemLengths?.length(at: index) ?? resolvedPageLength
    }

    /// Whether the pager loops: ``isLooping`` with at least one page.
    public func loops(pageCount: Int) -> Bool { isLooping && pageCount > 0 }

    /// The content length along the axis for `pageCount` pages: A + Σ L + (n − 1)·S + B (just the
    /// padding when there are no pages), held at the largest finite `CGFloat`. Pages running
    /// backwards (a negative step) span L + (n − 1)·|step| between the paddings.
    public func contentLength(pageCount: Int) -> CGFloat {
        let n = max(pageCount, 0)
        guard n == 0 || step >= 0 else {
            let pages = resolvedPageLength - CGFloat(n - 1) * step
            return (padding.resolvedLeading + pages + padding.resolvedTrailing).finiteValue
        }
        let pages = leadingEdge(ofPage: n) - padding.resolvedLeading
        let gaps = n > 0 ? resolvedSpacing : 0
        return (padding.resolvedLeading + pages - gaps + padding.resolvedTrailing).finiteValue
    }

    /// Page `index`'s leading edge along the axis, in left-to-right content coordinates: A plus the
    /// lengths and gaps of the pages before it. Defined for any index ≥ 0 (past the last page too).
    ///
    /// - Complexity: O(1) for uniform pages, O(1) with ``itemLengths`` (prefix sums).
    @inline(__always) public func leadingEdge(ofPage index: Int) -> CGFloat {
        let k = max(index, 0)
        // Asked through the optional in place: binding it would copy (retain and release) its arrays.
        guard let lengths = itemLengths?.totalLength(before: k, otherwise: resolvedPageLength) else {
            return (padding.resolvedLeading + CGFloat(k) * step).finiteValue
        }
        return (padding.resolvedLeading + lengths + CGFloat(k) * resolvedSpacing).finiteValue
    }

    // MARK: - Settled offsets and positions (left-to-right, along the axis)

    /// The logical offset along the axis at which page `index` (0 ≤ index < pageCount) settles.
    func settledLogicalOffset(ofPage index: Int) -> CGFloat {
        let edge = leadingEdge(ofPage: index)
        switch alignment {
        case .start: return (edge - padding.resolvedLeading).finiteValue
        case .center: return (edge + length(ofPage: index) / 2 - viewportLength / 2).finiteValue
        }
    }

    /// Where a settled page's leading edge sits in the viewport, measured from the viewport's
    /// leading edge: the page's frame offset within a left-to-right viewport.
    func settledInset(ofPage index: Int) -> CGFloat {
        settledInset(ofLength: length(ofPage: index))
    }

    /// ``settledInset(ofPage:)`` for a page whose length is already known.
    func settledInset(ofLength length: CGFloat) -> CGFloat {
        switch alignment {
        case .start: return padding.resolvedLeading
        case .center: return viewportLength / 2 - length / 2
        }
    }

    /// The length of one loop of `pageCount` pages along the axis: every page and every gap, the
    /// seam's included (n·L + n·S for uniform pages), in points.
    public func period(pageCount: Int) -> CGFloat {
        (leadingEdge(ofPage: pageCount) - padding.resolvedLeading).finiteValue
    }

    /// The logical offset at which `slot` settles: a page index, or with looping any integer
    /// (slot s is page s mod n, shifted by whole periods).
    func settledLogicalOffset(ofSlot slot: Int, pageCount: Int) -> CGFloat {
        guard loops(pageCount: pageCount) else { return settledLogicalOffset(ofPage: slot) }
        let (turns, page) = Self.floorDivision(slot, pageCount)
        return (CGFloat(turns) * period(pageCount: pageCount) + settledLogicalOffset(ofPage: page)).finiteValue
    }

    /// The scroll position (fractional page or slot) at a logical offset along the axis.
    func position(atLogicalOffset offset: CGFloat, pageCount: Int) -> CGFloat {
        let along = offset.finiteOrZero
        guard itemLengths != nil, pageCount > 1 else {
            let divisor = divisorStep(pageCount: pageCount)
            return divisor == 0 ? 0 : (along - settledLogicalOffset(ofPage: 0)) / divisor
        }
        if loops(pageCount: pageCount) {
            let period = max(period(pageCount: pageCount), 1)
            let start = settledLogicalOffset(ofPage: 0)
            let turns = ((along - start) / period).rounded(.down)
            let within = along - turns * period
            return turns * CGFloat(pageCount) + variablePosition(atLogicalOffset: within, pageCount: pageCount, wraps: true)
        }
        return variablePosition(atLogicalOffset: along, pageCount: pageCount, wraps: false)
    }

    /// The step that positions of uniform pages divide by (of the first page when there is at most
    /// one): at least 1 point, or with ``allowsOverlap`` the step itself.
    private func divisorStep(pageCount: Int) -> CGFloat {
        let step = itemLengths == nil ? step : length(ofPage: 0) + resolvedSpacing
        return allowsOverlap ? step : max(step, 1)
    }

    /// The position among pages of their own lengths: linear from one settled offset to the next.
    private func variablePosition(atLogicalOffset offset: CGFloat, pageCount: Int, wraps: Bool) -> CGFloat {
        let first = settledLogicalOffset(ofPage: 0)
        let last = pageCount - 1
        if offset < first {
            let gap = settledLogicalOffset(ofPage: 1) - first
            return (offset - first) / max(gap, 1)
        }
        let lastOffset = settledLogicalOffset(ofPage: last)
        if offset >= lastOffset {
            // Past the last page: towards the first page of the next period, or on at the last step.
            let next = wraps
                ? settledLogicalOffset(ofSlot: pageCount, pageCount: pageCount)
                : lastOffset + length(ofPage: last) + resolvedSpacing
            return CGFloat(last) + (offset - lastOffset) / max(next - lastOffset, 1)
        }
        // The last page whose settled offset is ≤ offset (page 0's is, the last page's is not).
        // Without overlap settled offsets never decrease, so the search may start from the page the
        // mean step points at and gallop from there: a few probes when lengths are alike, O(log n) at
        // worst.
        let guess = allowsOverlap
            ? nil
            : ((offset - first) / ((lastOffset - first) / CGFloat(last))).index(rounded: .down, within: 0...(last - 1))
        let low = (0...last).lastPosition(gallopingFrom: guess) { settledLogicalOffset(ofPage: $0) <= offset }
        let start = settledLogicalOffset(ofPage: low)
        let end = settledLogicalOffset(ofPage: low + 1)
        return CGFloat(low) + (offset - start) / max(end - start, 1)
    }

    /// The logical offset at a scroll position: the inverse of the position at an offset.
    func logicalOffset(atPosition position: CGFloat, pageCount: Int) -> CGFloat {
        guard position.isFinite else { return 0 }
        guard itemLengths != nil, pageCount > 1 else {
            return (settledLogicalOffset(ofPage: 0) + position * divisorStep(pageCount: pageCount)).finiteValue
        }
        let last = pageCount - 1
        let loops = loops(pageCount: pageCount)
        if !loops, position < 0 {
            let first = settledLogicalOffset(ofPage: 0)
            return (first + position * max(settledLogicalOffset(ofPage: 1) - first, 1)).finiteValue
        }
        if !loops, position >= CGFloat(last) {
            // Past the last page: on at the last page's own step, as positions are measured there.
            let start = settledLogicalOffset(ofPage: last)
            return (start + (position - CGFloat(last)) * max(length(ofPage: last) + resolvedSpacing, 1)).finiteValue
        }
        let slot = PagingEngine.slot(nearest: position.rounded(.down))
        let start = settledLogicalOffset(ofSlot: slot, pageCount: pageCount)
        let end = settledLogicalOffset(ofSlot: slot + 1, pageCount: pageCount)
        return (start + (position - CGFloat(slot)) * max(end - start, 1)).finiteValue
    }

    // MARK: - Physical offsets

    /// The logical (left-to-right) offset along the axis for a physical content offset: the
    /// offset's component along the axis, mirrored for right-to-left. Non-finite counts as 0.
    public func logicalOffset(forContentOffset contentOffset: CGPoint, pageCount: Int) -> CGFloat {
        logicalOffset(forContentOffset: contentOffset, contentLength: isMirrored ? contentLength(pageCount: pageCount) : 0)
    }

    /// ``logicalOffset(forContentOffset:pageCount:)`` with the content length already known (read
    /// only when mirrored), so a pass works it out once.
    func logicalOffset(forContentOffset contentOffset: CGPoint, contentLength: CGFloat) -> CGFloat {
        let along = scrollDirection.along(contentOffset).finiteOrZero
        guard isMirrored else { return along }
        return contentLength - viewportLength - along
    }

    /// The physical offset along the axis for a logical one (mirroring is its own inverse).
    func physicalOffset(forLogicalOffset offset: CGFloat, pageCount: Int) -> CGFloat {
        guard isMirrored else { return offset }
        return (contentLength(pageCount: pageCount) - viewportLength - offset).finiteValue
    }

    /// The scroll position — fractional page (or slot, when looping) — at a physical content offset.
    ///
    /// - Complexity: O(1) for uniform pages, O(log n) with ``itemLengths``.
    public func position(atOffset contentOffset: CGPoint, pageCount: Int) -> CGFloat {
        position(atLogicalOffset: logicalOffset(forContentOffset: contentOffset, pageCount: pageCount),
                 pageCount: pageCount)
    }

    /// ``position(atOffset:pageCount:)`` for an offset along the axis alone.
    public func position(atOffset along: CGFloat, pageCount: Int) -> CGFloat {
        position(atOffset: point(along: along), pageCount: pageCount)
    }

    /// The physical offset along the axis that shows scroll position `position`.
    public func offset(atPosition position: CGFloat, pageCount: Int) -> CGFloat {
        physicalOffset(forLogicalOffset: logicalOffset(atPosition: position, pageCount: pageCount), pageCount: pageCount)
    }

    /// The physical offset along the axis at which `slot` settles (a page index; any integer when
    /// looping).
    public func settledOffset(forSlot slot: Int, pageCount: Int) -> CGFloat {
        physicalOffset(forLogicalOffset: settledLogicalOffset(ofSlot: slot, pageCount: pageCount), pageCount: pageCount)
    }

    /// A content offset with `along` on the scroll axis and 0 across it.
    public func point(along: CGFloat) -> CGPoint { scrollDirection.point(along: along, across: 0) }

    // MARK: - Pages and frames

    /// The page a slot shows: the slot itself, or modulo the page count when looping.
    public func page(forSlot slot: Int, pageCount: Int) -> Int {
        loops(pageCount: pageCount) ? Self.floorDivision(slot, pageCount).remainder : slot
    }

    /// The frame of the item in `slot` before its effect, in physical content coordinates: page-long
    /// along the axis where a settled page sits in the viewport at `contentOffset`, the viewport's
    /// full length across; mirrored for right-to-left.
    public func frame(forSlot slot: Int, pageCount: Int, at contentOffset: CGPoint) -> CGRect {
        framePlacement(pageCount: pageCount, at: contentOffset)
            .frame(ofPage: page(forSlot: slot, pageCount: pageCount), in: self)
    }

    /// What every frame of one pass shares, worked out once per pass.
    func framePlacement(pageCount: Int, at contentOffset: CGPoint) -> FramePlacement {
        let length = isMirrored ? contentLength(pageCount: pageCount) : 0
        return framePlacement(
            at: contentOffset, contentLength: length,
            logicalOffset: logicalOffset(forContentOffset: contentOffset, contentLength: length))
    }

    /// ``framePlacement(pageCount:at:)`` with the content length and logical offset a pass has
    /// already worked out.
    func framePlacement(at contentOffset: CGPoint, contentLength: CGFloat, logicalOffset: CGFloat) -> FramePlacement {
        FramePlacement(
            geometry: self, logicalOffset: logicalOffset,
            contentLength: isMirrored ? contentLength : 0,
            crossOrigin: scrollDirection.across(contentOffset).finiteOrZero)
    }

    /// The size of page `index`: its length along the axis, the viewport's length across.
    public func pageSize(ofPage index: Int) -> CGSize {
        scrollDirection.size(along: length(ofPage: index), across: crossLength)
    }

    /// The content size for `pageCount` pages: ``contentLength(pageCount:)`` along the axis, the
    /// viewport across.
    public func contentSize(pageCount: Int) -> CGSize {
        contentSize(contentLength: contentLength(pageCount: pageCount))
    }

    /// The content size for a content length along the axis: the viewport across.
    func contentSize(contentLength length: CGFloat) -> CGSize {
        scrollDirection.size(along: length, across: crossLength)
    }

    /// The effect context of the item in `slot` at `contentOffset`: its page size, the viewport, the
    /// step and direction, and — with per-item lengths — its displacement from the settled spot.
    public func effectContext(forSlot slot: Int, pageCount: Int, at contentOffset: CGPoint) -> EffectContext {
        let page = page(forSlot: slot, pageCount: pageCount)
        var displacement: CGFloat?
        if itemLengths != nil {
            displacement = settledLogicalOffset(ofSlot: slot, pageCount: pageCount)
                - logicalOffset(forContentOffset: contentOffset, pageCount: pageCount)
        }
        return EffectContext(
            targetSize: pageSize(ofPage: page),
            scrollDirection: scrollDirection,
            layoutDirection: layoutDirection,
            viewportSize: viewportSize,
            pageStep: length(ofPage: page) + resolvedSpacing,
            slot: loops(pageCount: pageCount) ? slot : nil,
            displacement: displacement)
    }

    // MARK: - Helpers

    /// `a` divided by a positive `b`, rounding down, and the non-negative remainder.
    ///
    /// Written so that no step overflows, for any `a` (Int.min included).
    static func floorDivision(_ a: Int, _ b: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
        return remainder < 0 ? (quotient - 1, remainder + b) : (quotient, remainder)
    }
}
