import Foundation
import Testing

@testable import PagingLayout

/// The layout queries UIKit makes after `prepare()`.
@MainActor
@Suite("PagingLayoutDriver: layout queries")
struct PagingLayoutDriverQueryTests {
    // Defect 9. `layoutAttributesForItem(at:)` answered with the pass's frame — the visible area —
    // for every laid-out page (all of them by default), so `scrollToItem` centred the viewport on
    // itself and did not move.
    @Test("scrolling to an item reaches its page", arguments: [1, 4, 9])
    func scrollToItemReachesPage(page: Int) {
        let fixture = DriverFixture(items: [10])
        fixture.host.scrollToItem(at: ItemIndexPath(item: page, section: 0))
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.contentOffset.x == CGFloat(page) * 300)
        #expect(fixture.driver.currentPage == page)
    }

    @Test("an item's attributes carry its page's frame and the pass's z position")
    func itemAttributes() throws {
        let fixture = DriverFixture(items: [10])
        let attributes = try #require(fixture.driver.attributes(for: ItemIndexPath(item: 2, section: 0)))
        #expect(attributes.frame == CGRect(x: 600, y: 0, width: 300, height: 500))
        #expect(attributes.progress == 2)
        #expect(attributes.zPosition == -2)
        #expect(fixture.driver.attributes(for: ItemIndexPath(item: 10, section: 0)) == nil)
        #expect(fixture.driver.attributes(for: ItemIndexPath(item: 0, section: 1)) == nil)
    }

    @Test("pages outside the laid-out window still answer with their own page")
    func itemOutsideWindow() throws {
        let fixture = DriverFixture(items: [10], layOut: false)
        fixture.driver.numberOfVisibleItems = 1
        fixture.host.layoutIfNeeded()
        let attributes = try #require(fixture.driver.attributes(for: ItemIndexPath(item: 7, section: 0)))
        #expect(attributes.frame.minX == 2100)
        #expect(fixture.driver.attributes(in: CGRect(x: 0, y: 0, width: 300, height: 500)).map(\.indexPath.item) == [0])
    }

    @Test("the content size is the pages' length along the axis and the viewport inside the insets across")
    func contentSizeInsideInsets() {
        let fixture = DriverFixture(items: [4])
        fixture.host.adjustedContentInsets = ScrollInsets(top: 20, left: 0, bottom: 34, right: 0)
        #expect(fixture.driver.contentSize == CGSize(width: 1200, height: 446))
    }

    @Test("a rotation keeps the page: the target offset is the page's offset on the new size")
    func targetOffsetKeepsPage() {
        let fixture = DriverFixture(items: [10])
        fixture.driver.setCurrentPage(3, animated: false)
        fixture.host.layoutIfNeeded()
        fixture.host.resize(to: CGSize(width: 500, height: 300))
        #expect(fixture.driver.targetContentOffset(proposed: CGPoint(x: 900, y: 0)) == CGPoint(x: 1500, y: 0))
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.contentOffset.x == 1500)
        #expect(fixture.driver.currentPage == 3)
    }
}
