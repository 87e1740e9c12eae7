import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// What VoiceOver finds of the pager (issue 24, defect 9).
    @Suite("UIKit adapter on the stand-in: accessibility")
    @MainActor
    struct AccessibilityScenarioTests {
        @Test("9: the pager's VoiceOver element stays on the pager after paging and rotating")
        func pagerElementFollowsThePager() async {
            let app = PagerScenario()
            await app.launch()
            let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
            #expect(app.pagerElementFrame == screen)
            await app.setCurrentPage(3, animated: false)
            await StandInRunLoopTurns.run(2)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.pagerElementFrame == screen)
            await app.rotate(to: CGSize(width: 844, height: 390))
            #expect(app.pagerElementFrame == CGRect(x: 0, y: 0, width: 844, height: 390))
        }
    }
}
