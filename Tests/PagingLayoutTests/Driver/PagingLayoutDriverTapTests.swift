import Foundation
import Testing

@testable import PagingLayout

/// Taps and touches on the pages: which page a tap selects, which cell a touch goes to, and when
/// taps are refused — resolved by the driver with the core's hit test against the simulation.
@MainActor
@Suite("PagingLayoutDriver: taps and touches")
struct PagingLayoutDriverTapTests {
    /// Each page's card: 200 points wide, 50 points in from its 300-point cell's left edge.
    static let card = CGRect(x: 50, y: 0, width: 200, height: 500)

    /// A pager whose pages show their cards 200 points apart (each cell moved by progress × 200), so
    /// the next page's card peeks in at the right: page p's card spans 50 + 200p … 250 + 200p in the
    /// viewport while page 0 is current.
    static func peekingFixture(items: [Int] = [10]) -> DriverFixture {
        let fixture = DriverFixture(items: items, layOut: false)
        fixture.host.cellTransform = { .translation(x: $0 * 200, y: 0) }
        fixture.host.selectableRegion = card
        // The first pass creates the cells; the follow-up frame transforms them.
        fixture.runFrames()
        return fixture
    }

    @Test("a tap on fully overlapping pages selects the front one by z position, not the last cell added")
    func tapSelectsFrontPage() throws {
        // Every cell fills the viewport untransformed; z positions are −|progress|: page 0 has 0,
        // the others −1…−9. UIKit's own hit test would give the touch to the last cell added.
        let fixture = DriverFixture(items: [10])
        let tap = try #require(fixture.driver.tap(atContentPoint: CGPoint(x: 150, y: 250)))
        #expect(tap == PageTap(indexPath: ItemIndexPath(item: 0, section: 0), page: 0, scrollsToPage: false))
    }

