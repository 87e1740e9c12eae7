import Foundation
import Testing

@testable import PagingLayout

@Suite("PageController when items shrink to end just before the offset")
@MainActor
struct PageControllerShrinkTests {
    @Test("resting on page 3 of 7, three items left: back onto page 2 at 600, not left at 900")
    func oneBeyondTheNewLastPage() {
        // 300-point pages: page 3 rests at 900, position 3, which is past the new last page 2.
        let fixture = PagerFixture(itemCounts: [7], page: 3)
        fixture.controller.engine.items = SectionedItemCounts([3])
        #expect(fixture.controller.currentPage == 2)
        #expect(fixture.controller.contentOffset.x == 600)
    }

    @Test("an offset halfway past the new last page (position 2.5 of 3 pages) comes back to page 2")
    func halfBeyondTheNewLastPage() {
        let fixture = PagerFixture(itemCounts: [7])
        fixture.controller.scroll(to: CGPoint(x: 750, y: 0))
        fixture.controller.engine.items = SectionedItemCounts([3])
        #expect(fixture.controller.contentOffset.x == 600)
        #expect(fixture.controller.currentPage == 2)
    }
}
