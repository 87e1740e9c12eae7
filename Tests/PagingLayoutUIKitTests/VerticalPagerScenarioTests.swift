import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// A pager whose pages scroll vertically (`scrollDirection = .vertical`), as an app runs it: pages
    /// as tall as the 390 × 844 window, so page n rests at the offset y = n × 844.
    @Suite("UIKit adapter on the stand-in: vertical pagers")
    @MainActor
    struct VerticalPagerScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
            await PagerScenario.launched {
                $0.isVertical = true
                configure(&$0)
            }
        }

        @Test("pages are stacked down the content and a page asked for rests at its multiple of the height")
        func pagesDownTheContent() async {
            let app = await app()
            #expect(app.currentPage == 0)
            #expect(app.contentOffset == .zero)
            await app.setCurrentPage(3, animated: false)
            #expect(app.currentPage == 3)
            #expect(app.contentOffset == CGPoint(x: 0, y: 3 * 844))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a swipe up goes one page down and a swipe down one page back, with paging on or off",
            arguments: [true, false])
        func swipes(isPagingEnabled: Bool) async {
            let app = await app { $0.isPagingEnabled = isPagingEnabled }
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 0, y: 1.5))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(app.contentOffset == CGPoint(x: 0, y: 844))
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 0, y: 1.5))
            await app.settle()
            #expect(app.currentPage == 2)
            await app.drag(by: 200, releaseVelocity: CGPoint(x: 0, y: -1.5))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(app.contentOffset == CGPoint(x: 0, y: 844))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("mid-drag, the pages show the transforms of their progress along the height")
        func midDrag() async {
            let app = await app()
            await app.drag(by: -211, lift: false)
            // The first 10 % step starts the drag (the stand-in's 10-point slop): the view moved less.
            #expect(app.contentOffset.y > 100 && app.contentOffset.y < 211)
            #expect(app.contentOffset.x == 0)
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.lift()
            await app.settle()
        }

        @Test("a rotation keeps the page, at its multiple of the new height")
        func rotation() async {
            let app = await app()
            await app.setCurrentPage(2, animated: false)
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.currentPage == 2)
            #expect(app.contentOffset == CGPoint(x: 0, y: 2 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(app.currentPage == 2)
            #expect(app.contentOffset == CGPoint(x: 0, y: 2 * 844))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("deleting the current last page rests on the page before it; reloads keep the transforms")
        func deletionsAndReloads() async {
            let app = await app()
            await app.setCurrentPage(5, animated: false)
            await app.deleteItems([5])
            #expect(app.currentPage == 4)
            #expect(app.contentOffset == CGPoint(x: 0, y: 4 * 844))
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.reloadItems([3, 4])
            // Three pages laid out around the last one, page 4 of 0 … 4: pages 2 to 4.
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.reload(itemCount: 2)
            #expect(app.currentPage == 1)
            #expect(app.contentOffset == CGPoint(x: 0, y: 844))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.inconsistencies == [])
        }
    }
}