    @Test("a tap outside the front page's card reaches the neighbour peeking in below it")
    func tapOutsideCardReachesNeighbour() {
        let fixture = Self.peekingFixture()
        // x 240: inside page 0's card (50…250); x 275: page 1's card (250…450) only; x 10: no card.
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 240, y: 100))?.indexPath.item == 0)
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 275, y: 100))?.indexPath.item == 1)
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 10, y: 100)) == nil)
    }

    @Test("tap points are in content coordinates: on page 3 the viewport starts at x 900")
    func tapInContentCoordinates() {
        let fixture = Self.peekingFixture()
        fixture.driver.setCurrentPage(3, animated: false)
        fixture.host.layoutIfNeeded()
        #expect(fixture.host.contentOffset.x == 900)
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 900 + 240, y: 100))?.indexPath.item == 3)
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 900 + 275, y: 100))?.indexPath.item == 4)
    }

    // Defect 3: a neighbour's cell on top in the view hierarchy swallowed touches inside the front page.
    @Test("a touch goes to the cell of the frontmost card under it, and no other cell takes it")
    func touchReceiverIsFrontCard() {
        let fixture = Self.peekingFixture()
        let page0 = ItemIndexPath(item: 0, section: 0)
        let page1 = ItemIndexPath(item: 1, section: 0)
        let inFront = CGPoint(x: 240, y: 100)
        let besideFront = CGPoint(x: 275, y: 100)
        #expect(fixture.driver.touchReceiver(atContentPoint: inFront) == page0)
        #expect(fixture.driver.cell(at: page0, receivesTouchAtContentPoint: inFront) == true)
        #expect(fixture.driver.cell(at: page1, receivesTouchAtContentPoint: inFront) == false)
        #expect(fixture.driver.cell(at: page0, receivesTouchAtContentPoint: besideFront) == false)
        #expect(fixture.driver.cell(at: page1, receivesTouchAtContentPoint: besideFront) == true)
        #expect(fixture.driver.touchReceiver(atContentPoint: CGPoint(x: 10, y: 100)) == nil)
    }

    @Test("one touch reads each laid-out page's view once, however many cells ask where it goes")
    func touchReadsEachPageOnce() throws {
        // Every cell fills the viewport: all of them are asked about a touch in the middle.
        let fixture = DriverFixture(items: [10])
        let laidOut = try #require(fixture.driver.pass).elements.map(\.indexPath)
        let cells = laidOut.filter { fixture.host.cells[$0] != nil }
        try #require(cells.count >= 2)
        let point = CGPoint(x: 150, y: 250)
        func askEveryCell() -> Int {
            let before = fixture.host.sceneItemQueries
            for indexPath in cells {
                #expect(fixture.driver.cell(at: indexPath, receivesTouchAtContentPoint: point) == (indexPath.item == 0))
            }
            return fixture.host.sceneItemQueries - before
        }
        // One scene for the touch: a query per laid-out page, not one per page per cell.
        #expect(askEveryCell() == laidOut.count)
        #expect(askEveryCell() == 0)
        // On the next turn of the run loop the views are read again, as they may have moved.
        fixture.host.runMainQueue()
        #expect(askEveryCell() == laidOut.count)
    }

    @Test("a touch after a pass sees the cells where the pass moved them")
    func touchAfterPassSeesMovedCells() {
        let fixture = Self.peekingFixture()
        let point = CGPoint(x: 900 + 240, y: 100)
        #expect(fixture.driver.touchReceiver(atContentPoint: point) == nil)
        // Same turn of the run loop: the pass to page 3 drops the scene the touch above was routed with.
        fixture.driver.setCurrentPage(3, animated: false)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.touchReceiver(atContentPoint: point) == ItemIndexPath(item: 3, section: 0))
    }

    @Test("the driver cannot tell about a cell the host does not show, nor before the first pass")
    func touchReceiverUnknown() {
        let fixture = DriverFixture(items: [10], layOut: false)
        #expect(fixture.driver.touchReceiver(atContentPoint: CGPoint(x: 150, y: 250)) == nil)
        #expect(fixture.driver.cell(at: ItemIndexPath(item: 0, section: 0), receivesTouchAtContentPoint: .zero) == nil)
        fixture.host.missingCells = [ItemIndexPath(item: 5, section: 0)]
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.cell(at: ItemIndexPath(item: 5, section: 0), receivesTouchAtContentPoint: .zero) == nil)
        let front = ItemIndexPath(item: 0, section: 0)
        #expect(fixture.driver.cell(at: front, receivesTouchAtContentPoint: CGPoint(x: 1, y: 1)) == true)
    }

    // Defect 4: a tap that merely stops a fling or an animation selected a page.
    @Test("taps are refused while a page change animates or the scroll view moves by itself")
    func tapsRefusedWhileMoving() {
        let fixture = DriverFixture(items: [10])
        fixture.driver.setCurrentPage(5)
        fixture.frame()
        #expect(fixture.driver.isAnimating)
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: fixture.host.contentOffset.x + 150, y: 250)) == nil)
        fixture.runFrames()
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 1500 + 150, y: 250))?.indexPath.item == 5)
        fixture.host.isTrackingOrDecelerating = true
        #expect(fixture.driver.tap(atContentPoint: CGPoint(x: 1500 + 150, y: 250)) == nil)
    }

    @Test("a tap names the page across sections, and going to it makes it current when asked to")
    func tapScrollsToSelectedPage() throws {
        let fixture = Self.peekingFixture(items: [3, 4])
        fixture.driver.scrollsToSelectedPage = true
        fixture.driver.setCurrentPage(2, animated: false)
        fixture.host.layoutIfNeeded()
        // Page 2 is the last of section 0; the card peeking in is section 1's first item, page 3.
        let tap = try #require(fixture.driver.tap(atContentPoint: CGPoint(x: 600 + 275, y: 100)))
        #expect(tap == PageTap(indexPath: ItemIndexPath(item: 0, section: 1), page: 3, scrollsToPage: true))
        fixture.driver.setCurrentPage(tap.page)
        fixture.runFrames()
        #expect(fixture.driver.currentPage == 3)
        #expect(fixture.host.contentOffset.x == 900)
    }
}

@Suite("PageSelectionChange")
struct PageSelectionChangeTests {
    @Test(
        "a tap selects, deselects or leaves the selection as UIKit's collection view does",
        arguments: [
            (false, false, false, nil), (false, true, true, nil),
            (true, false, false, PageSelectionChange.select), (true, false, true, .select),
            (true, true, false, .select), (true, true, true, .deselect),
        ] as [(Bool, Bool, Bool, PageSelectionChange?)])
    func change(allows: Bool, multiple: Bool, selected: Bool, expected: PageSelectionChange?) {
        #expect(
            PageSelectionChange.forTap(allowsSelection: allows, allowsMultipleSelection: multiple, isSelected: selected)
                == expected)
    }
}
