import Foundation

/// The page math behind a SwiftUI scroll-target behaviour: where a released scroll view comes to
/// rest, asked of ``PageSnapping`` with the pager's ``PageGeometry`` and the release velocity.
///
/// SwiftUI proposes a target (where the deceleration would end) and the velocity; the answer is a
/// settled page's offset, held within the scrollable range (0 … content length − viewport length)
/// as the scroll view holds it, so the offset reported is the one the scroll view rests at.
///
/// ```swift
/// // 300-point pages; on page 2, released at offset 690 moving forwards at 800 points a second:
/// let paging = ScrollTargetPaging(geometry: PageGeometry(viewportSize: CGSize(width: 300, height: 500)),
///                                 pageCount: 10, dragStartSlot: 2)
/// paging.target(forProposedOffset: CGPoint(x: 690, y: 0), velocity: CGPoint(x: 800, y: 0))
/// // slot 3, offset (900, 0)
/// ```
package struct ScrollTargetPaging: Sendable, Equatable {
    /// Where a released scroll view rests.
    package struct Target: Sendable, Equatable {
        /// The slot it rests on: a page index, or with looping any integer.
        public var slot: Int
        /// The content offset it rests at (physical; the axis component is the settled offset).
        public var offset: CGPoint

        /// Creates a target.
        public init(slot: Int, offset: CGPoint) {
            self.slot = slot
            self.offset = offset
        }
    }

    /// Where the pages are.
    public var geometry: PageGeometry
    /// The number of pages (slots when the host repeats them to loop).
    public var pageCount: Int
    /// The slot the scroll view rested on when the drag began; the distance limit counts from it.
    /// `nil` when the host does not know: the slot nearest the proposed offset, so only the
    /// flick rule moves the target off it.
    public var dragStartSlot: Int?
    /// The flick threshold and the distance limit.
    public var configuration: PageSnapping.Configuration

    /// Creates the paging of `pageCount` pages laid out by `geometry`, for a drag that began on
    /// `dragStartSlot`.
    public init(
        geometry: PageGeometry, pageCount: Int, dragStartSlot: Int?,
        configuration: PageSnapping.Configuration = .onePagePerSwipe
    ) {
        self.geometry = geometry
        self.pageCount = pageCount
        self.dragStartSlot = dragStartSlot
        self.configuration = configuration
    }

    /// Where the scroll view rests for a proposed resting offset and release velocity.
    ///
    /// - Parameters:
    ///   - proposedOffset: where the deceleration would end (SwiftUI's proposed target origin),
    ///     physical, in points. Non-finite components count as the drag's start.
    ///   - velocity: the content offset's velocity at release along x and y, points per second,
    ///     positive towards larger offsets (SwiftUI's `CGVector` `dx`, `dy`). NaN counts as 0.
    /// - Returns: the slot and offset; the cross-axis component of the offset is the proposed one
    ///   (0 when not finite). With no snapping (``PageSnapping/Configuration/free``) the slot is
    ///   the nearest and the offset the proposed one, within the scrollable range.
    public func target(forProposedOffset proposedOffset: CGPoint, velocity: CGPoint) -> Target {
        let axis = geometry.scrollDirection
        let along = axis.along(proposedOffset)
        let cross = axis.across(proposedOffset)
        let speed = axis.along(velocity)
        let start = dragStartSlot
            ?? PagingEngine.slot(nearest: geometry.position(atOffset: along, pageCount: pageCount))
        let slot = PageSnapping.targetSlot(
            forProposedOffset: along, velocity: speed, dragStartSlot: start, geometry: geometry,
            numberOfPages: pageCount, configuration: configuration)
        let settled = PageSnapping.targetOffset(
            forProposedOffset: along, velocity: speed, dragStartSlot: start, geometry: geometry,
            numberOfPages: pageCount, configuration: configuration)
        let resting = min(max(settled, 0), geometry.maximumScrollableOffset(pageCount: pageCount))
        let crossOffset = cross.isFinite ? cross : 0
        return Target(
            slot: slot,
            offset: axis.point(along: resting, across: crossOffset))
    }
}
