import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: an app's life")
    @MainActor
    struct AppLifeScenarioTests {
        @Test("rotating keeps the current page and shows every page at its progress on the new size")
        func rotationKeepsPage() async {
            let app = PagerScenario()
            await app.launch()
            await app.setCurrentPage(2, animated: false)
            #expect(isAbout(app.contentOffset.x, 780))
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 844))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a fling without paging settles one page on, where the layout's target offset says")
        func flingWithoutPaging() async {
            var options = PagerScenarioOptions()
            options.isPagingEnabled = false
            let app = PagerScenario(options)
            await app.launch()
            await app.drag(by: -100, releaseVelocity: CGPoint(x: 2, y: 0))
            await app.settle()
            await app.waitForPageAnimation()
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(app.scrollState == .idle)
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 1"])
        }

        @Test("a reload with fewer items keeps the pager on the last page that exists")
        func reloadClamps() async {
            let app = PagerScenario()
            await app.launch()
            await app.setCurrentPage(4, animated: false)
            await app.reload(itemCount: 3)
            await StandInRunLoopTurns.run(2)
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 780))
            #expect(app.shownPages().allSatisfy { $0.shownItem == $0.item })
        }

        @Test("an item appended in batch updates and selected at once is shown")
        func appendThenSelect() async {
            let app = PagerScenario()
            await app.launch()
            await app.appendAndSelect()
            #expect(app.inconsistencies == [])
            #expect(app.currentPage == 6)
            #expect(isAbout(app.contentOffset.x, 6 * 390))
            #expect(app.shownPages().contains { $0.item == 6 && $0.shownItem == 6 })
        }

        @Test("going to the background and back keeps the page and the transforms")
        func backgroundAndForeground() async {
            let app = PagerScenario()
            await app.launch()
            await app.setCurrentPage(1, animated: false)
            await app.enterBackground()
            await app.enterForeground()
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("closing the screen releases the layout and the collection view")
        func deallocation() async {
            var options = PagerScenarioOptions()
            options.resolvesTaps = true
            let app = PagerScenario(options)
            await app.launch()
            await app.setCurrentPage(3, animated: true)
            let released = await app.close()
            #expect(released.layoutReleased)
            #expect(released.collectionViewReleased)
        }
    }
}
