import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The collection view's own scrolling beside the pager, as UIKit may carry it out: an app's
    /// animated `setContentOffset(_:animated:)` (UIKit's curve, or the constant velocity it
    /// documents), a touch or another request during one, an app reading and moving the pager from
    /// `scrollViewDidScroll(_:)` (told before or after the layout pass of the offset), and cells that
    /// answer another size when UIKit asks them to size themselves. Expected numbers come from the
    /// page geometry (390-point pages in a 390 × 844 window) and the core's effect.
    @Suite("UIKit adapter on the stand-in: the collection view's own scrolling and self-sizing")
    @MainActor
    struct ScrollCallScenarioTests {
        nonisolated static let scrollVariants: [LayoutChoiceVariant] = [
            .standInDefaults, .constantVelocityScrollAnimation, .layoutBeforeDidScroll, .everyChoiceOtherwise,
        ]

        /// Whether the pager rests on a page: the offset is the current page's, 390 points each.
        private func restsOnItsPage(_ app: PagerScenario) -> Bool {
            isAbout(app.contentOffset.x, CGFloat(app.currentPage) * 390)
        }

        @Test("an app's animated scroll to page 2 shows the core's transforms on the way and ends on page 2",
            arguments: scrollVariants)
        func appAnimatedScroll(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setContentOffset(x: 2 * 390, animated: true)
            await app.frames(3)
            // On the way: between the pages, each page at the core's transform for its progress.
            #expect(app.contentOffset.x > 0 && app.contentOffset.x < 780)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(isAbout(app.contentOffset.x, 780))
            #expect(app.currentPage == 2)
            #expect(app.shownPages().map(\.item) == [1, 2, 3])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            // The offset passes page 1's half of the way (195 … 585) on its way to page 2.
            #expect(
                app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == [
                    "layout.didChangeCurrentPage 1", "layout.didChangeCurrentPage 2",
                ])
            #expect(app.pageEventViolations == [])
        }

        @Test("a touch during an app's animated scroll stops it; with paging the lift rests the pager on a page",
            arguments: scrollVariants)
        func touchDuringAppAnimatedScroll(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setContentOffset(x: 4 * 390, animated: true)
            await app.frames(2)
            #expect(app.contentOffset.x > 0 && app.contentOffset.x < 4 * 390)
            await app.tap(at: CGPoint(x: 195, y: 422))
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(restsOnItsPage(app))
            #expect(app.currentPage < 4)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
        }

        @Test("a second animated scroll during the first ends on the second's page", arguments: scrollVariants)
        func secondAppAnimatedScroll(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setContentOffset(x: 4 * 390, animated: true)
            await app.frames(2)
            await app.setContentOffset(x: 1 * 390, animated: true)
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") }.last == "layout.didChangeCurrentPage 1")
            #expect(app.pageEventViolations == [])
        }

        @Test("setCurrentPage(3) during an app's animated scroll to page 5 ends on page 3, animated or not",
            arguments: scrollVariants, [false, true])
        func pageChangeDuringAppAnimatedScroll(variant: LayoutChoiceVariant, animated: Bool) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setContentOffset(x: 5 * 390, animated: true)
            await app.frames(2)
            await app.setCurrentPage(3, animated: animated)
            await app.waitForPageAnimation()
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.currentPage == 3)
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") }.last == "layout.didChangeCurrentPage 3")
            #expect(app.pageEventViolations == [])
        }

        @Test("an app reading currentPage in scrollViewDidScroll reads the page of the offset it is told about",
            arguments: scrollVariants)
        func currentPageReadInDidScroll(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.readsPageInDidScroll = true }
            // The app moves the offset to page 2's at once: one scrollViewDidScroll, at 780.
            await app.setContentOffset(x: 2 * 390, animated: false)
            #expect(app.pagesReadInDidScroll.last == 2)
            // A drag of 200 points in 10 moves from page 2: the first 20-point move starts the pan (over
            // 10 points), the other 180 move the content to 960, nearest page 2; 20 points more reach
            // 980, past the half-way 975: page 3.
            await app.drag(by: -200, steps: 10, lift: false)
            #expect(isAbout(app.contentOffset.x, 960))
            #expect(app.pagesReadInDidScroll.last == 2)
            await app.drag(by: -20, steps: 2, lift: false)
            #expect(isAbout(app.contentOffset.x, 980))
            #expect(app.pagesReadInDidScroll.last == 3)
            await app.lift(releaseVelocity: CGPoint(x: 1, y: 0))
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(app.pagesReadInDidScroll.last == 3)
        }

        @Test("an app holding the pager at page 2 from scrollViewDidScroll keeps it there through a swipe",
            arguments: scrollVariants)
        func pageHeldFromDidScroll(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.pageLimitInDidScroll = 2 }
            await app.setCurrentPage(2, animated: false)
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(isAbout(app.contentOffset.x, 780))
            #expect(app.currentPage == 2)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(!app.log.contains("layout.didChangeCurrentPage 3"))
            #expect(app.pageEventViolations == [])
        }

        @Test("cells that answer a shorter height when asked to size themselves keep the pages' frames and transforms",
            arguments: [LayoutChoiceVariant.preferredAttributesAsked, .everyChoiceOtherwise])
        func selfSizingCells(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            #expect(app.preferredAttributesAskedCount > 0)
            // Every page fills the collection view: 390 × 844, whatever height the cells would take.
            #expect(app.shownCellSizes == Array(repeating: CGSize(width: 390, height: 844), count: 3))
            #expect(app.singleItemFrame(item: 1) == CGRect(x: 0, y: 0, width: 390, height: 844))
            await app.drag(by: -195, steps: 10, lift: false)
            #expect(app.shownCellSizes.allSatisfy { $0 == CGSize(width: 390, height: 844) })
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.lift(releaseVelocity: CGPoint(x: 1, y: 0))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.shownCellSizes == Array(repeating: CGSize(width: 390, height: 844), count: 3))
            #expect(app.singleItemFrame(item: 2) == CGRect(x: 390, y: 0, width: 390, height: 844))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a section moved in batch updates: the page keeps its index and shows the item now there, each cell with its item",
            arguments: [LayoutChoiceVariant.standInDefaults, .everyChoiceOtherwise])
        func sectionMoved(variant: LayoutChoiceVariant) async {
            // Sections of items 0–1, 2–4 and 5–6; page 3 is item 3 (section 1's second).
            let app = await PagerScenario.launched(under: variant) { $0.sectionSizes = [2, 3, 2] }
            await app.setCurrentPage(3, animated: false)
            #expect(app.shownPages().first { $0.item == 3 }?.shownItem == 3)
            // The first section to the end: the data reads 2, 3, 4, 5, 6, 0, 1, so page 3 shows item 5.
            await app.moveSection(0, to: 2)
            await StandInRunLoopTurns.run(2)
            #expect(app.inconsistencies == [])
            #expect(app.dataItems == [2, 3, 4, 5, 6, 0, 1])
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().first { $0.item == 3 }?.shownItem == 5)
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
        }

        @Test("an offset set in viewDidLoad and laid out there, at the view's size then, keeps its page when the window's size comes",
            arguments: [LayoutChoiceVariant.standInDefaults, .layoutBeforeDidScroll])
        func offsetLaidOutBeforeTheWindowSize(variant: LayoutChoiceVariant) async {
            // In viewDidLoad the view is 320 × 480 (a view's size before its window gives it one):
            // 1 170 points there is page 3.66, nearest page 4, which the 390-point view keeps, at 1 560.
            let app = await PagerScenario.launched(under: variant) {
                $0.offsetSetInViewDidLoad = 3 * 390
                $0.laysOutInViewDidLoad = true
            }
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(app.shownPages().map(\.item) == [3, 4, 5])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 5)
        }
    }
}
