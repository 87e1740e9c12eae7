import Foundation

/// Keeps a selection (a SwiftUI binding, by page) and a scroll view's resting page in step, for a
/// pager that sees only its scroll view's offset and the targets its scroll-target behaviour
/// picks — the SwiftUI-native pager, where no scroll phase or driver is at hand.
///
/// - A selection naming another page than the one the pager rests on (or goes to) sends it there:
///   ``selectionChanged(toPage:pageCount:)`` returns the page to scroll to, animated.
/// - While the pager goes to a selected page, the pages it passes are not written back.
/// - A selection changed on the way redirects it; nothing is written back.
/// - A released drag (``released(towardSlot:)``, told by the scroll-target behaviour) takes over,
///   even from the way to a selected page: the page it comes to rest on is written back, once,
///   when the offset arrives there (``offsetChanged(to:geometry:pageCount:)``).
///
/// Pages are the scroll view's slots (the native pager does not loop). Out-of-range pages are
/// clamped to the valid ones; with no pages nothing moves or is written.
///
/// ```swift
/// var sync = ScrollSelectionSync(selectedPage: 0)
/// sync.selectionChanged(toPage: 3, pageCount: 5)                       // 3: scroll there
/// sync.offsetChanged(to: 600, geometry: geometry, pageCount: 5)        // nil: passing page 2
/// sync.offsetChanged(to: 900, geometry: geometry, pageCount: 5)        // nil: arrived, already selected
/// ```
package struct ScrollSelectionSync: Sendable, Hashable {
    /// How close, in points along the axis, the offset must come to a resting offset to count as
    /// arrived: half a point, more than a scroll view's pixel rounding.
    public static let arrivalTolerance: CGFloat = 0.5

    /// The selection as last seen or written, by page; `nil` for none.
    public private(set) var selectedPage: Int?
    /// The page the pager last came to rest on (or starts on): where a drag begins.
    public private(set) var restingPage: Int
    /// The page the pager is on its way to — a selected page, or where a released drag rests —;
    /// `nil` when none.
    public private(set) var destination: Int?

    /// Creates a sync resting on the selected page (page 0 when there is none, or it is negative).
    public init(selectedPage: Int?) {
        self.selectedPage = selectedPage
        restingPage = max(selectedPage ?? 0, 0)
    }

    /// The selection now names `page` (`nil`: nothing, or an item not among the pages).
    ///
    /// - Returns: the page to scroll to, animated; `nil` when the pager is there or on its way, or
    ///   there is nothing to go to.
    public mutating func selectionChanged(toPage page: Int?, pageCount: Int) -> Int? {
        selectedPage = page
        guard let page, pageCount > 0 else { return nil }
        let target = min(max(page, 0), pageCount - 1)
        guard target != (destination ?? restingPage) else { return nil }
        destination = target
        return target
    }

    /// A released drag will rest on `slot` (the scroll-target behaviour's pick): it replaces any
    /// page the pager was going to.
    public mutating func released(towardSlot slot: Int) {
        destination = slot
    }

    /// The scroll view's offset along the axis changed.
    ///
    /// - Returns: the page to write to the selection — once, when the offset arrives at the
    ///   destination's resting offset and the selection names another page; `nil` otherwise.
    public mutating func offsetChanged(to offset: CGFloat, geometry: PageGeometry, pageCount: Int) -> Int? {
        guard let destination, pageCount > 0, offset.isFinite else { return nil }
        let page = min(max(destination, 0), pageCount - 1)
        guard abs(offset - geometry.restingOffset(forSlot: page, pageCount: pageCount)) <= Self.arrivalTolerance
        else { return nil }
        self.destination = nil
        restingPage = page
        guard page != selectedPage else { return nil }
        selectedPage = page
        return page
    }

    /// Whether the pager rests: on its way nowhere, at its resting page's offset (within
    /// ``arrivalTolerance``). An auto-scrolling pager moves on only then, not under a finger.
    public func isResting(atOffset offset: CGFloat, geometry: PageGeometry, pageCount: Int) -> Bool {
        guard destination == nil, pageCount > 0, offset.isFinite else { return false }
        let page = min(restingPage, pageCount - 1)
        return abs(offset - geometry.restingOffset(forSlot: page, pageCount: pageCount)) <= Self.arrivalTolerance
    }
}
