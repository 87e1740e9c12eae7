import Foundation
import Testing

@testable import PagingLayout

/// `PageController.layout()`: the engine's pass at the controller's offset, into storage the
/// controller keeps between frames.
@MainActor
@Suite("PageController: layout()")
struct PageControllerLayoutTests {
    @Test("each frame lays out the pages around the offset, and a result kept from an earlier frame keeps its items")
    func keptResultKeepsItsItems() {
        // 300-point pages, 3 laid out. At x 450 the position is 1.5, which rounds to page 2: pages
        // 1, 2, 3 at progress 1 − 1.5, 2 − 1.5, 3 − 1.5. At x 900 (position 3): pages 2, 3, 4.
        let pager = PageController(
            engine: PagingEngine(
                viewportSize: CGSize(width: 300, height: 500), itemCounts: [10], numberOfVisibleItems: 3))
        pager.scroll(to: CGPoint(x: 450, y: 0))
        let first = pager.layout()
        pager.scroll(to: CGPoint(x: 900, y: 0))
        let second = pager.layout()
        #expect(first.elements.map(\.flatIndex) == [1, 2, 3])
        #expect(first.elements.map(\.progress) == [-0.5, 0.5, 1.5])
        #expect(second.elements.map(\.flatIndex) == [2, 3, 4])
        #expect(second.elements.map(\.progress) == [-1, 0, 1])
        // Letting go of the results and asking again gives the same pass.
        #expect(pager.layout() == second)
    }
}
