import Foundation

/// Where a pager settles when the user lets go: pure page math for drags.
///
/// The rules, in order:
/// 1. the nearest page to the proposed offset (rounding half away from zero);
/// 2. a flick — a release speed of at least ``Configuration/minimumFlickVelocity`` — goes at least
///    to the next page boundary in its direction: from a position between pages the page ahead,
///    from a position on a page the page after it;
/// 3. never more than ``Configuration/maximumPageDistance`` pages from the page where the drag
///    began;
/// 4. clamped to the valid pages.
///
/// Velocity is the content offset's velocity along the axis, in points per second: positive when
/// the offset grows (moving towards later pages), so the opposite sign of the finger's velocity.
/// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports points per
/// millisecond: multiply by 1000.
///
/// ```swift
/// // 300-point pages, a drag that began on page 2 released at offset 690 (position 2.3):
/// PageSnapping.targetPage(forProposedOffset: 690, velocity: 0, dragStartPage: 2,
///                         pageLength: 300, numberOfPages: 10)      // 2: nearest
/// PageSnapping.targetPage(forProposedOffset: 690, velocity: 800, dragStartPage: 2,
///                         pageLength: 300, numberOfPages: 10)      // 3: a flick forwards
/// ```
public enum PageSnapping {
    /// The page to settle on.
    ///
    /// - Parameters:
    ///   - proposedOffset: where the content offset would rest without snapping, along the axis, in
    ///     points; for a headless drag the offset at release. Non-finite values count as the
    ///     drag's start page.
    ///   - velocity: the content offset's speed along the axis at release, in points per second;
    ///     NaN counts as 0 (infinite speeds are flicks).
    ///   - dragStartPage: the page the drag began on (clamped to the valid pages).
    ///   - pageLength: the length of one page along the axis, in points; taken as at least 1, as
    ///     ``PagingEngine/scrollPosition(at:)`` does.
    ///   - numberOfPages: the number of pages; 0 or fewer gives page 0.
    ///   - configuration: the flick threshold and the distance limit.
    /// - Returns: a page in `0..<numberOfPages` (0 when there are none).
    public static func targetPage(
        forProposedOffset proposedOffset: CGFloat,
        velocity: CGFloat,
        dragStartPage: Int,
        pageLength: CGFloat,
        numberOfPages: Int,
        configuration: Configuration = Configuration()
    ) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let length = pageLength.isFinite ? max(pageLength, 1) : 1
        let start = min(max(dragStartPage, 0), numberOfPages - 1)
        let position = proposedOffset.isFinite ? proposedOffset / length : CGFloat(start)
        return targetSlot(
            forProposedPosition: position, velocity: velocity, dragStartSlot: start,
            pages: 0...(numberOfPages - 1), configuration: configuration)
    }

    /// The slot to settle on in a pager of any geometry: a page, or with looping any integer (slot s
    /// shows page s mod n). The same rules as
    /// ``targetPage(forProposedOffset:velocity:dragStartPage:pageLength:numberOfPages:configuration:)``
    /// applied to the geometry's scroll position; a looping pager is not clamped to its pages, only
    /// to the page distance from the drag's start. Right-to-left mirrors the velocity.
    ///
    /// - Parameters:
    ///   - proposedOffset: where the content offset would rest, along the axis (physical), in points.
    ///     Non-finite values count as the drag's start slot.
    ///   - velocity: the content offset's physical speed along the axis, points per second.
    ///   - dragStartSlot: the slot the drag began on; when looping, held within ±2³⁰.
    ///   - geometry: where the pages are.
    ///   - numberOfPages: the number of pages; 0 or fewer gives slot 0.
    ///   - configuration: the flick threshold and the distance limit.
    public static func targetSlot(
        forProposedOffset proposedOffset: CGFloat,
        velocity: CGFloat,
        dragStartSlot: Int,
        geometry: PageGeometry,
        numberOfPages: Int,
        configuration: Configuration = Configuration()
    ) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let loops = geometry.loops(pageCount: numberOfPages)
        // A looping start is kept within ±2³⁰ (as the engine keeps slots), so the band below cannot overflow.
        let reach = 1 << 30
        let start = loops
            ? min(max(dragStartSlot, -reach), reach) : min(max(dragStartSlot, 0), numberOfPages - 1)
        let position = proposedOffset.isFinite
            ? geometry.position(atOffset: proposedOffset, pageCount: numberOfPages) : CGFloat(start)
        let speed = geometry.isMirrored ? 0 - velocity : velocity
        // A looping pager has no ends: the band of reachable slots is centred on the start.
        let pages = loops ? (start - reach)...(start + reach) : 0...(numberOfPages - 1)
        return targetSlot(
            forProposedPosition: position, velocity: speed, dragStartSlot: start, pages: pages,
            configuration: configuration)
    }

    /// The rules on a scroll position: nearest slot, flick, distance limit, clamped to `pages`.
    private static func targetSlot(
        forProposedPosition rawPosition: CGFloat,
        velocity: CGFloat,
        dragStartSlot start: Int,
        pages: ClosedRange<Int>,
        configuration: Configuration
    ) -> Int {
        let first = pages.lowerBound
        let last = pages.upperBound
        // Positions beyond one page past either end snap like the end pages, and staying in this
        // band keeps the conversions to Int safe for any offset.
        let position = min(max(rawPosition, CGFloat(first) - 1), CGFloat(last) + 1)
        // A whole number of the band as an Int. Its top, `last + 1`, is taken directly: converting
        // the float instead would trap when it rounds to 2⁶³ (a count near Int.max).
        func slot(_ value: CGFloat) -> Int {
            value >= CGFloat(last) + 1 ? last + 1 : Int(value)
        }

        var target = slot(position.rounded(.toNearestOrAwayFromZero))
        let speed = velocity.isNaN ? 0 : velocity
        if speed != 0, abs(speed) >= configuration.flickThreshold {
            if speed > 0 {
                // Past the last page any target clamps to it; capping first keeps `+ 1` in range.
                target = max(target, min(slot(position.rounded(.down)), last) + 1)
            } else {
                target = min(target, slot(position.rounded(.up)) - 1)
            }
        }

        let distance = max(configuration.maximumPageDistance, 1)
        // Written so that a distance of Int.max cannot overflow.
        let lowest = distance >= start - first ? first : start - distance
        let highest = distance >= last - start ? last : start + distance
        return min(max(target, lowest), highest)
    }

    /// The content offset along the axis to settle at: the target page times the page length
    /// (negative or non-finite lengths count as 0), held at the largest finite `CGFloat` should the
    /// product overflow, as ``PagingEngine/contentOffset(forPage:)`` does; or the proposed offset
    /// itself when the configuration does not snap and the offset is finite.
    ///
    /// Takes the same parameters as
    /// ``targetPage(forProposedOffset:velocity:dragStartPage:pageLength:numberOfPages:configuration:)``;
    /// a UIKit adapter assigns it to `targetContentOffset` in `scrollViewWillEndDragging`.
    public static func targetOffset(
        forProposedOffset proposedOffset: CGFloat,
        velocity: CGFloat,
        dragStartPage: Int,
        pageLength: CGFloat,
        numberOfPages: Int,
        configuration: Configuration = Configuration()
    ) -> CGFloat {
        if !configuration.snapsToPages, proposedOffset.isFinite { return proposedOffset }
        let page = targetPage(
            forProposedOffset: proposedOffset, velocity: velocity, dragStartPage: dragStartPage,
            pageLength: pageLength, numberOfPages: numberOfPages, configuration: configuration)
        let length = pageLength.isFinite ? max(pageLength, 0) : 0
        return min(CGFloat(page) * length, .greatestFiniteMagnitude)
    }

    /// The physical content offset along the axis to settle at in a pager of any geometry: the
    /// settled offset of ``targetSlot(forProposedOffset:velocity:dragStartSlot:geometry:numberOfPages:configuration:)``,
    /// or the proposed offset itself when the configuration does not snap.
    public static func targetOffset(
        forProposedOffset proposedOffset: CGFloat,
        velocity: CGFloat,
        dragStartSlot: Int,
        geometry: PageGeometry,
        numberOfPages: Int,
        configuration: Configuration = Configuration()
    ) -> CGFloat {
        if !configuration.snapsToPages, proposedOffset.isFinite { return proposedOffset }
        let slot = targetSlot(
            forProposedOffset: proposedOffset, velocity: velocity, dragStartSlot: dragStartSlot,
            geometry: geometry, numberOfPages: numberOfPages, configuration: configuration)
        return geometry.settledOffset(forSlot: slot, pageCount: numberOfPages)
    }
}
