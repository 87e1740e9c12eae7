import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    @Suite("UIKit adapter on the stand-in: isPagingEnabled with pages shorter than the view")
    @MainActor
    struct PagingWithPageGeometryScenarioTests {
        /// A 390-point-wide phone showing 300-point pages 20 points apart, with 45 points before the
        /// first and after the last, so each settled page is centred and its neighbours peek in:
        /// page k settles at 45 + 320·k + 150 − 195 = 320·k.
        private func peekingApp(pagingEnabled: Bool = true) async -> PagerScenario {
            var options = PagerScenarioOptions()
            options.isPagingEnabled = pagingEnabled
            options.pageLength = 300
            options.spacing = 20
            options.contentPadding = ContentPadding(leading: 45, trailing: 45)
            let app = PagerScenario(options)
            await app.launch()
            return app
        }

        /// A finger drags 100 points towards the next page and lifts at `velocity` points per
        /// millisecond; the pager comes to rest.
        private func swipe(_ app: PagerScenario, velocity: CGFloat) async {
            await app.drag(by: -100, releaseVelocity: CGPoint(x: velocity, y: 0))
            await app.settle()
            await app.waitForPageAnimation()
        }

        // Defect 8. UIKit's paging stops on multiples of the bounds' width (390 pt) and never asks
        // the layout: a swipe from page 0 rested at 390, between page 1 (320) and page 2 (640).
        @Test("with paging on, a swipe rests on the next page although pages are 320 points apart, not 390")
        func swipeLandsOnNextPage() async {
            let app = await peekingApp()
            await swipe(app, velocity: 1.5)
            #expect(isAbout(app.contentOffset.x, 320))
            #expect(app.currentPage == 1)
        }

        @Test("a slow release after a short drag goes back to the page it left")
        func slowReleaseStays() async {
            let app = await peekingApp()
            await swipe(app, velocity: 0)
            #expect(isAbout(app.contentOffset.x, 0))
            #expect(app.currentPage == 0)
        }

        @Test("two swipes rest on page 2 at 640 points")
        func twoSwipes() async {
            let app = await peekingApp()
            await swipe(app, velocity: 1.5)
            await swipe(app, velocity: 1.5)
            #expect(isAbout(app.contentOffset.x, 640))
            #expect(app.currentPage == 2)
        }

        @Test("the layout turns paging off and decelerates fast only when the pages do not sit on the bounds' multiples")
        func takeoverOnlyWhenNeeded() async {
            let peeking = await peekingApp()
            #expect(peeking.isPagingEnabled == false)
            #expect(peeking.decelerationRate == 0.99)
            let fullView = PagerScenario(PagerScenarioOptions())
            await fullView.launch()
            #expect(fullView.isPagingEnabled == true)
            #expect(fullView.decelerationRate == 0.998)
        }

        @Test("with paging off the app's deceleration is left alone and swipes still rest on pages")
        func pagingOffLeftAlone() async {
            let app = await peekingApp(pagingEnabled: false)
            #expect(app.decelerationRate == 0.998)
            await swipe(app, velocity: 1.5)
            #expect(isAbout(app.contentOffset.x, 320))
        }

        @Test("swapping in another layout gives paging and the deceleration rate back")
        func handBackOnLayoutSwap() async {
            let app = await peekingApp()
            await app.replaceLayout()
            #expect(app.isPagingEnabled == true)
            #expect(app.decelerationRate == 0.998)
        }
    }
}
