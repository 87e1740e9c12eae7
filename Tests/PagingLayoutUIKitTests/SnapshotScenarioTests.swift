import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: snapshots")
    @MainActor
    struct SnapshotScenarioTests {
        /// The pages whose snapshot pieces show another item than their own (or nothing).
        private func pagesShowingOtherContent(_ app: PagerScenario) -> [Int] {
            app.shownPages().filter { page in
                guard let content = page.snapshotContent else { return false }
                return content != ["item \(page.item)"]
            }.map(\.item)
        }

        @Test("after launch every page's snapshot pieces show its own item")
        func launchSnapshots() async {
            var options = PagerScenarioOptions()
            options.cells = .snapshot
            let app = PagerScenario(options)
            await app.launch()
            #expect(app.shownPages().contains { $0.snapshotContent != nil })
            #expect(pagesShowingOtherContent(app) == [])
        }

        // Defect 5: a reused cell was captured as it was last on screen — the previous item — and
        // the capture kept under the new item's identifier.
        @Test("after paging through reused cells every page's snapshot pieces show its own item")
        func reusedCellSnapshots() async {
            var options = PagerScenarioOptions()
            options.cells = .snapshot
            options.isPagingEnabled = true
            let app = PagerScenario(options)
            await app.launch()
            for _ in 0..<3 {
                await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
                await app.settle()
            }
            #expect(app.currentPage == 3)
            // Items 2…4 are on screen; with six items and three visible, at least one cell was reused.
            #expect(app.shownPages().map(\.item) == [2, 3, 4])
            #expect(app.reusedCellCount > 0)
            #expect(app.shownPages().allSatisfy { $0.snapshotContent != nil })
            #expect(pagesShowingOtherContent(app) == [])
        }

        // Defect 5: a capture made again for a target the effect had hidden (a new size after a
        // rotation) drew what the screen showed of it: nothing.
        @Test("after a rotation every page's snapshot pieces show its own item, not the hidden target's empty screen")
        func rotatedSnapshots() async {
            var options = PagerScenarioOptions()
            options.cells = .snapshot
            let app = PagerScenario(options)
            await app.launch()
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.shownPages().contains { $0.item != app.currentPage && $0.snapshotContent != nil })
            #expect(app.shownPages().allSatisfy { $0.targetSize.width > 400 })
            #expect(pagesShowingOtherContent(app) == [])
        }
    }
}
