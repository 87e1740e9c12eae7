import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// A pager fed by a `UICollectionViewDiffableDataSource`, as most apps feed collection views: the
    /// stand-in's data source diffs each snapshot into batch updates (deletions, insertions, moves,
    /// reloads, reconfigurations) or reloads for `applySnapshotUsingReloadData`. Pages are 390 points
    /// wide (the window's), three laid out around the current one; items are named by the number
    /// they were made with.
    ///
    /// The pager keeps its page *index* across a change of the data, as the original library does:
    /// it reads its page from the content offset, which UIKit leaves where it is after batch updates
    /// (the default `targetContentOffset(forProposedContentOffset:)` answers the offset proposed),
    /// except that the offset cannot stay past the new content's end. So a change before the current
    /// page shows another item at the same index.
    @Suite("UIKit adapter on the stand-in: a pager fed by a diffable data source")
    @MainActor
    struct DiffableDataSourceScenarioTests {
        private func app(
            _ queue: LayoutChoiceVariant = .standInDefaults, _ configure: (inout PagerScenarioOptions) -> Void = { _ in }
        ) async -> PagerScenario {
            await PagerScenario.launched(under: queue) {
                $0.usesDiffableDataSource = true
                configure(&$0)
            }
        }

        /// The reuse queue's orders the changes run under: first in, first out (the stand-in's
        /// default); the cell queued last handed out first; and that with the cells leaving a cycle
        /// queued before it dequeues, so a reloaded item may get its own cell back.
        nonisolated static let queueOrders: [LayoutChoiceVariant] = [
            .standInDefaults, .lastQueuedCellReused, .lastQueuedCellReusedInTheCycle,
        ]

        /// The items shown both before and after, whose cell is another object after.
        private func itemsThatChangedCells(from before: [Int: ObjectIdentifier], in app: PagerScenario) -> [Int] {
            app.cellsByShownItem().filter { item, cell in before[item].map { $0 != cell } ?? false }.keys.sorted()
        }

        /// The page changes the layout's delegate heard after the first `count` entries of the log.
        private func pageChanges(after count: Int, of app: PagerScenario) -> [String] {
            app.log.dropFirst(count).filter { $0.hasPrefix("layout.didChangeCurrentPage") }
        }

        /// Everything a page of the screen must satisfy after a change: its cell shows the item the
        /// data has at its index (as the data source's `itemIdentifier(for:)` says too), with the
        /// transform and z position of its progress; the pager rests on its current page.
        private func expectScreenAgrees(with app: PagerScenario, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(app.inconsistencies == [], sourceLocation: sourceLocation)
            #expect(pagesShowingAnotherItem(in: app) == [], sourceLocation: sourceLocation)
            let disagreeing = app.shownPages().filter { app.diffableItemIdentifier(atPage: $0.item) != $0.shownItem }
            #expect(disagreeing.map(\.item) == [], sourceLocation: sourceLocation)
            #expect(isAbout(app.contentOffset.x, CGFloat(app.currentPage) * 390), sourceLocation: sourceLocation)
            #expect(pagesOffTheirTransform(in: app) == [], sourceLocation: sourceLocation)
            #expect(pagesOffTheirZPosition(in: app) == [], sourceLocation: sourceLocation)
            #expect(app.pageEventViolations == [], sourceLocation: sourceLocation)
        }

        @Test("the first snapshot, applied in viewDidLoad, opens the pager on page 0 with pages 0 to 2 laid out", arguments: queueOrders)
        func initialApply(queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            #expect(app.currentPage == 0)
            #expect(isAbout(app.contentOffset.x, 0))
            // Three pages around page 0, which has none before it: 0, 1 and 2.
            #expect(app.shownPages().map(\.shownItem) == [0, 1, 2])
            expectScreenAgrees(with: app)
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 1)
            expectScreenAgrees(with: app)
        }

        /// A change of the data around page 2 of items 0…5, and the items pages 1, 2 and 3 show after it.
        struct ChangeAroundPageTwo: Sendable, CustomTestStringConvertible {
            let name: String
            let items: [Int]
            let shownAfter: [Int]
            var testDescription: String { name }

            static let all = [
                ChangeAroundPageTwo(name: "pages appended", items: Array(0..<9), shownAfter: [1, 2, 3]),
                // The offset stays at 780 = page 2, which now holds item 3.
                ChangeAroundPageTwo(name: "the current page deleted", items: [0, 1, 3, 4, 5], shownAfter: [1, 3, 4]),
                // Index 2 now holds item 1.
                ChangeAroundPageTwo(name: "a page inserted before it", items: [6, 0, 1, 2, 3, 4, 5], shownAfter: [0, 1, 2]),
            ]
        }

        @Test("a change around the current page keeps its index, its items' cells and reports no page change; a swipe goes on",
            arguments: SnapshotApplication.allCases, ChangeAroundPageTwo.all)
        func changeKeepingTheIndex(_ application: SnapshotApplication, change: ChangeAroundPageTwo) async {
            let app = await app()
            await app.setCurrentPage(2, animated: false)
            let before = app.cellsByShownItem()
            let logged = app.log.count
            await app.apply(items: change.items, application)
            #expect(app.currentPage == 2)
            #expect(app.shownPages().map(\.shownItem) == change.shownAfter)
            if application != .reloadingData { #expect(itemsThatChangedCells(from: before, in: app) == []) }
            #expect(pageChanges(after: logged, of: app) == [])
            expectScreenAgrees(with: app)
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 3)
            expectScreenAgrees(with: app)
        }

        @Test("deleting the last page while it is shown moves to the new last page and reports it once",
            arguments: SnapshotApplication.allCases, queueOrders)
        func deletingTheShownLastPage(_ application: SnapshotApplication, queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(5, animated: false)
            let logged = app.log.count
            await app.apply(items: [0, 1, 2, 3, 4], application)
            await app.settle()
            // Five pages: the content ends at 1 950, so the offset can be at most 1 560 = page 4.
            #expect(app.currentPage == 4)
            #expect(app.shownPages().map(\.shownItem) == [2, 3, 4])
            #expect(pageChanges(after: logged, of: app) == ["layout.didChangeCurrentPage 4"])
            expectScreenAgrees(with: app)
        }

        @Test("an app that goes to its shown item's new page right after apply keeps showing it when pages come before it", arguments: queueOrders)
        func keepingTheShownItem(queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(2, animated: false)
            let logged = app.log.count
            await app.applyKeepingTheShownItem(items: [6, 7, 0, 1, 2, 3, 4, 5])
            // The page change is reported on the turn after the pass that shows it.
            await StandInRunLoopTurns.run(1)
            // Item 2 is now at index 4: page 4, at 1 560, with items 1 and 3 beside it.
            #expect(app.currentPage == 4)
            #expect(app.shownPages().map(\.shownItem) == [1, 2, 3])
            #expect(pageChanges(after: logged, of: app) == ["layout.didChangeCurrentPage 4"])
            expectScreenAgrees(with: app)
        }

        @Test("reordering moves each surviving cell with its item and shows the item now at the current index",
            arguments: SnapshotApplication.allCases, queueOrders)
        func reordering(_ application: SnapshotApplication, queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(2, animated: false)
            #expect(app.shownPages().map(\.shownItem) == [1, 2, 3])
            let before = app.cellsByShownItem()
            // Items 2 and 3 swap; item 1 goes to the end.
            await app.apply(items: [0, 3, 2, 4, 5, 1], application)
            #expect(app.currentPage == 2)
            #expect(app.shownPages().map(\.shownItem) == [3, 2, 4])
            if application != .reloadingData { #expect(itemsThatChangedCells(from: before, in: app) == []) }
            expectScreenAgrees(with: app)
        }

        @Test("reconfiguring the current item configures its cell again in place, keeping its transform", arguments: queueOrders)
        func reconfiguringTheCurrentItem(queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(2, animated: false)
            let before = app.cellsByShownItem()
            let configured = app.cellConfigurations()
            await app.refresh(items: [2], reconfigure: true)
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            #expect(app.cellConfigurations()[2] == configured[2].map { $0 + 1 })
            #expect(app.cellConfigurations()[1] == configured[1])
            expectScreenAgrees(with: app)
        }

        @Test("reloading the current item in a snapshot gives it a cell handed out anew, showing its transform in the same pass", arguments: queueOrders)
        func reloadingTheCurrentItem(queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(2, animated: false)
            let before = app.cellsByShownItem()
            let reuses = app.cellReuseCounts()
            await app.refresh(items: [2], reconfigure: false)
            // Another cell, or (a queue that hands out the cell queued last, filled before it
            // dequeues) its own handed out again through prepareForReuse(): "discard … and redisplay".
            let newCell = itemsThatChangedCells(from: before, in: app) == [2]
            let ownCellAgain = before[2] == app.cellsByShownItem()[2] && app.cellReuseCounts()[2] == reuses[2].map { $0 + 1 }
            #expect(newCell != ownCellAgain)
            #expect(itemsThatChangedCells(from: before, in: app).allSatisfy { $0 == 2 })
            expectScreenAgrees(with: app)
        }

        @Test("a deletion during an animated change to the last page ends on the new last page, each event within the data",
            arguments: SnapshotApplication.allCases, queueOrders)
        func deletionDuringAnAnimatedChange(_ application: SnapshotApplication, queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(5, animated: true)
            await app.frames(1)
            await app.apply(items: [1, 2, 3, 4, 5], application)
            await app.waitForPageAnimation()
            await app.settle()
            // Page 5 no longer exists: the change ends on page 4 (item 5), at 1 560.
            #expect(app.currentPage == 4)
            #expect(app.shownPages().map(\.shownItem) == [3, 4, 5])
            #expect(app.log.filter { $0 == "completion 5" }.count == 1)
            #expect(app.isUserInteractionEnabled == true)
            expectScreenAgrees(with: app)
        }

        @Test("deleting the section of the current page shows the page that takes its index, cells kept with their items", arguments: queueOrders)
        func deletingTheCurrentSection(queue: LayoutChoiceVariant) async {
            let app = await app(queue) { $0.sectionSizes = [2, 2, 2] }
            await app.apply(sections: [[0, 1], [2, 3], [4, 5]], identifiedBy: [10, 11, 12])
            await app.setCurrentPage(3, animated: false)
            #expect(app.shownPages().map(\.shownItem) == [2, 3, 4])
            let before = app.cellsByShownItem()
            await app.apply(sections: [[0, 1], [4, 5]], identifiedBy: [10, 12])
            // Four pages; page 3 is now item 5 (section 1, item 1), laid out with pages 1 and 2.
            #expect(app.currentPage == 3)
            #expect(app.shownPages().map(\.shownItem) == [1, 4, 5])
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            expectScreenAgrees(with: app)
        }

        @Test("inserting a section before the current page keeps the index; an item moved across sections keeps its cell", arguments: queueOrders)
        func insertingASectionAndMovingAcrossSections(queue: LayoutChoiceVariant) async {
            let app = await app(queue) { $0.sectionSizes = [3, 3] }
            await app.apply(sections: [[0, 1, 2], [3, 4, 5]], identifiedBy: [10, 11])
            await app.setCurrentPage(3, animated: false)
            #expect(app.shownPages().map(\.shownItem) == [2, 3, 4])
            let before = app.cellsByShownItem()
            // A new first section of one item, and item 2 moves into the last section's front.
            await app.apply(sections: [[6], [0, 1], [2, 3, 4, 5]], identifiedBy: [9, 10, 11])
            #expect(app.currentPage == 3)
            #expect(app.shownPages().map(\.shownItem) == [1, 2, 3])
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            expectScreenAgrees(with: app)
        }

        @Test("pages appended while a finger drags leave the drag where the finger is; the release settles on the next page",
            arguments: [true, false], SnapshotApplication.allCases)
        func appendingDuringADrag(pagingEnabled: Bool, application: SnapshotApplication) async {
            let app = await app { $0.isPagingEnabled = pagingEnabled }
            await app.setCurrentPage(2, animated: false)
            await app.drag(by: -200, lift: false)
            let dragged = app.contentOffset.x
            await app.apply(items: Array(0..<9), application)
            #expect(app.contentOffset.x == dragged)
            await app.drag(by: -20, lift: false)
            await app.lift(releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 3)
            expectScreenAgrees(with: app)
        }

        @Test("pages appended, or the current page deleted, while a fling decelerates: the fling goes on to the next index",
            arguments: [true, false], [Array(0..<9), [0, 1, 3, 4, 5]])
        func changeDuringADeceleration(pagingEnabled: Bool, items: [Int]) async {
            let app = await app { $0.isPagingEnabled = pagingEnabled }
            await app.setCurrentPage(2, animated: false)
            await app.drag(by: -120, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.frames(2)
            // Still on the way from 780 (page 2) to 1 170 (page 3).
            #expect(app.contentOffset.x > 780 && app.contentOffset.x < 1170)
            let decelerated = app.contentOffset.x
            await app.apply(items: items)
            // The update leaves the content where the fling had it (no jump back to page 2).
            #expect(app.contentOffset.x >= decelerated)
            await app.settle()
            await app.waitForPageAnimation()
            // The fling from page 2 ends on page 3, at 1 170, with the items now at 2, 3 and 4.
            #expect(app.currentPage == 3)
            #expect(app.shownPages().map(\.shownItem) == Array(items[2...4]))
            expectScreenAgrees(with: app)
        }

        @Test("an endless feed that appends pages from the page-change callback: flings run through, every event within the data",
            arguments: [true, false])
        func endlessFeed(diffable: Bool) async {
            let app = await PagerScenario.launched {
                $0.usesDiffableDataSource = diffable
                $0.appendsNearTheEnd = true
            }
            for _ in 0..<8 {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
            }
            // Eight swipes from page 0. Page 4 (within two of the last, 5) adds three items, so does
            // page 7 (of 0…8); page 8 is not within two of 11: 6 + 3 + 3 = 12 items.
            #expect(app.currentPage == 8)
            #expect(app.dataItems == Array(0..<12))
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == (1...8).map {
                "layout.didChangeCurrentPage \($0)"
            })
            #expect(app.inconsistencies == [])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(isAbout(app.contentOffset.x, 8 * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
        }

        @Test("pages deleted while a grid layout shows the items: the pager given back opens on its page, clamped to the new data",
            arguments: [true, false])
        func deletionWhileAnotherLayoutShows(animatedTransitions: Bool) async {
            let app = await app()
            await app.setCurrentPage(4, animated: false)
            await app.showFlowLayout(animated: animatedTransitions)
            await app.apply(items: [0, 1, 2])
            await app.showPagerLayout(animated: animatedTransitions)
            await app.settle()
            // Three pages are left: page 4 is clamped to page 2, at 780.
            #expect(app.currentPage == 2)
            #expect(app.shownPages().map(\.shownItem) == [0, 1, 2])
            expectScreenAgrees(with: app)
        }

        @Test("emptying the data and applying new items shows page 0 of the new data, every event within the data",
            arguments: SnapshotApplication.allCases, queueOrders)
        func emptyingAndRefilling(_ application: SnapshotApplication, queue: LayoutChoiceVariant) async {
            let app = await app(queue)
            await app.setCurrentPage(3, animated: false)
            await app.apply(items: [], application)
            #expect(app.currentPage == 0)
            #expect(app.shownPages().isEmpty)
            #expect(app.pageEventViolations == [])
            await app.apply(items: [10, 11, 12], application)
            #expect(app.currentPage == 0)
            #expect(app.shownPages().map(\.shownItem) == [10, 11, 12])
            expectScreenAgrees(with: app)
        }
    }
}
