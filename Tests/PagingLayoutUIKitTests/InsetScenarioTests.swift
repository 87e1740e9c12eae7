import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: insets along the axis")
    @MainActor
    struct InsetScenarioTests {
        /// A phone in landscape: the notch's safe area on the left and right.
        private func landscapeApp(pagingEnabled: Bool) async -> PagerScenario {
            var options = PagerScenarioOptions()
            options.windowSize = CGSize(width: 844, height: 390)
            options.safeArea = UIEdgeInsetsValue(top: 0, left: 47, bottom: 21, right: 47)
            options.isPagingEnabled = pagingEnabled
            let app = PagerScenario(options)
            await app.launch()
            return app
        }

        // Defect 8. UIKit starts a scroll view at minus its adjusted inset — here −47 pt, the
        // landscape safe area on the scrolling axis — and the layout took that for the user's
        // scroll: page 0 showed 47 pt off its place, at progress 47 / 844.
        @Test("in landscape the first page rests in place although UIKit starts the offset at minus the safe area",
            arguments: [true, false])
        func landscapeLaunch(pagingEnabled: Bool) async {
            let app = await landscapeApp(pagingEnabled: pagingEnabled)
            #expect(app.adjustedInsets.left == 47)
            #expect(app.currentPage == 0)
            #expect(isAbout(app.contentOffset.x, 0))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("in landscape a page turn lands on the next page", arguments: [true, false])
        func landscapePaging(pagingEnabled: Bool) async {
            let app = await landscapeApp(pagingEnabled: pagingEnabled)
            await app.drag(by: -300, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.settle()
            await app.waitForPageAnimation()
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 844))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        /// A pager in a window with a safe area and the app's own inset and adjustment behaviour.
        private func app(_ configure: (inout PagerScenarioOptions) -> Void) async -> PagerScenario {
            await PagerScenario.launched(configure)
        }

        /// A swipe towards the next page along the axis and the frames until the pager rests.
        private func swipeToNextPage(_ app: PagerScenario) async {
            let velocity = app.isVertical ? CGPoint(x: 0, y: 1.5) : CGPoint(x: 1.5, y: 0)
            await app.drag(by: -200, releaseVelocity: velocity)
            await app.settle()
            await app.waitForPageAnimation()
        }

        @Test("a vertical pager in portrait rests page 0 in place although UIKit starts the offset at minus the top safe area",
            arguments: [true, false])
        func verticalPortraitSafeArea(pagingEnabled: Bool) async {
            let app = await app {
                $0.isVertical = true
                $0.isPagingEnabled = pagingEnabled
                $0.safeArea = UIEdgeInsetsValue(top: 47, left: 0, bottom: 34, right: 0)
            }
            // `.automatic`: the vertical axis scrolls, so it takes the safe area; the horizontal does not.
            #expect(app.adjustedInsets == UIEdgeInsetsValue(top: 47, left: 0, bottom: 34, right: 0))
            #expect(app.currentPage == 0)
            #expect(app.contentOffset.y == 0)
            #expect(pagesOffTheirTransform(in: app) == [])
            await swipeToNextPage(app)
            #expect(app.currentPage == 1)
            #expect(app.contentOffset.y == 844)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("with the adjustment behaviour never, the safe area adds no inset and pages rest on multiples of the height")
        func neverAdjusted() async {
            let app = await app {
                $0.isVertical = true
                $0.safeArea = UIEdgeInsetsValue(top: 47, left: 0, bottom: 34, right: 0)
                $0.insetAdjustment = .never
            }
            #expect(app.adjustedInsets == UIEdgeInsetsValue())
            #expect(app.contentOffset == .zero)
            await swipeToNextPage(app)
            #expect(app.currentPage == 1)
            #expect(app.contentOffset.y == 844)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("with the adjustment behaviour always, a horizontal pager's pages still rest on multiples of the width",
            arguments: [true, false])
        func alwaysAdjusted(pagingEnabled: Bool) async {
            let app = await app {
                $0.isPagingEnabled = pagingEnabled
                $0.safeArea = UIEdgeInsetsValue(top: 47, left: 0, bottom: 34, right: 0)
                $0.insetAdjustment = .always
            }
            #expect(app.adjustedInsets == UIEdgeInsetsValue(top: 47, left: 0, bottom: 34, right: 0))
            #expect(app.currentPage == 0)
            #expect(app.contentOffset.x == 0)
            #expect(pagesOffTheirTransform(in: app) == [])
            await swipeToNextPage(app)
            #expect(app.currentPage == 1)
            #expect(app.contentOffset.x == 390)
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("an app's own content inset on the paging axis: page 0 rests in place and swipes rest on page multiples",
            arguments: [false, true])
        func appContentInset(vertical: Bool) async {
            let app = await app {
                $0.isVertical = vertical
                $0.isPagingEnabled = false
                $0.contentInset =
                    vertical
                    ? UIEdgeInsetsValue(top: 20, left: 0, bottom: 20, right: 0)
                    : UIEdgeInsetsValue(top: 0, left: 20, bottom: 0, right: 20)
            }
            let along = { (point: CGPoint) in vertical ? point.y : point.x }
            let page: CGFloat = vertical ? 844 : 390
            // No safe area: the adjusted inset is the app's. UIKit starts the view at minus it.
            #expect(
                app.adjustedInsets
                    == (vertical
                        ? UIEdgeInsetsValue(top: 20, left: 0, bottom: 20, right: 0)
                        : UIEdgeInsetsValue(top: 0, left: 20, bottom: 0, right: 20)))
            #expect(app.currentPage == 0)
            #expect(along(app.contentOffset) == 0)
            #expect(pagesOffTheirTransform(in: app) == [])
            await swipeToNextPage(app)
            #expect(app.currentPage == 1)
            #expect(along(app.contentOffset) == page)
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.setCurrentPage(5, animated: false)
            #expect(isAbout(along(app.contentOffset), 5 * page))
        }
    }
}
