import Foundation
import Testing

@testable import PagingLayout

/// The layout queries UIKit makes after `prepare()`.
@MainActor
@Suite("PagingLayoutDriver: layout queries")
struct PagingLayoutDriverQueryTests {
    // Issue 24, defect 6. `layoutAttributesForItem(at:)` answered a laid-out page with its own page
    // of the content while `layoutAttributesForElements(in:)` gave it the visible area, so UIKit's
    // batch-update animations and zoom transitions started from an off-screen frame. (Scrolling to
    // a laid-out item with `scrollToItem` no longer moves: `setCurrentPage` is the pager's way.)
    @Test("a laid-out item has the same attributes alone and in a rect", arguments: [0, 2, 9])
    func itemAttributesAgree(item: Int) throws {
        let fixture = DriverFixture(items: [10])
        let indexPath = ItemIndexPath(item: item, section: 0)
        let alone = try #require(fixture.driver.attributes(for: indexPath))
        let inRect = fixture.driver.attributes(in: CGRect(x: -3000, y: -3000, width: 9000, height: 9000))
        #expect(inRect.filter { $0.indexPath == indexPath } == [alone])
    }

    @Test("a laid-out item's attributes carry the visible area, its progress and the pass's z position")
    func itemAttributes() throws {
        let fixture = DriverFixture(items: [10])
        let attributes = try #require(fixture.driver.attributes(for: ItemIndexPath(item: 2, section: 0)))
        // At offset 0 the visible area is the first 300 × 500 pt; page 2 is two pages away.
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(attributes.progress == 2)
        #expect(attributes.zPosition == -2)
        #expect(fixture.driver.attributes(for: ItemIndexPath(item: 10, section: 0)) == nil)
        #expect(fixture.driver.attributes(for: ItemIndexPath(item: 0, section: 1)) == nil)
    }

    @Test("a page's attributes are its element of the pass: a cell with its flat index, slot and progress")
    func attributesAreElements() throws {
        let fixture = DriverFixture(items: [3, 4])
        let attributes = try #require(fixture.driver.attributes(for: ItemIndexPath(item: 1, section: 1)))
        // Item 1 of section 1 is page 3 + 1 = 4, four pages from page 0 at offset 0, in the visible area.
        #expect(attributes.kind == .cell)
        #expect(attributes.flatIndex == 4)
        #expect(attributes.slot == 4)
        #expect(attributes.progress == 4)
        #expect(attributes.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(attributes.alpha == 1 && attributes.transform == .identity)
        let pass = try #require(fixture.driver.pass)
        #expect(pass.elements.map(\.flatIndex) == Array(0..<7))
    }

    // #28: the rect test of `attributes(in:)` answers most pages without Foundation's intersection;
    // it must agree with `CGRect.intersects(_:)`. At offset 0 every laid-out page's frame is the
    // visible area, 0…300 × 0…500 pt. `nil`: the edge cases, where Foundation's answer is the rule.
    @Test(
        "a page is in a rect exactly when its frame intersects the rect",
        arguments: [
            (CGRect(x: 100, y: 100, width: 10, height: 10), true),  // inside
            (CGRect(x: 310, y: 10, width: -20, height: 10), true),  // negative width: 290…310, overlaps
            (CGRect(x: -50, y: 490, width: 400, height: 100), true),  // across the bottom edge
            (CGRect(x: 301, y: 0, width: 50, height: 50), false),  // apart along x
            (CGRect(x: -60, y: -60, width: 50, height: 50), false),  // apart along both axes
            (CGRect.null, false),
            (CGRect.infinite, true),
            (CGRect(x: 300, y: 0, width: 50, height: 50), nil),  // touching the right edge
            (CGRect(x: 0, y: 500, width: 300, height: 0), nil),  // empty, on the bottom edge
        ] as [(CGRect, Bool?)])
    func pagesInRectFollowIntersection(rect: CGRect, meets: Bool?) throws {
        let fixture = DriverFixture(items: [10])
        let pass = try #require(fixture.driver.pass)
        let visibleArea = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(pass.elements.allSatisfy { $0.frame == visibleArea })
        let expected = meets ?? visibleArea.intersects(rect)
        #expect(fixture.driver.attributes(in: rect).count == (expected ? pass.elements.count : 0))
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
