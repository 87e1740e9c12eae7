import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The layout invalidated by the app while a page animates, a collection view without a size at
    /// its first layout pass, and data that starts with no section. Pages are as wide as the
    /// window, three laid out around the current one.
    @Suite("UIKit adapter on the stand-in: invalidations, a late size and late sections")
    @MainActor
    struct LayoutLifecycleScenarioTests {
        /// The pager rests on page 0 at offset 0 with pages 0 to 2 laid out at their transforms, and a
        /// swipe takes it to page 1; no callback was handed a page the data did not have.
        private func expectOpensOnPageZeroAndSwipes(
            _ app: PagerScenario, sourceLocation: SourceLocation = #_sourceLocation
        ) async {
            #expect(app.currentPage == 0, sourceLocation: sourceLocation)
            #expect(isAbout(app.contentOffset.x, 0), sourceLocation: sourceLocation)
            #expect(app.shownPages().map(\.shownItem) == [0, 1, 2], sourceLocation: sourceLocation)
            #expect(pagesOffTheirTransform(in: app) == [], sourceLocation: sourceLocation)
            await app.drag(by: -200, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            #expect(app.currentPage == 1, sourceLocation: sourceLocation)
            #expect(app.pageEventViolations == [], sourceLocation: sourceLocation)
        }

        @Test("invalidateLayout() called while a page animates leaves the animation going to its page, completed once")
        func invalidationDuringAnAnimation() async {
            let app = await PagerScenario.launched()
            await app.setCurrentPage(4, animated: true)
            await app.frames(1)
            await app.invalidateLayout()
            await app.invalidateLayout()
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 4)
            #expect(isAbout(app.contentOffset.x, 4 * 390))
            #expect(app.log.filter { $0 == "completion 4" }.count == 1)
            #expect(app.log.filter { $0 == "scrollView.didEndScrollingAnimation" }.count == 1)
            #expect(app.log.filter { $0.hasPrefix("layout.didChangeCurrentPage") } == ["layout.didChangeCurrentPage 4"])
            #expect(app.isUserInteractionEnabled == true)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
        }

        @Test("a rotation whose viewWillTransition invalidates the layout while a page animates ends on that page at the new width")
        func rotationInvalidatingDuringAnAnimation() async {
            let app = await PagerScenario.launched()
            await app.setCurrentPage(3, animated: true)
            await app.frames(1)
            await app.rotateInvalidatingFirst(to: CGSize(width: 844, height: 390))
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 844))
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            #expect(app.isUserInteractionEnabled == true)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.pageEventViolations == [])
        }

        @Test("a collection view with no size at its first layout pass shows page 0 once it is sized, nothing non-finite meanwhile")
        func zeroSizedAtTheFirstPass() async {
            let app = await PagerScenario.launched { $0.windowSize = .zero }
            #expect(app.contentOffset.x.isFinite && app.contentOffset.y.isFinite)
            #expect(app.currentPage == 0)
            // Whether UIKit makes cells for zero-sized pages in zero bounds is not documented; any
            // cell it makes shows finite numbers.
            let entries = app.shownPages().flatMap { page in
                [page.targetTransform, page.cellTransform].flatMap { t in
                    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
                } + [page.targetAlpha, page.cellAlpha, page.cellCenter.x, page.cellCenter.y]
            }
            let nonFinite = entries.filter { !$0.isFinite }
            #expect(nonFinite.isEmpty)
            await app.rotate(to: CGSize(width: 390, height: 844))
            await expectOpensOnPageZeroAndSwipes(app)
        }

        @Test("a page asked for in viewDidLoad while the collection view has no size is shown once it is sized")
        func pageAskedForBeforeTheSize() async {
            let app = await PagerScenario.launched {
                $0.windowSize = .zero
                $0.pageSetInViewDidLoad = 3
            }
            await app.rotate(to: CGSize(width: 390, height: 844))
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.shownPages().map(\.shownItem) == [2, 3, 4])
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(app.log.filter { $0 == "completion 3" }.count == 1)
            #expect(app.pageEventViolations == [])
        }

        @Test("data with no section, then one section of six items applied, opens on page 0", arguments: SnapshotApplication.allCases)
        func noSectionThenOne(_ application: SnapshotApplication) async {
            let app = await PagerScenario.launched {
                $0.usesDiffableDataSource = true
                $0.sectionSizes = []
            }
            #expect(app.currentPage == 0)
            #expect(app.shownPages().isEmpty)
            await app.apply(sections: [Array(0..<6)], identifiedBy: [0], application)
            #expect(app.inconsistencies == [])
            await expectOpensOnPageZeroAndSwipes(app)
        }
    }
}
