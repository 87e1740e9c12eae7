import Foundation
import Testing

@testable import PagingLayout

@Suite("PagingLayoutDriver's resting offset while a page request waits for the first layout")
@MainActor
struct PagingLayoutDriverPendingTargetTests {
    @Test("a page asked for before any layout is where a proposed offset comes to rest: page 3 at 900")
    func pendingRequestIsTheTarget() {
        let fixture = DriverFixture(items: [10], layOut: false)
        fixture.driver.setCurrentPage(3, animated: false)
        #expect(fixture.driver.requestedPage == 3)
        // 300-point pages: page 3 rests at 900, not at the current page 0's offset.
        #expect(fixture.driver.targetContentOffset(proposed: .zero) == CGPoint(x: 900, y: 0))
    }
}
