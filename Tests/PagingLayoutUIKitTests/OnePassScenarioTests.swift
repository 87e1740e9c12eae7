import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// What the first layout pass after a change puts on screen, read before any display frame or
    /// later turn of the main queue (issue 28, "Frames after a bounds change"; issue 24, defects 10
    /// and 12).
    @Suite("UIKit adapter on the stand-in: the pass after a change")
    @MainActor
    struct OnePassScenarioTests {
        @Test("a rotation at page 2 shows every page at the core's transform for the new size in the pass that resizes it")
        func rotationTransformsInThePass() async {
            let app = PagerScenario()
            await app.launch()
            await app.setCurrentPage(2, animated: false)
            app.rotateInOnePass(to: CGSize(width: 844, height: 390))
            #expect(isAbout(app.contentOffset.x, 2 * 844))
            let pages = app.shownPages()
            #expect(pages.count >= 2)
            // The card: the 844 × 390 page less 40 pt each side across and 80 pt each side down.
            #expect(pages.allSatisfy { $0.targetSize == CGSize(width: 764, height: 230) })
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("new cells are transformed in the pass that creates them", arguments: [ScenarioCellKind.scale, .stack])
        func newCellsTransformedInThePass(cells: ScenarioCellKind) async {
            var options = PagerScenarioOptions()
            options.cells = cells
            let app = PagerScenario(options)
            await app.launch()
            app.jumpInOnePass(to: 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            // Pages 3, 4 and 5 are laid out; none of them had a cell before the jump.
            #expect(app.shownPages().map(\.item) == [3, 4, 5])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("a card resized by the app, its cell unchanged, is transformed for its new size in the same pass")
        func targetResizeTransformsInThePass() async {
            let app = PagerScenario()
            await app.launch()
            app.resizeCardsInOnePass(inset: CGSize(width: 20, height: 40))
            let pages = app.shownPages()
            #expect(pages.count >= 2)
            // 390 × 844 less 20 pt each side across and 40 pt each side down.
            #expect(pages.allSatisfy { $0.targetSize == CGSize(width: 350, height: 764) })
            #expect(pagesOffTheirTransform(in: app) == [])
        }
    }
}
