import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// Changes apps make to the data, the scroll position and the view hierarchy, the way UIKit
    /// carries them out.
    @Suite("UIKit adapter on the stand-in: the app's own changes")
    @MainActor
    struct AppChangeScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
            var options = PagerScenarioOptions()
            configure(&options)
            let app = PagerScenario(options)
            await app.launch()
            return app
        }

        /// Every page's cell where UIKit applied the page's frame: the visible area (390 × 844 pt
        /// at the content offset), so centred at (offset + 195, 422).
        private func cellsOffTheVisibleArea(in app: PagerScenario) -> [Int] {
            let centre = CGPoint(x: app.contentOffset.x + 195, y: 422)
            return app.shownPages().filter { $0.cellCenter != centre }.map(\.item)
        }

        @Test("a collection view that keeps the layout's attributes uncopied moves the cells with the pages")
        func uncopiedAttributesFollowThePages() async {
            let app = await app {
                $0.keepsLayoutAttributesUncopied = true
                $0.zPositionHandler = .layoutAttribute
            }
            #expect(app.shownPages().count == 3)
            #expect(cellsOffTheVisibleArea(in: app) == [])
            await app.drag(by: -150, lift: false)
            #expect(app.contentOffset.x > 100)
            #expect(cellsOffTheVisibleArea(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.lift()
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(cellsOffTheVisibleArea(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("reloaded items show their pages' transforms in the update's layout pass")
        func reloadedItemsShowTheirTransforms() async {
            let app = await app()
            for _ in 0..<2 {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
            }
            #expect(app.currentPage == 2)
            let reusedBefore = app.reusedCellCount
            await app.reloadItems([1, 3])
            // Pages 1 and 3 show new cells (one from the reuse queue, left by page 0), at their items.
            #expect(app.reusedCellCount > reusedBefore)
            #expect(app.shownPages().map(\.item) == [1, 2, 3])
            #expect(app.shownPages().allSatisfy { $0.shownItem == $0.item })
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }
    }
}
