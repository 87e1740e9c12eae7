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
    }
}
