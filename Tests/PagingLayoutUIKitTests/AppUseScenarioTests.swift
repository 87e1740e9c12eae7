import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// What apps do with a pager besides swiping it, on the stand-in UIKit: page buttons and
    /// interrupted page changes, state restored in `viewDidLoad`, taps and the collection view's
    /// cells after paging, cells that reset themselves on reuse, and a grid layout swapped in and out.
    /// The pages are 390 points wide (the window's width), so page `n` rests at `n × 390`.
    @Suite("UIKit adapter on the stand-in: what apps do with a pager")
    @MainActor
    struct AppUseScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
            await PagerScenario.launched(configure)
        }

        /// The pages whose target shows another alpha than the core's for their progress.
        private func pagesOffTheirAlpha(in app: PagerScenario) -> [Int] {
            app.shownPages().filter { page in
                let expected = app.expectedAttributes(progress: progress(of: page, in: app), targetSize: page.targetSize)
                return abs(page.targetAlpha - expected.alpha) > 1e-9
            }.map(\.item)
        }

        // MARK: Page changes interrupted

        @Test("a second setCurrentPage before the first ends goes to the second page; each completion once")
        func secondRequestInterruptsFirst() async {
            let app = await app()
            await app.setCurrentPage(4, animated: true)
            #expect(app.isAnimating == true)
            await app.setCurrentPage(1, animated: true)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.log.filter { $0.hasPrefix("completion") } == ["completion 4", "completion 1"])
            // Only the change that reached its page ends a scrolling animation.
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 1"])
            #expect(app.isUserInteractionEnabled == true)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a tap during an animated page change selects nothing; the page is reached and the next tap selects it")
        func tapDuringAnimationIsIgnored() async {
            let app = await app { $0.resolvesTaps = true }
            await app.setCurrentPage(3, animated: true)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(!app.log.contains { $0.contains("didSelect") })
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.isUserInteractionEnabled == true)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 3", "layout.didSelect 3"])
        }

        @Test("reloadData during an animated page change ends on the page, each page showing its own item at its transform")
        func reloadDataDuringAnimation() async {
            let app = await app()
            await app.setCurrentPage(4, animated: true)
            await app.frames(1)
            await app.reload(itemCount: 6)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(app.log.filter { $0 == "completion 4" }.count == 1)
            #expect(app.isUserInteractionEnabled == true)
            #expect(app.shownPages().map(\.item) == [3, 4, 5])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("goToPreviousPage at the first page and goToNextPage at the last stay, complete once and report no change",
            arguments: [true, false])
        func pageButtonsAtTheEnds(animated: Bool) async {
            let app = await app()
            await app.goToPreviousPage(animated: animated)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 0)
            #expect(isAbout(app.contentOffset.x, 0))
            #expect(app.log.filter { !$0.hasPrefix("scrollView.") } == ["completion previous"])
            #expect(app.isUserInteractionEnabled == true)

            await app.setCurrentPage(5, animated: false)
            await app.goToNextPage(animated: animated)
            await app.waitForPageAnimation()
            await app.settle()
            // Six pages: the last is 5, at 5 × 390.
            #expect(app.currentPage == 5)
            #expect(isAbout(app.contentOffset.x, 5 * 390))
            #expect(app.log.last == "completion next")
            #expect(app.log.filter { $0.hasPrefix("completion") } == ["completion previous", "completion 5", "completion next"])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 5"])
            #expect(app.isUserInteractionEnabled == true)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("an animated page asked for right after reloadData animates with touches off and ends with one didEndScrollingAnimation")
        func animatedPageAskedRightAfterReload() async {
            let app = await app()
            await app.reloadThenSetCurrentPage(3, itemCount: 6)
            #expect(app.isAnimating == true)
            #expect(app.isUserInteractionEnabled == false)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.isUserInteractionEnabled == true)
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("two taps on a next button before the first change ends go two pages on")
        func nextButtonTwiceQuickly() async {
            let app = await app()
            await app.goToNextPage(animated: true)
            await app.goToNextPage(animated: true)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.log.filter { $0 == "completion next" }.count == 2)
            #expect(app.isUserInteractionEnabled == true)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        // MARK: State restored before the first layout

        @Test("a page asked for in viewDidLoad is the first page shown, without animation")
        func pageSetInViewDidLoad() async {
            let app = await app { $0.pageSetInViewDidLoad = 3 }
            #expect(app.isAnimating == false)
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.contains("completion 3"))
            #expect(!app.log.contains("scrollView.didEndScrollingAnimation"))
        }

        @Test("a content offset set in viewDidLoad shows the page there at the first layout")
        func offsetSetInViewDidLoad() async {
            let app = await app { $0.offsetSetInViewDidLoad = 3 * 390 }
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 4)
        }

        // MARK: Taps and the collection view's cells after paging

        @Test("after two swipes a tap on the centred page and one on the side page select the page the user sees there")
        func tapsAfterPaging() async throws {
            let app = await app { $0.resolvesTaps = true }
            for _ in 0..<2 {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
            }
            #expect(app.currentPage == 2)
            // Three pages laid out around page 2, each cell showing its own item.
            #expect(app.visibleItems == [1, 2, 3])
            #expect(app.visibleCellCount == 3)
            #expect([1, 2, 3].map { app.shownItemOfCell(forItem: $0) } == [1, 2, 3])
            // The window's centre shows the centred page.
            #expect(app.pagerItem(at: CGPoint(x: 195, y: 422)) == 2)
            await app.tap(at: CGPoint(x: 195, y: 422))
            let side = try #require(app.pointShowing(item: 3))
            #expect(app.pagerItem(at: side) == 3)
            await app.tap(at: side)
            #expect(
                app.log.filter { $0.contains("didSelect") } == [
                    "collectionView.didSelect 2", "layout.didSelect 2", "collectionView.didSelect 3", "layout.didSelect 3",
                ])
            #expect(app.selectedItems == [3])
        }

        @Test("mid-drag, each laid-out item's attributes asked alone equal those in the rect; an item not laid out is at its own page",
            arguments: [ScenarioCellKind.scale, .wholeCellEffect])
        func singleItemAttributesAgreeWithTheRect(cells: ScenarioCellKind) async {
            let app = await app {
                $0.cells = cells
                $0.resolvesTaps = true
            }
            await app.setCurrentPage(2, animated: false)
            await app.drag(by: -150, lift: false)
            #expect(app.visibleItems == [1, 2, 3])
            #expect([1, 2, 3].map { app.itemAttributesAgree(item: $0) } == [true, true, true])
            // Item 5 is not laid out (three pages around page 2): its page of the content, 5 × 390 on.
            #expect(app.singleItemFrame(item: 5) == CGRect(x: 5 * 390, y: 0, width: 390, height: 844))
            await app.lift()
            await app.settle()
        }

        @Test("without resolvesTaps, UIKit's own selection takes a tap on the centred page and on a side page for the page shown there")
        func uikitSelectionWithoutResolvesTaps() async throws {
            let app = await app()
            await app.setCurrentPage(2, animated: false)
            await StandInRunLoopTurns.run(2)
            await app.tap(at: CGPoint(x: 195, y: 422))
            let side = try #require(app.pointShowing(item: 3))
            await app.tap(at: side)
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 2", "collectionView.didSelect 3"])
            #expect(app.selectedItems == [3])
        }

        // MARK: Cell reuse as apps write it

        @Test("cells that reset their card in prepareForReuse show their page's transform and alpha in every frame of a long scroll the app animates",
            arguments: [ScenarioCellKind.scale, .stack])
        func cellsResettingOnReuseInALongScroll(cells: ScenarioCellKind) async {
            let app = await app {
                $0.cells = cells
                $0.itemCount = 30
                $0.cellsResetOnReuse = true
            }
            await app.setContentOffset(x: 29 * 390, animated: true)
            var offPages: [Int] = []
            var frames = 0
            while app.contentOffset.x < 29 * 390, frames < 200 {
                await app.frames(1)
                frames += 1
                offPages += pagesOffTheirTransform(in: app) + pagesOffTheirAlpha(in: app) + pagesShowingAnotherItem(in: app)
            }
            await app.settle()
            #expect(app.currentPage == 29)
            #expect(app.reusedCellCount > 0)
            #expect(offPages == [])
        }

        @Test("cells that reset their card in prepareForReuse show their page's transform and alpha through a long drag",
            arguments: [ScenarioCellKind.scale, .stack])
        func cellsResettingOnReuse(cells: ScenarioCellKind) async {
            let app = await app {
                $0.cells = cells
                $0.itemCount = 30
                $0.cellsResetOnReuse = true
                $0.isPagingEnabled = false
            }
            var offPages: [Int] = []
            // Twelve moves of 290 points: each puts other pages and reused cells on screen.
            for _ in 0..<12 {
                await app.drag(by: -290, steps: 1, lift: false)
                offPages += pagesOffTheirTransform(in: app) + pagesOffTheirAlpha(in: app) + pagesShowingAnotherItem(in: app)
            }
            await app.lift(releaseVelocity: CGPoint(x: 3, y: 0))
            await app.settle()
            offPages += pagesOffTheirTransform(in: app) + pagesOffTheirAlpha(in: app) + pagesShowingAnotherItem(in: app)
            #expect(app.reusedCellCount > 0)
            // One page per swipe (the default snapping): the release goes back to page 1, past
            // reused cells again.
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(offPages == [])
        }

        // MARK: A grid layout swapped in and out

        @Test("the pager given back with setCollectionViewLayout keeps its page and pages on, animated or not",
            arguments: [true, false])
        func setCollectionViewLayoutBothWays(animated: Bool) async {
            let app = await app { $0.resolvesTaps = true }
            await app.setCurrentPage(3, animated: false)
            await app.showFlowLayout(animated: animated)
            await app.showPagerLayout(animated: animated)
            #expect(app.log.filter { $0 == "transition finished" }.count == 2)
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 4)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 4", "layout.didSelect 4"])
        }

        @Test("a page asked for while a grid layout shows the items is the page the pager opens at")
        func pageAskedWhileGridShows() async {
            let app = await app()
            await app.showFlowLayout(animated: false)
            app.setCurrentPageWhileAnotherLayoutShows(4)
            await StandInRunLoopTurns.run(2)
            // The grid is the collection view's layout: the pager does not scroll it.
            #expect(isAbout(app.contentOffset.x, 0))
            await app.showPagerLayout(animated: true)
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(app.shownPages().map(\.item) == [3, 4, 5])
            #expect(pagesOffTheirTransform(in: app) == [])
        }
    }
}
