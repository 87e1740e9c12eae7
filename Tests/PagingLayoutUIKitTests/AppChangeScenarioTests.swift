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
            await PagerScenario.launched(configure)
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

        @Test("a quick swipe released before any layout pass saw it settles on the next page")
        func swipeReleasedBeforeAnyPass() async {
            let app = await app { $0.isPagingEnabled = false }
            await app.swipeBeforeAnyLayoutPass(by: -120, releaseVelocity: CGPoint(x: 1.5, y: 0))
            #expect(app.scrollState == .settling)
            await app.settle()
            #expect(app.scrollState == .idle)
            // One page per swipe: page 1, one 390-point page on.
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a page asked for when the app lays the collection view out before it has a window is shown on screen")
        func pageAskedBeforeTheWindow() async {
            let app = PagerScenario(PagerScenarioOptions())
            app.layOutBeforeShowing(page: 3)
            await app.launch()
            #expect(app.viewportSize == CGSize(width: 390, height: 844))
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log == ["layout.didChangeCurrentPage 3"])
        }

        @Test("right to left: page 0 rests at the right end and a swipe to the right goes to page 1")
        func rightToLeft() async {
            let app = await app { $0.isRightToLeft = true }
            // Six 390-point pages: the right end is at 6 × 390 − 390 = 1 950.
            #expect(app.currentPage == 0)
            #expect(isAbout(app.contentOffset.x, 1950))
            #expect(app.shownPages().first { $0.cellZPosition == 0 }?.item == 0)
            await app.drag(by: 200, releaseVelocity: CGPoint(x: -1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 1560))
            #expect(app.shownPages().first { $0.cellZPosition == 0 }?.item == 1)
        }

        /// The target transforms of the shown pages, by item.
        private func transformsByItem(in app: PagerScenario) -> [Int: Transform3D] {
            Dictionary(uniqueKeysWithValues: app.shownPages().map { ($0.item, $0.targetTransform) })
        }

        @Test(
            "a pager turned right to left on page 2, its layout invalidated by the app or by UIKit, stays on page 2, mirrored",
            arguments: zip([true, false], [LayoutChoiceVariant.standInDefaults, .layoutInvalidatedOnDirectionChange]))
        func readingDirectionTurnedWhileShown(appInvalidates: Bool, variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.pageSetInViewDidLoad = 2 }
            let leftToRight = transformsByItem(in: app)
            await app.setRightToLeft(true, invalidatingLayout: appInvalidates)
            // Six 390-point pages read from the right: page 2 is at (6 − 1 − 2) × 390 = 1 170.
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 1170))
            // Mirrored: page 1 stands where page 3 stood, on the other side, and the other way round.
            let rightToLeft = transformsByItem(in: app)
            #expect(rightToLeft[1].map { isClose($0, leftToRight[3]!) } == true)
            #expect(rightToLeft[3].map { isClose($0, leftToRight[1]!) } == true)
            #expect(rightToLeft[2].map { isClose($0, leftToRight[2]!) } == true)
            await app.setRightToLeft(false, invalidatingLayout: appInvalidates)
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 780))
            #expect(app.log == ["layout.didChangeCurrentPage 2", "completion 2"])
        }

        @Test(
            "a pager turned right to left without invalidating its layout stays on page 2 through the next drag",
            arguments: [LayoutChoiceVariant.dragFromCurrentOffset])
        func readingDirectionTurnedThenDragged(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.pageSetInViewDidLoad = 2 }
            await app.setRightToLeft(true, invalidatingLayout: false)
            // The first pass after the turn is the drag's: it mirrors the pager and moves the
            // content to page 2's offset read from the right, under the finger.
            await app.drag(by: -60, lift: false)
            #expect(app.currentPage == 2)
            #expect(app.contentOffset.x > 1170 && app.contentOffset.x < 1170 + 60)
            await app.lift(releaseVelocity: .zero)
            await app.settle()
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 1170))
            #expect(app.log == ["layout.didChangeCurrentPage 2", "completion 2"])
        }

        /// Whether the pager rests on page 2 of a `width`-point view, every shown page at its
        /// transform for its card (`width` − 80 wide, 844 − 160 high), with no page change heard
        /// since launch.
        private func restsOnPage2(_ app: PagerScenario, width: CGFloat) -> Bool {
            app.currentPage == 2 && isAbout(app.contentOffset.x, 2 * width) && pagesOffTheirTransform(in: app) == []
                && app.shownPages().allSatisfy { $0.targetSize == CGSize(width: width - 80, height: 684) }
                && app.log == ["layout.didChangeCurrentPage 2", "completion 2"]
        }

        @Test(
            "a split view resized through several widths keeps page 2 at each, laid out after each or only after the last",
            arguments: [LayoutChoiceVariant.standInDefaults, .targetOffsetAfterResizeAndReload, .everyChoiceOtherwise])
        func splitViewResizes(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.pageSetInViewDidLoad = 2 }
            for width: CGFloat in [700, 500, 320, 390] {
                await app.rotate(to: CGSize(width: width, height: 844))
                #expect(restsOnPage2(app, width: width), "\(width)")
            }
            await app.resize(throughSizes: [700, 450, 600].map { CGSize(width: $0, height: 844) })
            #expect(restsOnPage2(app, width: 600))
        }

        @Test(
            "a rotation at page 2 with the effect on the cells' content views shows every page at its transform for the new size",
            arguments: [LayoutChoiceVariant.standInDefaults, .contentViewResizedByFrame])
        func rotationWithContentViewEffect(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) {
                $0.cells = .contentViewEffect
                $0.pageSetInViewDidLoad = 2
            }
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 844))
            // Each content view is as large as its cell, whatever the effect's transform.
            #expect(app.shownPages().map(\.targetSize) == Array(repeating: CGSize(width: 844, height: 390), count: 3))
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(app.shownPages().map(\.targetSize) == Array(repeating: CGSize(width: 390, height: 844), count: 3))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("deleting the current last page, then pages before it, then every page, keeps a page that exists")
        func deletions() async {
            let app = await app()
            await app.setCurrentPage(5, animated: false)
            await app.deleteItems([5])
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            // Five pages less two: page 4 no longer exists, the last one is 2.
            await app.deleteItems([0, 1])
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.inconsistencies == [])
            await app.reload(itemCount: 0)
            #expect(app.currentPage == 0)
            #expect(app.shownPages() == [])
            await app.reload(itemCount: 6)
            #expect(app.currentPage == 0)
            #expect(app.shownPages().map(\.item) == [0, 1, 2])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("the app's own setContentOffset, animated or not, moves the current page with it")
        func appSetsTheOffset() async {
            let app = await app()
            await app.setContentOffset(x: 780, animated: true)
            await app.settle()
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 780))
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(app.log.last { $0.hasPrefix("layout.didChangeCurrentPage") } == "layout.didChangeCurrentPage 2")
            await app.setContentOffset(x: 390, animated: false)
            await app.frames(1)
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a pager that leaves its window, is rotated meanwhile and comes back keeps its page at the new size")
        func leavesAndReentersTheWindow() async {
            let app = await app()
            await app.setCurrentPage(1, animated: false)
            await app.leaveWindow()
            await app.rotate(to: CGSize(width: 844, height: 390))
            await app.returnToWindow()
            #expect(app.viewportSize == CGSize(width: 844, height: 390))
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 844))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a rotation during a drag, then the release, rests on a page of the new width")
        func rotationDuringADrag() async {
            let app = await app { $0.isPagingEnabled = false }
            await app.drag(by: -100, lift: false)
            await app.rotate(to: CGSize(width: 844, height: 390))
            await app.lift(releaseVelocity: CGPoint(x: 0.1, y: 0))
            await app.settle()
            // 100 of 390 points is a quarter page on: a slow release rests on the nearest page, 0.
            #expect(app.currentPage == 0)
            #expect(isAbout(app.contentOffset.x, 0))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("an app that invalidates the layout in scrollViewDidScroll and reloads on each page change still pages and selects")
        func reentrantInvalidationAndReloads() async {
            let app = await app {
                $0.invalidatesLayoutInDidScroll = true
                $0.reloadsOnPageChange = true
                $0.resolvesTaps = true
            }
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            await app.setCurrentPage(3, animated: true)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 3", "layout.didSelect 3"])
        }

        @Test("the pager's layout given back after a flow layout keeps its page, and drags and taps as before")
        func layoutGivenBack() async {
            let app = await app { $0.resolvesTaps = true }
            await app.setCurrentPage(2, animated: false)
            await app.swapLayoutAndBack()
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.shownPages().map(\.item) == [1, 2, 3])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 3)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 3", "layout.didSelect 3"])
        }

        @Test("a reload to fewer items during an animated page change ends on the last page, touches back, completion once")
        func reloadDuringAnimation() async {
            let app = await app()
            await app.setCurrentPage(4, animated: true)
            await app.frames(2)
            await app.reload(itemCount: 3)
            await app.waitForPageAnimation()
            await app.settle()
            // Three pages: the last is 2, at 2 × 390.
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.isUserInteractionEnabled)
            #expect(app.log.filter { $0 == "completion 4" }.count == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a rotation while a swipe decelerates rests on the page the swipe was going to, at the new width",
            arguments: [false, true])
        func rotationWhileDecelerating(isPagingEnabled: Bool) async {
            let app = await app { $0.isPagingEnabled = isPagingEnabled }
            await app.drag(by: -150, releaseVelocity: CGPoint(x: 2, y: 0))
            await app.frames(3)
            #expect(app.contentOffset.x > 150 && app.contentOffset.x < 390)
            await app.rotate(to: CGSize(width: 844, height: 390))
            await app.settle()
            // A flick goes one page on, to page 1: at 844 points in the landscape view.
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 844))
            #expect(app.scrollState == .idle)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a reload to fewer items while a swipe decelerates rests on the last page there is",
            arguments: [false, true])
        func reloadWhileDecelerating(isPagingEnabled: Bool) async {
            let app = await app { $0.isPagingEnabled = isPagingEnabled }
            await app.setCurrentPage(3, animated: false)
            await app.drag(by: -150, releaseVelocity: CGPoint(x: 2, y: 0))
            await app.frames(3)
            #expect(app.contentOffset.x > 3 * 390 + 150 && app.contentOffset.x < 4 * 390)
            await app.reload(itemCount: 2)
            await app.settle()
            // Two pages: the last is 1, at 390 points.
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.shownPages().map(\.item) == [0, 1])
            #expect(pagesOffTheirTransform(in: app) == [])
        }
    }
}
