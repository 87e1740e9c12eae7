import Foundation
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// What the layout checks after each pass only once it has something to check: an indicator
    /// bound after the pager was shown follows the passes from then on.
    @Suite("UIKit adapter on the stand-in: the checks after a pass")
    @MainActor
    struct PassCheckScenarioTests {
        @Test("an indicator bound after the pager has been shown and scrolled follows the next scroll steps")
        func indicatorBoundLateFollows() async {
            let app = await PagerScenario.launched()
            // Passes with nothing attached, then the indicator.
            app.scrollOneFrame(by: 39)
            app.scrollOneFrame(by: 39)
            let dots = app.attachIndicatorLate()
            // Bound at 78 pt of 390-pt pages: position 0.2.
            #expect(app.position(of: dots).map { isAbout($0, 0.2) } == true)
            // 117 pt more: 195 pt, half a page, shown by the next pass.
            app.scrollOneFrame(by: 117)
            #expect(app.position(of: dots).map { isAbout($0, 0.5) } == true)
        }
    }
}
