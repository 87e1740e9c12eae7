import Foundation
import Testing

@testable import PagingLayout

@Suite("ItemRow")
struct ItemRowTests {
    // Items 100 long every 120 points: item i spans 120 i … 120 i + 100.
    let row = ItemRow(count: 10, length: 100, step: 120)

    @Test("content spans the items and the gaps between them")
    func contentLength() {
        #expect(row.contentLength == CGFloat(10 * 100 + 9 * 20))
        #expect(ItemRow(count: 0, length: 100, step: 120).contentLength == 0)
        // Running backwards, the span is the same: the first item's end to the last one's start.
        #expect(ItemRow(count: 3, length: 100, step: -120).contentLength == 340)
        #expect(row.contentSize(crossLength: 40) == CGSize(width: 1180, height: 40))
        #expect(row.centringInset(viewportLength: 300) == 100)
    }

    @Test("lists the items overlapping an interval, touching ones excluded")
    func overlapping() {
        #expect(row.indices(overlapping: 250, 500) == 2..<5)  // 240…340, 360…460, 480…580
        #expect(row.indices(overlapping: 340, 360) == 3..<3)  // the gap between items 2 and 3
        #expect(row.indices(overlapping: 339, 361) == 2..<4)
        #expect(row.indices(overlapping: -500, -1) == 0..<0)
        #expect(row.indices(overlapping: 5000, 6000) == 10..<10)
        #expect(row.indices(overlapping: -1e300, 1e300) == 0..<10)
    }

    @Test("a shift moves every item before the test; a range limits the answer")
    func shiftedAndLimited() {
        // Shifted by 30, item 2 spans 270…370 and item 4 510…610.
        #expect(row.indices(overlapping: 250, 500, shiftedBy: 30) == 2..<4)
        #expect(row.indices(overlapping: 250, 500, within: 3..<20) == 3..<5)
    }

    @Test("a negative step runs the items backwards; a zero step stacks them, bounded")
    func oddSteps() {
        let backwards = ItemRow(count: 5, length: 100, step: -120)  // item i spans −120 i … −120 i + 100
        #expect(backwards.indices(overlapping: -250, -100) == 1..<3)
        let stacked = ItemRow(count: 50_000, length: 100, step: 0)
        #expect(stacked.indices(overlapping: 50, 60) == 0..<ItemRow.maximumRange)
        #expect(stacked.indices(overlapping: 100, 160).isEmpty)
    }

    @Test("bad input gives empty answers, never a trap")
    func badInput() {
        #expect(ItemRow(count: -4, length: 100, step: 120).count == 0)
        #expect(ItemRow(count: 4, length: .nan, step: .infinity).indices(overlapping: 0, 100).isEmpty)
        #expect(row.indices(overlapping: .nan, 100).isEmpty)
        #expect(row.indices(overlapping: 100, 50).isEmpty)
        #expect(ItemRow(count: Int.max, length: 1, step: 1).indices(overlapping: 1e300, .infinity).isEmpty)
        #expect(ItemRow(count: Int.max, length: 1, step: 1).position(of: Int.max).isFinite)
    }

    @Test("the viewport is nil when items cannot show in it")
    func viewport() {
        let size = CGSize(width: 300, height: 100)
        let item = CGSize(width: 50, height: 40)
        #expect(
            ItemRow.viewport(at: CGPoint(x: 10, y: 0), size: size, showing: item, crossStart: 30)
                == CGRect(x: 10, y: 0, width: 300, height: 100))
        #expect(ItemRow.viewport(at: .zero, size: size, showing: CGSize(width: 0, height: 40), crossStart: 0) == nil)
        #expect(ItemRow.viewport(at: CGPoint(x: 0, y: 200), size: size, showing: item, crossStart: 30) == nil)
        #expect(
            ItemRow.viewport(at: CGPoint(x: CGFloat.nan, y: 0), size: size, showing: item, crossStart: 0)?.minX == 0)
    }
}
