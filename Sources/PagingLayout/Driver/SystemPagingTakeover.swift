import Foundation

/// Whether a pager leaves released drags to its scroll view's own paging or settles them itself
/// (issue 24, defect 8).
///
/// A scroll view's paging (UIKit's `isPagingEnabled`) stops only on multiples of its bounds' width
/// (height, vertically), and it never asks the layout where to stop. Pages shorter than the view
/// (a page length, spacing, content padding, start alignment, pages of their own lengths) do not
/// sit there, so with paging on a swipe rested between pages. The layout then does what
/// FSPagerView does: it turns the scroll view's paging off, sets a fast deceleration and snaps each
/// release to a page itself — one page per swipe by default, as paging does. When the pages sit on
/// the multiples of the bounds again (the settings changed back) it hands paging back, with the
/// deceleration rate it found. It changes nothing while the pager scrolls, and nothing when the
/// app keeps paging off.
///
/// ```swift
/// var takeover = SystemPagingTakeover()
/// // 300-point pages 20 points apart in a 400-point view: paging by 400 points misses them.
/// takeover.change(for: geometry, pageCount: 6, isPagingEnabled: true, decelerationRate: 0.998, isScrolling: false)
/// // .takeOver
/// ```
package struct SystemPagingTakeover: Sendable, Hashable {
    /// The deceleration rate the scroll view had before the layout took its paging over; `nil`
    /// while the scroll view pages by itself (or the app keeps paging off).
    public private(set) var restoredDecelerationRate: CGFloat?

    /// Whether the layout settles released drags in place of the scroll view's paging.
    public var hasTakenOver: Bool { restoredDecelerationRate != nil }

    /// The largest distance, in points, between a settled page and a multiple of the viewport's
    /// length for paging by the bounds to count as landing on it.
    static let tolerance: CGFloat = 0.01

    /// A pager whose scroll view pages by itself.
    public init() {}

    /// Whether a scroll view paging by the bounds' length along the axis rests exactly on the pages
    /// of `geometry`: one page per viewport length, every settled offset a multiple of it, and the
    /// content as long as the pages (so the last multiple is the last page). Pages of their own
    /// lengths (``PageGeometry/itemLengths``) count as not landing.
    ///
    /// - Complexity: O(1).
    public static func pagesLandOnViewportMultiples(_ geometry: PageGeometry, pageCount: Int) -> Bool {
        let viewport = geometry.viewportLength
        guard viewport > 0, pageCount > 0, geometry.itemLengths == nil else { return false }
        guard abs(geometry.step - viewport) <= tolerance else { return false }
        // The first and last pages' settled offsets (no array: a pass asks this at every scroll step).
        func isOnMultiple(_ offset: CGFloat) -> Bool {
            abs(offset - (offset / viewport).rounded() * viewport) <= tolerance
        }
        guard isOnMultiple(geometry.settledOffset(forSlot: 0, pageCount: pageCount)),
            isOnMultiple(geometry.settledOffset(forSlot: pageCount - 1, pageCount: pageCount))
        else { return false }
        // A looping pager scrolls a run of whole periods, each `pageCount` viewports long.
        if geometry.loops(pageCount: pageCount) { return true }
        return abs(geometry.contentLength(pageCount: pageCount) - CGFloat(pageCount) * viewport) <= tolerance
    }

    /// What to do to the scroll view's paging now, and records it.
    ///
    /// - Parameters:
    ///   - geometry: the pager's geometry on the scroll view's current viewport.
    ///   - pageCount: the number of pages; with none nothing changes.
    ///   - isPagingEnabled: the scroll view's `isPagingEnabled` now.
    ///   - decelerationRate: the scroll view's deceleration rate now (kept to be given back).
    ///   - isScrolling: whether the user drags or the view decelerates or animates: nothing changes
    ///     then (the next pass at rest decides).
    public mutating func change(
        for geometry: PageGeometry, pageCount: Int, isPagingEnabled: Bool, decelerationRate: CGFloat, isScrolling: Bool
    ) -> SystemPagingChange {
        guard !isScrolling, pageCount > 0, geometry.viewportLength > 0 else { return .none }
        let lands = Self.pagesLandOnViewportMultiples(geometry, pageCount: pageCount)
        if isPagingEnabled, !lands {
            // Paging turned on again by the app after a takeover: the rate it had first is the one to
            // give back (the one now is the layout's own).
            if restoredDecelerationRate == nil { restoredDecelerationRate = decelerationRate }
            return .takeOver
        }
        if let rate = restoredDecelerationRate, !isPagingEnabled, lands {
            restoredDecelerationRate = nil
            return .handBack(decelerationRate: rate)
        }
        return .none
    }

    /// The layout leaves the scroll view (another layout takes it): paging goes back as it was.
    public mutating func relinquish() -> SystemPagingChange {
        guard let rate = restoredDecelerationRate else { return .none }
        restoredDecelerationRate = nil
        return .handBack(decelerationRate: rate)
    }
}
