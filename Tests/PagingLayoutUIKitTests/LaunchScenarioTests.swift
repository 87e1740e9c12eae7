import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: launch and scroll")
    @MainActor
    struct LaunchScenarioTests {
        @Test("after launch each page shows the core's transform and z position for its progress",
            arguments: [ScenarioCellKind.scale, .stack, .snapshot])
        func launchShowsCoreTransforms(cells: ScenarioCellKind) async {
            var options = PagerScenarioOptions()
            options.cells = cells
            let app = PagerScenario(options)
            await app.launch()
            let pages = app.shownPages()
            #expect(pages.map(\.item).starts(with: [0, 1]))
            #expect(pages.allSatisfy { $0.shownItem == $0.item })
            #expect(app.contentOffset == .zero)
            #expect(app.currentPage == 0)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a drag half a page on shows every page at its new progress, then paging settles on page 1")
        func dragShowsProgressThenSettles() async {
            let app = PagerScenario()
            await app.launch()
            await app.drag(by: -195, steps: 10, lift: false)
            // The first 19.5-pt move starts the pan (over 10 pt); the content follows the other
            // 175.5 pt, on the ⅓-pt grid: 175⅔.
            #expect(isAbout(app.contentOffset.x, 175 + 2.0 / 3))
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.lift(releaseVelocity: CGPoint(x: 1, y: 0))
            await app.settle()
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 1"])
        }

        @Test("with 41 pages laid out, more than the adapter's table of recent cells has slots (32), every page shows its own item at the core's transform and z position")
        func manyLaidOutPagesShowTheirOwnItems() async {
            var options = PagerScenarioOptions()
            options.itemCount = 60
            options.numberOfVisibleItems = 41
            let app = PagerScenario(options)
            await app.launch()
            await app.setCurrentPage(30, animated: false)
            // Pages 10…50: items 32 apart (10 and 42, …, 18 and 50) share a slot of the tables.
            #expect(app.shownPages().map(\.item) == Array(10...50))
            await app.drag(by: -195, steps: 10, lift: false)
            let pages = app.shownPages()
            #expect(pages.count == 41)
            #expect(pages.allSatisfy { $0.shownItem == $0.item })
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.lift(releaseVelocity: CGPoint(x: 1, y: 0))
            await app.settle()
            #expect(app.currentPage == 31)
            #expect(app.shownPages().allSatisfy { $0.shownItem == $0.item })
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }
    }
}
