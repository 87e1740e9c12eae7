import Foundation
import Testing

@testable import PagingLayout

@Suite("ParallaxListScrollGeometry: the parallax list in a scroll view")
struct ParallaxListScrollGeometryTests {
    /// 120-point cells in a 320 × 568 viewport (centre 284), images moving up to 30 points: a cell
    /// reaches the viewport's edge 284 + 60 = 344 points from its centre.
    private let list = ParallaxListScrollGeometry(
        itemCount: 20, viewportSize: CGSize(width: 320, height: 568), itemHeight: 120, maxParallaxOffset: 30)

    private func cell(top: CGFloat, height: CGFloat = 120) -> CGRect {
        CGRect(x: 0, y: top, width: 320, height: height)
    }

    @Test("cells are the viewport's width, their images reach the largest offset beyond them")
    func sizes() {
        #expect(list.cellSize == CGSize(width: 320, height: 120))
        #expect(list.imageOverhang == 30)
        #expect(list.itemCount == 20)
    }

    @Test("the scroll offset is where the cell rests less where it is")
    func contentOffset() {
        // Cell 5 rests at 5 × 120 = 600; seen 424 points down, the list is scrolled 176.
        #expect(list.contentOffset(ofItem: 5, frame: cell(top: 424)) == 176)
    }

    @Test("an image moves against the cell's distance from the viewport's centre, in proportion")
    func proportional() {
        // Cell 5's centre 484 is 200 below 284: −30 × 200 / 344.
        #expect(isNear(list.parallaxOffset(ofItem: 5, frame: cell(top: 424)), -30 * 200 / 344))
        // Centred (its top at 284 − 60): no offset.
        #expect(list.parallaxOffset(ofItem: 7, frame: cell(top: 224)) == 0)
        // 100 points above the centre: +30 × 100 / 344.
        #expect(isNear(list.parallaxOffset(ofItem: 3, frame: cell(top: 124)), 30 * 100 / 344))
    }

    @Test("a cell beyond the viewport's edge keeps the largest offset")
    func held() {
        // Centre −140: 424 above the centre, more than 344.
        #expect(list.parallaxOffset(ofItem: 0, frame: cell(top: -200)) == 30)
        #expect(list.parallaxOffset(ofItem: 19, frame: cell(top: 900)) == -30)
    }

    @Test("line spacing: each cell rests one spacing below the one before")
    func lineSpacing() {
        let spaced = ParallaxListScrollGeometry(
            itemCount: 20, viewportSize: CGSize(width: 320, height: 568), itemHeight: 120, maxParallaxOffset: 30,
            lineSpacing: 10)
        // Cell 2 rests at 10 + 2 × 130 = 270; seen at 70, the list is scrolled 200.
        #expect(spaced.contentOffset(ofItem: 2, frame: cell(top: 70)) == 200)
        // Its centre 130 is 154 above 284: +30 × 154 / 344.
        #expect(isNear(spaced.parallaxOffset(ofItem: 2, frame: cell(top: 70)), 30 * 154 / 344))
    }

    @Test("every cell the list layout lists gets the layout's offset, from its frame in the scroll view")
    func agreesWithTheLayout() {
        let viewport = CGSize(width: 320, height: 568)
        let spaced = ParallaxListScrollGeometry(
            itemCount: 20, viewportSize: viewport, itemHeight: 120, maxParallaxOffset: 30, lineSpacing: 10)
        let layout = ListLayout(
            options: ListLayoutOptions(
                itemSize: CGSize(width: 320, height: 120), isParallaxOnCellsEnabled: true, maxParallaxOffset: 30,
                minimumLineSpacing: 10),
            itemCounts: [20])
        var compared = 0
        for offset in stride(from: CGFloat(-80), through: 2200, by: 13.7) {
            for element in layout.layout(at: CGPoint(x: 0, y: offset), viewportSize: viewport).elements {
                // Where a stack of 10-point gaps and 120-point cells puts the cell in the viewport.
                let top = 10 + CGFloat(element.item) * 130 - offset
                let native = spaced.parallaxOffset(ofItem: element.item, frame: cell(top: top))
                #expect(isNear(native, element.parallaxOffset.y), "cell \(element.item) at offset \(offset)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    @Test("bad input: cells outside the list, non-finite frames and sizes give 0 or finite numbers")
    func badInput() {
        #expect(list.parallaxOffset(ofItem: 20, frame: cell(top: 0)) == 0)
        #expect(list.contentOffset(ofItem: -1, frame: cell(top: 0)) == 0)
        #expect(list.parallaxOffset(ofItem: 2, frame: CGRect(x: 0, y: CGFloat.nan, width: 320, height: 120)).isFinite)
        let broken = ParallaxListScrollGeometry(
            itemCount: -3, viewportSize: CGSize(width: CGFloat.infinity, height: -1), itemHeight: .nan,
            maxParallaxOffset: .infinity, lineSpacing: -4)
        #expect(broken.itemCount == 0)
        #expect(broken.viewportSize == .zero)
        #expect(broken.lineSpacing == 0)
        #expect(broken.imageOverhang == 0)
    }
}
