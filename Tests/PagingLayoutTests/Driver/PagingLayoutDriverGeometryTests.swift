import Foundation
import Testing

@testable import PagingLayout

/// Axes, looping and reading directions through the simulated collection view.
@MainActor
@Suite("PagingLayoutDriver: axes and looping")
struct PagingLayoutDriverGeometryTests {
    @Test("a vertical pager animates along y and keeps x at the inset offset")
    func verticalAnimation() {
        let fixture = DriverFixture(items: [6], layOut: false)
        fixture.driver.geometry.scrollDirection = .vertical
        fixture.host.layoutIfNeeded()
        fixture.driver.setCurrentPage(2)
        fixture.runFrames()
        #expect(fixture.host.contentOffset == CGPoint(x: 0, y: 1000))
        #expect(fixture.driver.currentPage == 2)
        #expect(fixture.driver.contentSize == CGSize(width: 300, height: 3000))
    }

    // A looping pager of 5 pages of 300 pt scrolls over 200 periods of 1500 pt and starts in the
    // middle: page 0 at 100 · 1500 = 150 000 pt.
    @Test("a looping pager starts mid-range and goes back across the seam to the last page")
    func loopingAcrossSeam() {
        let fixture = DriverFixture(items: [5], layOut: false)
        fixture.driver.geometry.isLooping = true
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.contentOffset.x == 150_000)
        #expect(fixture.driver.contentSize.width == 300_000)
        fixture.driver.goToPreviousPage()
        fixture.runFrames()
        #expect(fixture.driver.currentPage == 4)
        #expect(fixture.host.contentOffset.x == 149_700)
        let page4 = fixture.driver.attributes(in: fixture.host.bounds).first { $0.indexPath.item == 4 }
        #expect(page4?.frame.minX == 149_700)
    }

    @Test("a looping pager resting far from the middle is moved back by whole periods, on the same page")
    func loopingRecentres() {
        let fixture = DriverFixture(items: [5], layOut: false)
        fixture.driver.geometry.isLooping = true
        fixture.host.layoutIfNeeded()
        // The user flung 60 periods ahead and came to rest on page 2 of that period.
        fixture.host.userScroll(to: CGPoint(x: 150_000 + 60 * 1500 + 600, y: 0))
        fixture.runFrames()
        #expect(fixture.driver.currentPage == 2)
        let offset = fixture.host.contentOffset.x
        #expect(offset.truncatingRemainder(dividingBy: 1500) == 600)
        #expect(abs(offset - 150_000) < 60 * 1500)
    }

    @Test("a right-to-left pager puts page 0 at the right end of the content")
    func rightToLeft() {
        let fixture = DriverFixture(items: [4], layOut: false)
        fixture.host.effectiveLayoutDirection = .rightToLeft
        fixture.host.layoutIfNeeded()
        // Mirrored content 1200 pt long: page 0 rests at 900.
        #expect(fixture.host.contentOffset.x == 900)
        fixture.driver.goToNextPage()
        fixture.runFrames()
        #expect(fixture.host.contentOffset.x == 600)
        #expect(fixture.driver.currentPage == 1)
    }
}
