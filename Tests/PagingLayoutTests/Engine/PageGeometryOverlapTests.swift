import Foundation
import Testing

@testable import PagingLayout

@Suite("PageGeometry with overlapping pages")
struct PageGeometryOverlapTests {
    /// Pages 100 long every 120 points from 0: page k spans 120 k … 120 k + 100.
    static func row(spacing: CGFloat = 20, viewportWidth: CGFloat = 0, alignment: PageAlignment = .start)
        -> PageGeometry
    {
        PageGeometry(
            viewportSize: CGSize(width: viewportWidth, height: 0), pageLength: 100, spacing: spacing,
            alignment: alignment, allowsOverlap: true)
    }

    let row = Self.row()

    @Test("content spans the pages and the gaps between them; backwards, from the first end to the last start")
    func contentLength() {
        #expect(row.contentLength(pageCount: 10) == CGFloat(10 * 100 + 9 * 20))
        #expect(row.contentLength(pageCount: 0) == 0)
        // Step −120: page k spans −120 k … −120 k + 100, so three pages cover −240 … 100.
        #expect(Self.row(spacing: -220).contentLength(pageCount: 3) == 340)
        #expect(row.contentSize(pageCount: 10, crossLength: 40) == CGSize(width: 1180, height: 40))
        // Centred in a 300-point viewport, a page sits (300 − 100) / 2 from the viewport's start.
        #expect(Self.row(viewportWidth: 300, alignment: .center).settledInset(ofPage: 0) == 100)
    }

    @Test("negative spacing stands with overlap allowed and counts as 0 without")
    func negativeSpacing() {
        #expect(Self.row(spacing: -30).step == 70)
        var pager = Self.row(spacing: -30)
        pager.allowsOverlap = false
        #expect(pager.step == 100)
        #expect(Self.row(spacing: .infinity).step == 100)
    }

    @Test("the position divides by the step itself, 0 at a zero step")
    func position() {
        #expect(row.position(atOffset: 360, pageCount: 10) == 3)
        // Centred in 300 points: page 2 (240 … 340) is centred at offset 240 + 50 − 150 = 140.
        #expect(Self.row(viewportWidth: 300, alignment: .center).position(atOffset: 140, pageCount: 10) == 2)
        #expect(Self.row(spacing: -100).position(atOffset: 500, pageCount: 10) == 0)
        // A step of half a point: the pager's clamp (at least 1 point) would give 10.
        let tiny = PageGeometry(
            viewportSize: .zero, pageLength: 0.25, spacing: 0.25, alignment: .start, allowsOverlap: true)
        #expect(tiny.position(atOffset: 10, pageCount: 100) == 20)
        #expect(row.offset(atPosition: 2.5, pageCount: 10) == 300)
    }

    @Test("lists the pages overlapping an interval, touching ones excluded")
    func overlapping() {
        #expect(row.pages(overlapping: 250, 500, pageCount: 10) == 2..<5)  // 240…340, 360…460, 480…580
        #expect(row.pages(overlapping: 340, 360, pageCount: 10) == 3..<3)  // the gap between pages 2 and 3
        #expect(row.pages(overlapping: 339, 361, pageCount: 10) == 2..<4)
        #expect(row.pages(overlapping: -500, -1, pageCount: 10) == 0..<0)
        #expect(row.pages(overlapping: 5000, 6000, pageCount: 10) == 10..<10)
        #expect(row.pages(overlapping: -1e300, 1e300, pageCount: 10) == 0..<10)
        // Leading padding moves every page: page k spans 50 + 120 k … 150 + 120 k.
        var padded = row
        padded.padding = ContentPadding(leading: 50, trailing: 0)
        #expect(padded.pages(overlapping: 150, 170, pageCount: 10) == 1..<1)
        #expect(padded.pages(overlapping: 149, 171, pageCount: 10) == 0..<2)
    }

    @Test("a shift moves every page before the test; candidates limit the answer")
    func shiftedAndLimited() {
        // Shifted by 30, page 2 spans 270…370 and page 4 510…610.
        #expect(row.pages(overlapping: 250, 500, shiftedBy: 30, pageCount: 10) == 2..<4)
        #expect(row.pages(overlapping: 250, 500, among: 3..<20, pageCount: 10) == 3..<5)
    }

    @Test("a negative step runs the pages backwards; a zero step stacks them, bounded")
    func oddSteps() {
        let backwards = Self.row(spacing: -220)  // page k spans −120 k … −120 k + 100
        #expect(backwards.pages(overlapping: -250, -100, pageCount: 5) == 1..<3)
        let stacked = Self.row(spacing: -100)
        #expect(stacked.pages(overlapping: 50, 60, pageCount: 50_000) == 0..<PagingEngine.maximumVisibleItems)
        #expect(stacked.pages(overlapping: 100, 160, pageCount: 50_000).isEmpty)
    }

    @Test("bad input gives empty answers, never a trap")
    func badInput() {
        #expect(row.pages(overlapping: 0, 1000, pageCount: -4).isEmpty)
        let nan = PageGeometry(viewportSize: .zero, pageLength: .nan, spacing: .infinity, allowsOverlap: true)
        #expect(nan.pages(overlapping: 0, 100, pageCount: 4).isEmpty)
        #expect(row.pages(overlapping: .nan, 100, pageCount: 10).isEmpty)
        #expect(row.pages(overlapping: 100, 50, pageCount: 10).isEmpty)
        let points = PageGeometry(viewportSize: .zero, pageLength: 1, alignment: .start, allowsOverlap: true)
        #expect(points.pages(overlapping: 1e300, .infinity, pageCount: .max).isEmpty)
        #expect(points.leadingEdge(ofPage: .max).isFinite)
    }

    @Test("the viewport is nil when items cannot show in it")
    func viewport() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 100), allowsOverlap: true)
        let item = CGSize(width: 50, height: 40)
        #expect(
            geometry.viewport(at: CGPoint(x: 10, y: 0), showing: item, crossStart: 30)
                == CGRect(x: 10, y: 0, width: 300, height: 100))
        #expect(geometry.viewport(at: .zero, showing: CGSize(width: 0, height: 40), crossStart: 0) == nil)
        #expect(geometry.viewport(at: CGPoint(x: 0, y: 200), showing: item, crossStart: 30) == nil)
        #expect(geometry.viewport(at: CGPoint(x: CGFloat.nan, y: 0), showing: item, crossStart: 0)?.minX == 0)
    }
}
