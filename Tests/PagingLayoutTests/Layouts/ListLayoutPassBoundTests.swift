import Foundation
import Testing

@testable import PagingLayout

/// A list pass is bounded however many elements its viewport could show.
@Suite("ListLayout pass bound")
struct ListLayoutPassBoundTests {
    @Test("a viewport that could show 20 000 cells lists the first 10 000 in list order")
    func tinyCells() {
        // Cells half a point high with no spacing: rows at y = 0.5 i, so 10 000 points show rows 0…19 999.
        let options = ListLayoutOptions(itemSize: CGSize(width: 320, height: 0.5))
        let layout = ListLayout(options: options, itemCounts: [1_000_000])
        let pass = layout.layout(at: .zero, viewportSize: CGSize(width: 320, height: 10_000))
        #expect(pass.elements.count == 10_000)
        #expect(pass.elements.first?.item == 0)
        #expect(pass.elements.last?.item == 9_999)
        #expect(pass.elements.last?.frame == CGRect(x: 0, y: 4_999.5, width: 320, height: 0.5))
    }

    @Test("a viewport a trillion points high over a billion cells ends at the bound, with every section header first")
    func hugeViewport() {
        // Sections of 500 million 10-point cells, each under a 40-point header: header 0 at 0…40, its
        // cells from 40, so the 10 000 elements are that header and cells 0…9 998.
        let options = ListLayoutOptions(
            itemSize: CGSize(width: 320, height: 10), sectionsHeaderSize: CGSize(width: 320, height: 40))
        let layout = ListLayout(options: options, itemCounts: [500_000_000, 500_000_000])
        let pass = layout.layout(at: .zero, viewportSize: CGSize(width: 320, height: 1e12))
        #expect(pass.elements.count == 10_000)
        #expect(pass.elements.first?.kind == .sectionHeader)
        #expect(pass.elements.dropFirst().allSatisfy { $0.kind == .cell && $0.section == 0 })
        #expect(pass.elements.last?.item == 9_998)
    }

    @Test("a viewport within the bound lists every element in view, as before")
    func withinBound() {
        // 9 000 one-point cells in a 9 000-point viewport: all of them, nothing left out.
        let layout = ListLayout(options: ListLayoutOptions(itemSize: CGSize(width: 10, height: 1)), itemCounts: [9_000])
        let pass = layout.layout(at: .zero, viewportSize: CGSize(width: 10, height: 9_000))
        #expect(pass.elements.map(\.item) == Array(0..<9_000))
    }
}
