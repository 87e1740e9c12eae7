import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// Deletions and insertions in `performBatchUpdates`, carried out as UIKit does: the cell of an
    /// item that survives the update stays with its item at the item's new index path.
    @Suite("UIKit adapter on the stand-in: batch updates move surviving cells with their items")
    @MainActor
    struct BatchUpdateScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void = { _ in }) async -> PagerScenario {
            await PagerScenario.launched(configure)
        }

        /// The items shown both before and after, whose cell is another object after.
        private func itemsThatChangedCells(from before: [Int: ObjectIdentifier], in app: PagerScenario) -> [Int] {
            app.cellsByShownItem().filter { item, cell in before[item].map { $0 != cell } ?? false }.keys.sorted()
        }

        @Test("deleting a page before the current one keeps the surviving items' cells and shows each at its new index's progress")
        func deletionBeforeTheCurrentPage() async {
            let app = await app()
            await app.setCurrentPage(3, animated: false)
            // 390-point pages, three laid out around page 3 at 1 170: items 2, 3, 4.
            #expect(app.shownPages().map(\.shownItem) == [2, 3, 4])
            let before = app.cellsByShownItem()
            await app.deleteItems([1])
            #expect(app.inconsistencies == [])
            #expect(app.dataItems == [0, 2, 3, 4, 5])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            // At rest on a page: the offset is the current page's multiple of 390.
            #expect(isAbout(app.contentOffset.x, CGFloat(app.currentPage) * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("inserting a page before the current one keeps the surviving items' cells and shows each at its new index's progress")
        func insertionBeforeTheCurrentPage() async {
            let app = await app()
            await app.setCurrentPage(2, animated: false)
            #expect(app.shownPages().map(\.shownItem) == [1, 2, 3])
            let before = app.cellsByShownItem()
            await app.insertItems([0])
            #expect(app.inconsistencies == [])
            // The new item is number 6, at index 0: the others move one index on.
            #expect(app.dataItems == [6, 0, 1, 2, 3, 4, 5])
            #expect(pagesShowingAnotherItem(in: app) == [])
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            #expect(isAbout(app.contentOffset.x, CGFloat(app.currentPage) * 390))
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("deleting the current page shows the page that takes its index with that index's transform")
        func deletionOfTheCurrentPage() async {
            let app = await app()
            await app.setCurrentPage(2, animated: false)
            let before = app.cellsByShownItem()
            await app.deleteItems([2])
            #expect(app.dataItems == [0, 1, 3, 4, 5])
            #expect(app.currentPage == 2)
            #expect(isAbout(app.contentOffset.x, 2 * 390))
            // Item 3 now centred at index 2 in the cell it had at index 3.
            #expect(app.shownPages().map(\.shownItem) == [1, 3, 4])
            #expect(itemsThatChangedCells(from: before, in: app) == [])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a selected item stays selected at its new index after a deletion before it")
        func selectionFollowsTheItem() async {
            let app = await app { $0.resolvesTaps = true }
            await app.setCurrentPage(3, animated: false)
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(app.selectedItems == [3])
            await app.deleteItems([0])
            #expect(app.selectedItems == [2])
        }
    }
}
