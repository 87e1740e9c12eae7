import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The app scenarios that matter, each run under every way the collection view may talk to its
    /// layout where UIKit's documentation leaves the choice open (``LayoutChoiceVariant``): the rect
    /// asked of `layoutAttributesForElements(in:)`, attributes from `layoutAttributesForItem(at:)`,
    /// when and how a bounds change invalidates, repeated queries, the order of the cells, attributes
    /// kept uncopied, the layout pass before `scrollViewDidScroll(_:)`, constant-velocity animated
    /// scrolls, self-sizing cells asked their preferred attributes, prefetching. Expected numbers come from the core's effect and the page geometry (390-point
    /// pages in a 390 × 844 window), never from the adapter.
    @Suite("UIKit adapter on the stand-in: every documented way UIKit may ask the layout")
    @MainActor
    struct LayoutChoiceScenarioTests {
        nonisolated static let variants = LayoutChoiceVariant.allCases

        @Test("a drag shows every prepared effect at the core's transform and z position mid-way, and paging settles on page 1",
            arguments: [ScenarioCellKind.scale, .stack, .snapshot, .wholeCellEffect], variants)
        func dragAndSettle(cells: ScenarioCellKind, variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.cells = cells }
            #expect(app.shownPages().map(\.item) == [0, 1, 2])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.drag(by: -195, steps: 10, lift: false)
            // The first 19.5-pt move starts the pan (over 10 pt); the content follows the other
            // 175.5 pt, on the ⅓-pt grid: rounded once, or (moved from where it is) at each of the
            // nine moves, by up to ⅙ pt each.
            if variant.dragsFromCurrentOffset {
                #expect(abs(app.contentOffset.x - 175.5) <= 9.0 / 6)
            } else {
                #expect(isAbout(app.contentOffset.x, 175 + 2.0 / 3))
            }
            #expect(app.shownPages().map(\.item) == [0, 1, 2])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.lift(releaseVelocity: CGPoint(x: 1, y: 0))
            await app.settle()
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 1"])
        }

        @Test("with paging off the layout settles a swipe on the next page", arguments: variants)
        func swipeWithoutPaging(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.isPagingEnabled = false }
            await app.drag(by: -150, releaseVelocity: CGPoint(x: 2, y: 0))
            await app.settle()
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(app.scrollState == .idle)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 1"])
        }

        @Test("with paging off a slow release before half a page comes back to page 0, a flick goes on to page 1",
            arguments: variants)
        func releaseVelocityWithoutPaging(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.isPagingEnabled = false }
            // 0.2 pt/ms is 200 pt/s, under the core's 400 pt/s flick: the nearest page, 0, at 90 pt.
            await app.drag(by: -100, releaseVelocity: CGPoint(x: 0.2, y: 0))
            await app.settle()
            #expect(app.contentOffset.x == 0)
            #expect(app.currentPage == 0)
            // 0.6 pt/ms is 600 pt/s, a flick: on to page 1.
            await app.drag(by: -100, releaseVelocity: CGPoint(x: 0.6, y: 0))
            await app.settle()
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("setCurrentPage(3, animated: true) reaches page 3, tells the delegates once and gives touches back",
            arguments: variants)
        func animatedPageChange(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setCurrentPage(3, animated: true)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 3"])
            #expect(app.isUserInteractionEnabled)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("goToNextPage animated, then without animation, goes to pages 1 and 2", arguments: variants)
        func nextPageTwice(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.goToNextPage(animated: true)
            await app.waitForPageAnimation()
            await app.goToNextPage(animated: false)
            await StandInRunLoopTurns.run(2)
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.log.filter { $0 == "completion next" }.count == 2)
            #expect(
                app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == [
                    "layout.didChangeCurrentPage 1", "layout.didChangeCurrentPage 2",
                ])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("a rotation at page 2 keeps the page and shows the new size's transforms in the pass that resizes",
            arguments: variants)
        func rotation(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setCurrentPage(2, animated: false)
            app.rotateInOnePass(to: CGSize(width: 844, height: 390))
            #expect(isAbout(app.contentOffset.x, 2 * 844))
            // The card: the 844 × 390 page less 40 pt each side across and 80 pt each side down.
            #expect(app.shownPages().count >= 2)
            #expect(app.shownPages().allSatisfy { $0.targetSize == CGSize(width: 764, height: 230) })
            #expect(pagesOffTheirTransform(in: app) == [])
            await StandInRunLoopTurns.run(2)
            await app.rotate(to: CGSize(width: 390, height: 844))
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.shownPages().map(\.item) == [1, 2, 3])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a jump to a far page shows its new cells transformed in the pass that creates them", arguments: variants)
        func jumpInOnePass(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            app.jumpInOnePass(to: 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(app.shownPages().map(\.item) == [3, 4, 5])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("reloadData with fewer items at page 4 shows the new last page, each page its own item", arguments: variants)
        func reloadWithFewerItems(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setCurrentPage(4, animated: false)
            await app.reload(itemCount: 3)
            await app.settle()
            await StandInRunLoopTurns.run(2)
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.shownPages().map(\.item) == [0, 1, 2])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") }.last == "layout.didChangeCurrentPage 2")
        }

        @Test("batch updates: deleting the current page shows the next item in its place; appending and selecting shows the new page",
            arguments: variants)
        func batchUpdates(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setCurrentPage(2, animated: false)
            await app.deleteItems([2])
            await StandInRunLoopTurns.run(2)
            #expect(app.inconsistencies == [])
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.shownPages().first { $0.item == 2 }?.shownItem == 3)
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.appendAndSelect()
            // Five items were left; the appended one is page 5.
            #expect(app.currentPage == 5)
            #expect(isAbout(app.contentOffset.x, 5 * 390))
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a tap on the centred page and one on a side page select those pages, once each", arguments: variants)
        func tapsSelectThePageUnderTheFinger(variant: LayoutChoiceVariant) async throws {
            let app = await PagerScenario.launched(under: variant) { $0.resolvesTaps = true }
            await app.setCurrentPage(2, animated: false)
            await StandInRunLoopTurns.run(2)
            await app.tap(at: CGPoint(x: 195, y: 422))
            let side = try #require(app.pointShowing(item: 3))
            // Page 3 lies after the centred page 2: it shows on the window's right half.
            #expect(side.x > 195)
            await app.tap(at: side)
            #expect(
                app.log.filter { $0.contains("didSelect") } == [
                    "collectionView.didSelect 2", "layout.didSelect 2", "collectionView.didSelect 3", "layout.didSelect 3",
                ])
            #expect(app.selectedItems == [3])
        }

        @Test("without resolvesTaps a tap on the centred page still selects it, not a page stacked over it",
            arguments: variants)
        func plainTapSelectsTheCentredPage(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant)
            await app.setCurrentPage(2, animated: false)
            await StandInRunLoopTurns.run(2)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.log.filter { $0.contains("didSelect") } == ["collectionView.didSelect 2"])
            #expect(app.selectedItems == [2])
        }

        @Test("after paging through reused cells every page's snapshot pieces show its own item", arguments: variants)
        func snapshotsOfReusedCells(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.cells = .snapshot }
            for _ in 0..<3 {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
            }
            #expect(app.currentPage == 3)
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            // Six items, three laid out: paging to 3 reused at least one cell.
            #expect(app.reusedCellCount > 0)
            #expect(app.shownPages().allSatisfy { $0.snapshotContent == ["item \($0.item)"] })
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("300-point pages 20 apart with paging on: a swipe rests on page 1 at 320, a slow short drag back on page 1",
            arguments: variants)
        func pagesShorterThanTheView(variant: LayoutChoiceVariant) async {
            // Page k settles at 45 + 320·k + 150 − 195 = 320·k.
            let app = await PagerScenario.launched(under: variant) {
                $0.pageLength = 300
                $0.spacing = 20
                $0.contentPadding = ContentPadding(leading: 45, trailing: 45)
            }
            await app.drag(by: -100, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            await app.waitForPageAnimation()
            #expect(isAbout(app.contentOffset.x, 320))
            #expect(app.currentPage == 1)
            // 0.2 pt/ms (200 pt/s) is no flick: the nearest page.
            await app.drag(by: -100, releaseVelocity: CGPoint(x: 0.2, y: 0))
            await app.settle()
            await app.waitForPageAnimation()
            #expect(isAbout(app.contentOffset.x, 320))
            #expect(app.currentPage == 1)
        }

        @Test("a vertical pager settles a swipe on page 1 at 844 points and keeps page 2 across a rotation",
            arguments: variants)
        func verticalPager(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.isVertical = true }
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 0, y: 1.5))
            await app.settle()
            #expect(isAbout(app.contentOffset.y, 844))
            #expect(app.currentPage == 1)
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.setCurrentPage(2, animated: false)
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.y, 2 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("data in sections of 2, 3 and 2 items: a swipe from page 1 crosses into the second section", arguments: variants)
        func sections(variant: LayoutChoiceVariant) async {
            let app = await PagerScenario.launched(under: variant) { $0.sectionSizes = [2, 3, 2] }
            await app.setCurrentPage(1, animated: false)
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            #expect(app.shownPages().map(\.item) == [1, 2, 3])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("an app's own layout in the shell is handed the release velocity in points per millisecond, as the contract says",
            arguments: variants)
        func shellReleaseVelocity(variant: LayoutChoiceVariant) async {
            let app = ShellScenario(.flickRows(rowHeight: 400), itemCounts: [10], layoutChoices: variant)
            await app.launch()
            // The pan starts after 10 pt: 80 of the 100 points move the content. At 0.2 pt/ms the
            // proposed offset is 80 + 0.2 · 0.998 / 0.002 = 179.8, row 0.45: no flick, the nearest row, 0.
            await app.fling(by: -100, releaseVelocity: CGPoint(x: 0, y: 0.2), vertical: true)
            await app.settle()
            #expect(app.contentOffset.y == 0)
            // At 1 pt/ms, a flick: 80 + 499 = 579, past row 1, rests on row 2 at 800.
            await app.fling(by: -100, releaseVelocity: CGPoint(x: 0, y: 1), vertical: true)
            await app.settle()
            #expect(app.contentOffset.y == 800)
        }
    }
}
