import Foundation

/// A row of equally long items at a fixed step along one axis — the resting geometry of the focus
/// carousel, the Photos preview pager and the thumbnail strip — answering its questions by
/// arithmetic, never by a loop over the items.
///
/// Item `i` occupies `position(of: i) ..< position(of: i) + length`, with
/// `position(of: i) = i × step`. The step is usually the item's length plus the spacing; it may be
/// 0 or negative (items stacked or running backwards).
///
/// ```swift
/// let row = ItemRow(count: 12, length: 250, step: 260)
/// row.contentLength                   // 12 × 250 + 11 × 10 = 3110
/// row.indices(overlapping: 900, 1300) // 3..<5: items 3 and 4 reach into 900…1300
/// ```
public struct ItemRow: Sendable, Hashable {
    /// The most indices ``indices(overlapping:_:shiftedBy:within:)`` returns: 10 000, as a pass of the paging engine
    /// (``PagingEngine/maximumVisibleItems``). Reached only when items are stacked (a step near 0).
    public static let maximumRange = PagingEngine.maximumVisibleItems

    /// The number of items; negative counts count as 0.
    public let count: Int
    /// Each item's length along the axis, in points.
    public let length: CGFloat
    /// The distance from one item's start to the next one's, in points.
    public let step: CGFloat

    /// Creates a row of `count` items `length` points long, `step` points apart (start to start).
    /// Non-finite lengths and steps count as 0.
    public init(count: Int, length: CGFloat, step: CGFloat) {
        self.count = max(0, count)
        self.length = length.isFinite ? length : 0
        self.step = step.isFinite ? step : 0
    }

    /// Where item `index` starts along the axis, in points.
    public func position(of index: Int) -> CGFloat {
        (CGFloat(index) * step).finiteValue
    }

    /// The length the items span from the first one's start (or the last one's, when the step is
    /// negative) to the farthest end: `length + (count − 1) × |step|`, 0 without items.
    public var contentLength: CGFloat {
        guard count > 0 else { return 0 }
        return (length + CGFloat(count - 1) * abs(step)).finiteValue
    }

    /// The items whose span, moved by `shift` points, overlaps the open interval `lower < x < upper`
    /// by more than nothing, within `within` (all items by default).
    ///
    /// - Complexity: O(1); the result holds at most ``maximumRange`` indices, those nearest the
    ///   interval's start when more overlap (only stacked items can).
    public func indices(
        overlapping lower: CGFloat, _ upper: CGFloat, shiftedBy shift: CGFloat = 0, within: Range<Int>? = nil
    ) -> Range<Int> {
        let bounds = (within ?? 0..<count).clamped(to: 0..<count)
        guard upper > lower, length > 0, !bounds.isEmpty else { return bounds.lowerBound..<bounds.lowerBound }
        let lower = lower - shift
        let upper = upper - shift
        let first: CGFloat
        let end: CGFloat
        if step > 0 {
            // start + length > lower and start < upper, with start = i × step.
            first = ((lower - length) / step).rounded(.down) + 1
            end = (upper / step).rounded(.up)
        } else if step < 0 {
            first = (upper / step).rounded(.down) + 1
            end = ((lower - length) / step).rounded(.up)
        } else {
            // Every item sits at 0: all overlap, or none.
            first = 0
            end = length > lower && 0 < upper ? CGFloat(count) : 0
        }
        let low = Self.clampedIndex(first, bounds)
        let high = max(low, Self.clampedIndex(end, bounds))
        return low..<min(high, low.saturatingAdding(Self.maximumRange))
    }

    /// The index `value` (a whole number or an infinity) held within `bounds.lowerBound...bounds.upperBound`.
    private static func clampedIndex(_ value: CGFloat, _ bounds: Range<Int>) -> Int {
        guard !value.isNaN else { return bounds.lowerBound }
        if value <= CGFloat(bounds.lowerBound) { return bounds.lowerBound }
        if value >= CGFloat(bounds.upperBound) { return bounds.upperBound }
        return Int(value)
    }

    /// The whole number nearest `value` (halves away from zero), held within `Int`'s range.
    static func index(nearest value: CGFloat) -> Int {
        let rounded = value.rounded()
        guard rounded.isFinite else { return rounded > 0 ? .max : (rounded < 0 ? .min : 0) }
        if rounded >= CGFloat(Int.max) { return .max }
        if rounded <= CGFloat(Int.min) { return .min }
        return Int(rounded)
    }
}
