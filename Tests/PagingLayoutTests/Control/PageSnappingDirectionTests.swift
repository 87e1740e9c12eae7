import Foundation
import Testing

@testable import PagingLayout

@Suite("PageSnapping in a right-to-left pager")
struct PageSnappingDirectionTests {
    /// Five 300-point pages right to left: page 0 rests at the physical offset 1200, page 2 at 600,
    /// page 1 at 900 and page 3 at 300 (content 1500 wide, viewport 300).
    static let geometry = PageGeometry(
        viewportSize: CGSize(width: 300, height: 500), layoutDirection: .rightToLeft)

    @Test("a flick that grows the physical offset goes to the earlier page, one that shrinks it to the later")
    func flickIsMirrored() {
        // Resting on page 2 (offset 600): growing the offset moves the viewport right, towards page 0.
        let towardsStart = PageSnapping.targetSlot(
            forProposedOffset: 600, velocity: 800, dragStartSlot: 2, geometry: Self.geometry, numberOfPages: 5)
        let towardsEnd = PageSnapping.targetSlot(
            forProposedOffset: 600, velocity: -800, dragStartSlot: 2, geometry: Self.geometry, numberOfPages: 5)
        #expect(towardsStart == 1)
        #expect(towardsEnd == 3)
    }

    @Test("without a flick the nearest page wins, whatever the direction")
    func slowReleaseTakesNearest() {
        // 700 is logical 500: position 1.67, nearest page 2.
        let slot = PageSnapping.targetSlot(
            forProposedOffset: 700, velocity: 100, dragStartSlot: 2, geometry: Self.geometry, numberOfPages: 5)
        #expect(slot == 2)
    }
}
