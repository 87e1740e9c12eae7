import Foundation
import Testing

@testable import PagingLayout

@MainActor
@Suite("The page controller's frame for hit testing")
struct PageControllerSceneTests {
    @Test("the scene follows the controller's offset, so a tap at the centre selects the current page")
    func followsOffset() {
        let pager = PageController(
            engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [2, 3], numberOfVisibleItems: 3),
            currentPage: 3)
        let scene = pager.scene(effect: SlideAndTurnEffect())
        #expect(scene.contentOffset == CGPoint(x: 900, y: 0))
        // Page 3 is item 1 of section 1, centred and untransformed at progress 0.
        var selected: [ItemIndexPath] = []
        TapResolver { selected.append($0) }.handleTap(atViewportPoint: CGPoint(x: 150, y: 250), in: scene)
        #expect(selected == [ItemIndexPath(item: 1, section: 1)])
        pager.setCurrentPage(0, animated: false)
        #expect(pager.scene(effect: SlideAndTurnEffect()).item(atViewportPoint: CGPoint(x: 150, y: 250))?.flatIndex == 0)
    }

    @Test("the selectable region is passed on")
    func region() {
        let pager = PageController(engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [3]))
        let scene = pager.scene(effect: SlideAndTurnEffect()) { _ in CGRect(x: 0, y: 0, width: 10, height: 10) }
        #expect(scene.items.allSatisfy { $0.selectableRegion == CGRect(x: 0, y: 0, width: 10, height: 10) })
        #expect(scene.item(atViewportPoint: CGPoint(x: 150, y: 250)) == nil)
    }
}
