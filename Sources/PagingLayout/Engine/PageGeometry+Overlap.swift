import Foundation

extension PageGeometry {
    /// The pages whose span, moved `shift` points along the axis, overlaps the open interval
    /// `lower < x < upper` (logical content coordinates along the axis) by more than nothing, among
    /// `candidates` (all `pageCount` pages by default): how a layout finds what a viewport shows
    /// after an effect moved a run of pages by one shift.
    ///
    /// Page k spans A + k·step … A + k·step + L: pages of one length (``itemLengths`` are not read).
    /// With a zero step every page sits in one place, and all of them overlap or none does.
    ///
    /// - Complexity: O(1); the result holds at most ``PagingEngine/maximumVisibleItems`` pages, those
    ///   nearest the interval's start when more overlap (only a step near 0 allows that).
    func pages(
        overlapping lower: CGFloat, _ upper: CGFloat, shiftedBy shift: CGFloat = 0, among candidates: Range<Int>? = nil,
        pageCount: Int
    ) -> Range<Int> {
        let bounds = (candidates ?? 0..<max(pageCount, 0)).clamped(to: 0..<max(pageCount, 0))
        let length = resolvedPageLength
        let step = step
        guard upper > lower, length > 0, !bounds.isEmpty else { return bounds.lowerBound..<bounds.lowerBound }
        let lower = lower - shift - padding.resolvedLeading
        let upper = upper - shift - padding.resolvedLeading
        let first: CGFloat
        let end: CGFloat
        if step > 0 {
            // start + length > lower and start < upper, with start = k × step.
            first = ((lower - length) / step).rounded(.down) + 1
            end = (upper / step).rounded(.up)
        } else if step < 0 {
            first = (upper / step).rounded(.down) + 1
            end = ((lower - length) / step).rounded(.up)
        } else {
            first = 0
            end = length > lower && 0 < upper ? CGFloat(bounds.upperBound) : 0
        }
        let range = bounds.lowerBound...bounds.upperBound
        let low = first.index(rounded: .towardZero, within: range)
        let high = max(low, end.index(rounded: .towardZero, within: range))
        return low..<min(high, low.saturatingAdding(PagingEngine.maximumVisibleItems))
    }
}
