import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The collection view delegate's messages an app written for the original library relies on:
    /// selection by `collectionView(_:didSelectItemAt:)` and the end of a scrolling animation.
    @Suite("UIKit adapter on the stand-in: the collection view delegate hears taps and animations")
    @MainActor
    struct DelegateCallScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void) async -> PagerScenario {
            await PagerScenario.launched {
                $0.resolvesTaps = true
                configure(&$0)
            }
        }

        private func selectionCalls(_ app: PagerScenario) -> [String] {
            app.log.filter { $0.hasPrefix("collectionView.") }
        }

        @Test("a tap on the front page calls didSelectItemAt once")
        func frontPageTapSelectsOnce() async throws {
            let app = await app { _ in }
            let point = try #require(app.pointShowing(item: 0))
            await app.tap(at: point)
            #expect(selectionCalls(app) == ["collectionView.didSelect 0"])
            #expect(app.log.filter { $0 == "layout.didSelect 0" }.count == 1)
            #expect(app.selectedItems == [0])
        }

        @Test("a tap on a neighbour shown beside the front page calls didSelectItemAt once, for the neighbour")
        func neighbourTapSelectsOnce() async throws {
            let app = await app { _ in }
            await app.setCurrentPage(2, animated: false)
            await StandInRunLoopTurns.run(2)
            let point = try #require(app.pointShowing(item: 3))
            await app.tap(at: point)
            #expect(selectionCalls(app) == ["collectionView.didSelect 3"])
            #expect(app.selectedItems == [3])
            let previous = try #require(app.pointShowing(item: 1))
            await app.tap(at: previous)
            #expect(selectionCalls(app) == ["collectionView.didSelect 3", "collectionView.didSelect 1"])
            #expect(app.selectedItems == [1])
        }

        @Test("shouldSelectItemAt false keeps the page unselected and didSelectItemAt silent")
        func shouldSelectFalsePreventsSelection() async {
            let app = await app { $0.refusesSelection = true }
            await app.tap(at: CGPoint(x: 195, y: 422))
            #expect(selectionCalls(app) == [])
            #expect(app.selectedItems == [])
            // The layout's own delegate still hears the tap, as the original's did.
            #expect(app.log.contains("layout.didSelect 0"))
        }

        @Test("with multiple selection taps toggle: didSelectItemAt, then didDeselectItemAt, once each")
        func multipleSelectionToggles() async {
            let app = await app { $0.allowsMultipleSelection = true }
            let centre = CGPoint(x: 195, y: 422)
            await app.tap(at: centre)
            #expect(app.selectedItems == [0])
            await app.tap(at: centre)
            #expect(app.selectedItems == [])
            await app.tap(at: centre)
            #expect(app.selectedItems == [0])
            #expect(
                selectionCalls(app) == [
                    "collectionView.didSelect 0", "collectionView.didDeselect 0", "collectionView.didSelect 0",
                ])
        }

        @Test("an animated setCurrentPage ends with one scrollViewDidEndScrollingAnimation; a jump with none")
        func animatedPageChangeEndsScrollingAnimationOnce() async {
            let app = await app { _ in }
            await app.setCurrentPage(3, animated: true)
            await app.waitForPageAnimation()
            await StandInRunLoopTurns.run(3)
            #expect(app.currentPage == 3)
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(app.log.contains("completion 3"))
            await app.setCurrentPage(1, animated: false)
            await StandInRunLoopTurns.run(3)
            #expect(app.currentPage == 1)
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
        }
    }
}
