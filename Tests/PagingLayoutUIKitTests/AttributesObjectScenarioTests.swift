import Foundation
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The attributes objects `CollectionViewPagingLayout` hands out: the one handed out last for an
    /// item is never changed (UIKit may keep it uncopied and compare the next one with it), it is handed
    /// out again while the page's attributes stay the same, and a change hands out the item's other
    /// object, rewritten, so a scroll makes no new objects.
    @Suite("UIKit adapter on the stand-in: the attributes objects handed out")
    @MainActor
    struct AttributesObjectScenarioTests {
        /// The pages whose cell is not where UIKit applied the page's frame, the visible area: its
        /// centre is the offset plus half the viewport across, half its height down (to rounding: an
        /// animation's offsets are not whole points).
        private func cellsOffTheVisibleArea(in app: PagerScenario) -> [Int] {
            let viewport = app.viewportSize
            let centre = CGPoint(x: app.contentOffset.x + viewport.width / 2, y: viewport.height / 2)
            return app.shownPages()
                .filter { !isAbout($0.cellCenter.x, centre.x) || !isAbout($0.cellCenter.y, centre.y) }
                .map(\.item)
        }

        /// Every cell at its page's frame and z position (which UIKit takes from the attributes' z
        /// index with ``ZPositionHandlerChoice/layoutAttribute``).
        private func cellsOffTheirAttributes(in app: PagerScenario) -> [Int] {
            Array(Set(cellsOffTheVisibleArea(in: app) + pagesOffTheirZPosition(in: app))).sorted()
        }

        /// The objects handed out for the laid-out items after each of `scrollSteps` scroll steps of
        /// `distance` points, in order. The caller holds them, so a new object cannot take a freed
        /// one's address.
        private func objectsHandedOut(
            in app: PagerScenario, scrollSteps: Int, by distance: CGFloat
        ) -> [[Int: AnyObject]] {
            (0..<scrollSteps).map { _ in
                app.scrollOneFrame(by: distance)
                return app.attributesObjectsByItem()
            }
        }

        @Test("a page keeps its attributes object while nothing moves, and gets another than the last for every scroll step that moves it")
        func objectsReplacedOnlyWhenAttributesChange() async {
            let app = await PagerScenario.launched()
            let first = app.attributesObjectsByItem()
            let again = app.attributesObjectsByItem()
            #expect(!first.isEmpty)
            #expect(Set(again.keys) == Set(first.keys))
            #expect(first.filter { again[$0.key] !== $0.value }.keys.sorted() == [])
            // A scroll moves every laid-out page's frame (the visible area follows the offset): each
            // page that stays laid out gets an object other than the one handed out last.
            let handedOut = [first] + objectsHandedOut(in: app, scrollSteps: 5, by: 13)
            for (before, after) in zip(handedOut, handedOut.dropFirst()) {
                let kept = Set(after.keys).intersection(before.keys)
                #expect(!kept.isEmpty)
                #expect(kept.filter { after[$0] === before[$0] }.sorted() == [])
            }
        }

        @Test("a scroll hands each page no more than two objects, alternating, however many steps it takes")
        func scrollAlternatesTwoObjectsPerPage() async {
            let app = await PagerScenario.launched()
            let handedOut = [app.attributesObjectsByItem()] + objectsHandedOut(in: app, scrollSteps: 6, by: 7)
            let items = handedOut.map { Set($0.keys) }.reduce(Set(handedOut[0].keys)) { $0.intersection($1) }
            #expect(!items.isEmpty)
            let itemsWithMoreObjects = items.filter { item in
                Set(handedOut.map { ObjectIdentifier($0[item]!) }).count > 2
            }
            #expect(itemsWithMoreObjects.sorted() == [])
        }

        @Test("with a collection view that keeps the attributes uncopied, every change reaches the cells: scroll, drag, page change, swipe, rotation, batch updates")
        func everyChangeReachesUncopyingCollectionView() async {
            let app = await PagerScenario.launched {
                $0.keepsLayoutAttributesUncopied = true
                $0.zPositionHandler = .layoutAttribute
                $0.itemCount = 8
            }
            #expect(app.shownPages().count == 3)
            #expect(cellsOffTheirAttributes(in: app) == [])
            // Scroll steps one frame at a time: each page's objects alternate, and every step must
            // still reach the cells (an object changed after it was handed out would compare equal
            // to itself and leave the cell behind).
            var offFrames: [Int] = []
            for step in 1...8 {
                app.scrollOneFrame(by: 11)
                if !cellsOffTheirAttributes(in: app).isEmpty { offFrames.append(step) }
            }
            #expect(offFrames == [])
            // A drag, then the settle onto a page.
            await app.drag(by: -150, lift: false)
            #expect(cellsOffTheirAttributes(in: app) == [])
            await app.lift()
            await app.settle()
            #expect(cellsOffTheirAttributes(in: app) == [])
            // A page change from code, then a swipe that settles frame by frame (the deceleration
            // runs on the stand-in's display clock, not the wall clock).
            let pageBefore = app.currentPage
            await app.setCurrentPage(pageBefore + 2, animated: false)
            #expect(app.currentPage == pageBefore + 2)
            #expect(cellsOffTheirAttributes(in: app) == [])
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            var settlingFrames = 0
            var offWhileSettling = 0
            // Frames until the offset stops moving (UIKit's paging deceleration, on the stand-in).
            var offset = app.contentOffset
            while settlingFrames < 600 {
                await app.frames(1)
                guard app.contentOffset != offset else { break }
                offset = app.contentOffset
                settlingFrames += 1
                if !cellsOffTheirAttributes(in: app).isEmpty { offWhileSettling += 1 }
            }
            await app.settle()
            #expect(settlingFrames > 2)
            #expect(offWhileSettling == 0)
            #expect(app.currentPage == pageBefore + 3)
            #expect(cellsOffTheirAttributes(in: app) == [])
            // A rotation, then batch updates, each followed by scroll steps.
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(isAbout(app.contentOffset.x, CGFloat(app.currentPage) * 844))
            #expect(cellsOffTheirAttributes(in: app) == [])
            for _ in 1...3 { app.scrollOneFrame(by: 17) }
            #expect(cellsOffTheirAttributes(in: app) == [])
            await app.settle()
            await app.deleteItems([0])
            #expect(app.inconsistencies == [])
            #expect(cellsOffTheirAttributes(in: app) == [])
            for _ in 1...3 { app.scrollOneFrame(by: -17) }
            #expect(cellsOffTheirAttributes(in: app) == [])
        }

        @Test("after batch updates every laid-out item gets objects other than any handed out before them")
        func batchUpdatesMakeFreshObjects() async {
            let app = await PagerScenario.launched()
            // Two scroll steps: every laid-out page has handed out both of its objects.
            let before = [app.attributesObjectsByItem()] + objectsHandedOut(in: app, scrollSteps: 2, by: 9)
            let old = Set(before.flatMap { $0.values.map { ObjectIdentifier($0) } })
            await app.deleteItems([0])
            let after = [app.attributesObjectsByItem()] + objectsHandedOut(in: app, scrollSteps: 1, by: 9)
            #expect(!after[0].isEmpty)
            let reused = after.flatMap { $0.values.map { ObjectIdentifier($0) } }.filter(old.contains)
            #expect(reused.isEmpty)
        }

        @Test("an item that is not laid out gets the same object from one query to the next, also when the table is pruned")
        func unlaidOutItemKeepsItsObjectAcrossPruning() async {
            let app = await PagerScenario.launched { $0.itemCount = 200 }
            // More items than the layout's table keeps before it prunes (32): every query after the
            // first few prunes the items that are not laid out, but not the one just asked for.
            var itemsGivenAnotherObject: [Int] = []
            for item in 100..<160 {
                let object = app.attributesObject(forItem: item)
                if object == nil || app.attributesObject(forItem: item) !== object {
                    itemsGivenAnotherObject.append(item)
                }
            }
            #expect(itemsGivenAnotherObject == [])
        }
    }
}
