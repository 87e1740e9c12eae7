import Foundation
import Testing

@testable import PagingLayout

/// The SwiftUI page views' selection binding, as a state machine over the simulated collection view.
@MainActor
@Suite("PageSelectionSync")
struct PageSelectionSyncTests {
    /// A page view: the fixture, its sync, and the pages written to the binding.
    @MainActor
    final class PageView {
        let fixture: DriverFixture
        let sync: PageSelectionSync
        var selection: Int?
        var writes: [Int] = []

        init(items: Int, layOut: Bool) {
            fixture = DriverFixture(items: [items], layOut: false)
            sync = PageSelectionSync(driver: fixture.driver)
            sync.writeSelection = { [unowned self] page in
                self.selection = page
                self.writes.append(page)
            }
            fixture.driver.onCurrentPageChanged = { [unowned self] page in self.sync.pageChanged(to: page) }
            fixture.driver.onScrollStateChanged = { [unowned self] state in self.sync.scrollStateChanged(to: state) }
            if layOut { fixture.runFrames() }
        }

        /// SwiftUI sets the binding (or updates the view with it).
        func select(_ page: Int?, animated: Bool = true) {
            selection = page
            sync.selectionChanged(toPage: page, animated: animated)
        }
    }

    // Defect 2 through SwiftUI: the initial `selection` was clamped to a pager without items.
    @Test("the initial selection is the first page shown, and nothing is written back")
    func initialSelection() {
        let view = PageView(items: 6, layOut: false)
        view.select(4, animated: false)
        view.fixture.runFrames()
        #expect(view.fixture.driver.currentPage == 4)
        #expect(view.fixture.host.contentOffset.x == 1200)
        #expect(view.writes.isEmpty)
        #expect(view.selection == 4)
    }

    // The old controller clamped the request to the 3 items it still counted, animated to page 2
    // and wrote page 2's item back over the new selection.
    @Test("an item appended and selected at once is scrolled to, and the selection keeps it")
    func appendThenSelect() {
        let view = PageView(items: 3, layOut: true)
        view.fixture.host.data = [4]
        view.fixture.host.reloadData()
        view.select(3)
        view.fixture.runFrames()
        #expect(view.fixture.driver.currentPage == 3)
        #expect(view.writes.isEmpty)
        #expect(view.selection == 3)
    }

    @Test("a selection changed while an animation runs redirects it, and the passed pages are not written")
    func selectionChangedWhileAnimating() {
        let view = PageView(items: 8, layOut: true)
        view.select(6)
        for _ in 0..<8 { view.fixture.frame() }
        #expect(view.fixture.driver.isAnimating)
        view.select(1)
        view.fixture.runFrames()
        #expect(view.fixture.driver.currentPage == 1)
        #expect(view.writes.isEmpty)
        #expect(view.selection == 1)
    }

    // The finger lands before the animation's first frame, so the drag starts on page 0 and is
    // released without speed: it settles on the nearest page (320 / 300 ≈ 1.07 → 1, 40 / 300 → 0),
    // which is written once — also when it is the page the pager started on.
    @Test(
        "a drag that interrupts a selection's animation writes the page it settles on",
        arguments: [(dragTo: 320.0, page: 1), (dragTo: 40.0, page: 0)])
    func dragInterruptsSelection(dragTo: CGFloat, page: Int) {
        let view = PageView(items: 8, layOut: true)
        view.select(5)
        view.fixture.drag(to: dragTo)
        let target = view.fixture.driver.endDragging(velocity: .zero)
        #expect(target == CGPoint(x: CGFloat(page) * 300, y: 0))
        view.fixture.rest(at: target.x)
        #expect(view.fixture.driver.scrollState == .idle)
        #expect(view.fixture.driver.currentPage == page)
        #expect(view.selection == page)
        #expect(view.writes == [page])
    }

    @Test("a page the user scrolls to is written to the selection once")
    func userScrollWritesSelection() {
        let view = PageView(items: 5, layOut: true)
        view.select(0)
        view.fixture.host.userScroll(to: CGPoint(x: 600, y: 0))
        #expect(view.writes == [2])
        view.fixture.host.userScroll(to: CGPoint(x: 610, y: 0))
        #expect(view.writes == [2])
    }

    @Test("a selection naming no item changes nothing")
    func unknownSelection() {
        let view = PageView(items: 5, layOut: true)
        view.select(nil)
        view.fixture.runFrames()
        #expect(view.fixture.driver.currentPage == 0)
        #expect(view.writes.isEmpty)
    }
}
