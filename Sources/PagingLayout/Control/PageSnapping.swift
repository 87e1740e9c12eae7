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
        let last = numberOfPages - 1
        let start = min(max(dragStartPage, 0), last)
        let length = pageLength.isFinite ? max(pageLength, 1) : 1
        let rawPosition = proposedOffset.isFinite ? proposedOffset / length : CGFloat(start)
        // Positions beyond one page past either end snap like the end pages, and staying in this
        // band keeps the conversions to Int safe for any offset.
        let position = min(max(rawPosition, -1), CGFloat(last) + 1)
        // A whole number of the band as an Int. Its top, `last + 1`, is `numberOfPages`: converting
        // the float instead would trap when it rounds to 2⁶³ (a count near Int.max).
        func page(_ value: CGFloat) -> Int {
            value >= CGFloat(last) + 1 ? numberOfPages : Int(value)
        }

        var target = page(position.rounded(.toNearestOrAwayFromZero))
        let speed = velocity.isNaN ? 0 : velocity
        if speed != 0, abs(speed) >= configuration.flickThreshold {
            if speed > 0 {
                // Past the last page any target clamps to it; capping first keeps `+ 1` in range.
                target = max(target, min(page(position.rounded(.down)), last) + 1)
            } else {
                target = min(target, page(position.rounded(.up)) - 1)
            }
        }

        let distance = max(configuration.maximumPageDistance, 1)
        // Written so that a distance of Int.max cannot overflow.
        let lowest = distance >= start ? 0 : start - distance
        let highest = distance >= last - start ? last : start + distance
        return min(max(target, lowest), highest)
    }

    /// The content offset along the axis to settle at: the target page times the page length
    /// (negative or non-finite lengths count as 0), held at the largest finite `CGFloat` should the
    /// product overflow, as ``PagingEngine/contentOffset(forPage:)`` does.
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
        let page = targetPage(
            forProposedOffset: proposedOffset, velocity: velocity, dragStartPage: dragStartPage,
            pageLength: pageLength, numberOfPages: numberOfPages, configuration: configuration)
        let length = pageLength.isFinite ? max(pageLength, 0) : 0
        return min(CGFloat(page) * length, .greatestFiniteMagnitude)
    }
}
