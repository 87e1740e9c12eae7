import Foundation
import Testing

@testable import PagingLayout

@MainActor
@Suite("PagingLayoutDriver when only the height changes")
struct PagingLayoutDriverResizeTests {
    @Test("a resize of the height alone (300 × 500 → 300 × 400) retransforms the cells on the next frame")
    func heightOnlyResize() {
        let fixture = DriverFixture(items: [5])
        fixture.runFrames()
        let newSize = CGSize(width: 300, height: 400)
        fixture.host.resize(to: newSize)
        fixture.host.layoutIfNeeded()
        // `prepare()` saw the cells at their old height: a follow-up frame must come.
        #expect(fixture.followUpClock.isRunning)
        fixture.frame()
        #expect(!fixture.host.cells.isEmpty)
        for cell in fixture.host.cells.values {
            #expect(cell.transformedSize == newSize)
        }
    }
}
