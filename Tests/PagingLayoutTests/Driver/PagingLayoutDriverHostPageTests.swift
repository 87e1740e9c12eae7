import Foundation
import Testing

@testable import PagingLayout

/// `currentPageAtHostOffset`: the page at the host's offset before the pass that adopts it.
/// Pages are 300 pt wide, so the page at an offset is the nearest multiple of 300.
@MainActor
@Suite("PagingLayoutDriver: the page at the host's offset")
struct PagingLayoutDriverHostPageTests {
    @Test("an offset the host moved to by itself gives its nearest page before the pass, and the pass agrees")
    func hostMovedByItself() {
        let fixture = DriverFixture(items: [10])
        // 440 is 1.47 pages: page 1; 460 is 1.53 pages: page 2.
        fixture.host.setContentOffset(CGPoint(x: 440, y: 0))
        #expect(fixture.driver.currentPage == 0)
        #expect(fixture.driver.currentPageAtHostOffset == 1)
        fixture.host.setContentOffset(CGPoint(x: 460, y: 0))
        #expect(fixture.driver.currentPageAtHostOffset == 2)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 2)
        #expect(fixture.driver.currentPageAtHostOffset == 2)
    }

    @Test("an offset past the last page gives the last page")
    func pastTheEnd() {
        let fixture = DriverFixture(items: [4])
        // The last of 4 pages rests at 900; 5 000 is far past it.
        fixture.host.setContentOffset(CGPoint(x: 5_000, y: 0))
        #expect(fixture.driver.currentPageAtHostOffset == 3)
    }

    @Test("a right-to-left pager counts its pages from the right end")
    func rightToLeft() {
        let fixture = DriverFixture(items: [4], layOut: false)
        fixture.host.effectiveLayoutDirection = .rightToLeft
        fixture.host.layoutIfNeeded()
        // Page 0 rests at 900, page 1 at 600, page 2 at 300.
        fixture.host.setContentOffset(CGPoint(x: 330, y: 0))
        #expect(fixture.driver.currentPageAtHostOffset == 2)
    }

    @Test("a host put at minus its adjusted inset, as UIKit does when the inset changes, keeps the current page")
    func insetAdjustment() {
        let fixture = DriverFixture(items: [4], layOut: false)
        fixture.host.effectiveLayoutDirection = .rightToLeft
        fixture.host.layoutIfNeeded()
        fixture.host.adjustedContentInsets = ScrollInsets(top: 0, left: 47, bottom: 0, right: 47)
        // Right to left, −47 lies beyond the last page's 0; the pass writes page 0's 900 back.
        fixture.host.setContentOffset(CGPoint(x: -47, y: 0))
        #expect(fixture.driver.currentPageAtHostOffset == 0)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 0)
        #expect(fixture.host.contentOffset.x == 900)
    }

    @Test("a viewport not yet prepared gives the current page, not one worked out from the old geometry")
    func viewportNotYetPrepared() {
        let fixture = DriverFixture(items: [10])
        fixture.host.setContentOffset(CGPoint(x: 900, y: 0))
        fixture.host.resize(to: CGSize(width: 450, height: 500))
        #expect(fixture.driver.currentPageAtHostOffset == 0)
    }

    @Test("while a page change animates it is the controller's current page, not the page at the offset")
    func whileAnimating() {
        let fixture = DriverFixture(items: [10])
        fixture.driver.setCurrentPage(4)
        // Halfway to page 4's 1 200, the offset is nearest page 2.
        var frames = 0
        while fixture.host.contentOffset.x < 600, frames < 30 {
            fixture.frame()
            frames += 1
        }
        #expect(fixture.driver.isAnimating)
        #expect(fixture.driver.currentPageAtHostOffset == fixture.driver.currentPage)
        #expect(fixture.driver.currentPageAtHostOffset != 2)
        fixture.runFrames()
        #expect(fixture.driver.currentPageAtHostOffset == 4)
    }
}
