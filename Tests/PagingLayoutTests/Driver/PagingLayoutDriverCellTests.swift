import Foundation
import Testing

@testable import PagingLayout

/// Cells: late, missing, resized, not transformable — and the follow-up frames they cost.
@MainActor
@Suite("PagingLayoutDriver: cells")
struct PagingLayoutDriverCellTests {
    // Defect 5. UIKit applies a pass's frames after `prepare()`; the adapter transformed cells in
    // `prepare()` only, so after a rotation at page 0 (the offset stays 0, no scroll step follows)
    // every cell kept a transform worked out for its old size until the user scrolled.
    @Test("after a rotation at page 0 the cells are transformed for their new size on the next frame")
    func rotationRetransforms() {
        let fixture = DriverFixture(items: [5])
        fixture.runFrames()
        let newSize = CGSize(width: 500, height: 300)
        fixture.host.resize(to: newSize)
        fixture.host.layoutIfNeeded()
        // As on a device: `prepare()` saw the cells at their old size.
        #expect(fixture.host.cells.values.contains { $0.transformedSize != newSize })
        #expect(fixture.followUpClock.isRunning)
        fixture.frame()
        #expect(!fixture.host.cells.isEmpty)
        for cell in fixture.host.cells.values {
            #expect(cell.frame.size == newSize)
            #expect(cell.transformedSize == newSize)
        }
    }

    @Test("a page length change at page 0 retransforms the resized cells")
    func pageLengthChangeRetransforms() {
        let fixture = DriverFixture(items: [5])
        fixture.runFrames()
        fixture.driver.geometry.pageLength = 200
        fixture.host.invalidateLayout()
        fixture.runFrames()
        for cell in fixture.host.cells.values {
            #expect(cell.transformedSize == CGSize(width: 200, height: 500))
        }
    }

    @Test("a cell that appears after the pass is transformed on the next frame and its page's attributes refreshed")
    func lateCellIsTransformed() {
        let fixture = DriverFixture(items: [3], layOut: false)
        fixture.driver.hidesPagesWithoutCells = true
        fixture.host.lateCells = [ItemIndexPath(item: 1, section: 0): 1]
        fixture.host.layoutIfNeeded()
        let late = ItemIndexPath(item: 1, section: 0)
        #expect(fixture.host.cells[late] == nil)
        #expect(fixture.driver.attributes(in: fixture.host.bounds).first { $0.indexPath == late }?.alpha == 0)
        // The follow-up frame finds no new cell (UIKit only makes it at the next pass), but the
        // pass it asks for does; the frame after that transforms it.
        fixture.runFrames()
        #expect(fixture.host.cells[late]?.progress == 1)
        #expect(fixture.driver.attributes(in: fixture.host.bounds).first { $0.indexPath == late }?.alpha == 1)
    }

    // Defect 6 (lifetime). The display link's handler held the layout weakly but stopped the link
    // only when the layout was still there: a layout that went away left the link ticking forever.
    @Test("the follow-up clock stops on its next frame when the driver has gone away")
    func followUpClockStopsWithoutDriver() {
        let clock = ManualFrameSource()
        var driver: PagingLayoutDriver? = PagingLayoutDriver(frameSource: clock)
        var host: SimulatedCollectionView? = SimulatedCollectionView(
            driver: driver!, size: DriverFixture.pageSize, items: [3])
        host?.missingCells = [ItemIndexPath(item: 0, section: 0)]
        host?.layoutIfNeeded()
        #expect(clock.isRunning)
        weak let released = driver
        host = nil
        driver = nil
        #expect(released == nil)
        clock.advance(by: 1.0 / 60)
        #expect(!clock.isRunning)
    }

    // Defect 6 (ticking). A follow-up that still found a cell missing scheduled another one, so a
    // page whose cell never loads kept the display link running on every frame.
    @Test("a cell that never loads costs one follow-up frame per pass, not a frame forever")
    func missingCellStopsTicking() {
        let fixture = DriverFixture(items: [3], layOut: false)
        fixture.host.missingCells = [ItemIndexPath(item: 1, section: 0)]
        fixture.host.layoutIfNeeded()
        for _ in 0..<10 { fixture.frame() }
        #expect(!fixture.followUpClock.isRunning)
        #expect(fixture.followUpClock.deliveredFrameCount <= 3)
    }

    // Defect 7. A page whose cell was not loaded was laid out over the visible area, so UIKit made
    // its cell; the cell was not transformable, so the next pass moved the page to its own
    // off-screen frame and UIKit removed the cell; the pass after, with no cell, it came back: off-
    // screen pages were made and removed every other scroll step.
    @Test("cells that are not transformable are not made and removed on every scroll step")
    func sideBySideCellsDoNotChurn() {
        let fixture = DriverFixture(items: [10], layOut: false)
        fixture.host.cellsAreTransformable = false
        fixture.driver.numberOfVisibleItems = 3
        fixture.host.layoutIfNeeded()
        fixture.runFrames()
        let before = fixture.host.creations
        for x in stride(from: 20.0, through: 280, by: 20) {
            fixture.host.userScroll(to: CGPoint(x: x, y: 0))
            fixture.runFrames()
        }
        let made = fixture.host.creations.merging(before) { now, earlier in now - earlier }
        // Page 1 comes on screen once and stays; page 2 (600…900 pt) never shows.
        #expect(made[ItemIndexPath(item: 1, section: 0), default: 0] <= 1)
        #expect(made[ItemIndexPath(item: 2, section: 0), default: 0] == 0)
        #expect(made[ItemIndexPath(item: 0, section: 0), default: 0] == 0)
        #expect(fixture.host.cells[ItemIndexPath(item: 1, section: 0)]?.frame.minX == 300)
    }
}
