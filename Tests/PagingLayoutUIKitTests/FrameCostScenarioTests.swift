import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The scroll that `Scripts/bench-uikit.py` counts (instructions and allocations per frame, with
    /// callgrind, in `uikit-frame-bench`): here it runs as a scenario, and what it shows is checked.
    @Suite("UIKit adapter on the stand-in: the counted scroll")
    @MainActor
    struct FrameCostScenarioTests {
        @Test("a slow scroll over seven laid-out coverFlow pages shows each at the core's transform, frame after frame")
        func countedScrollShowsCoreTransforms() async {
            let frames = 45
            let scenario = FrameCostScenario()
            await scenario.launch(warmUpFrames: 15)
            await scenario.scroll(frames: frames)
            let app = scenario.pager
            // 13 px (⅓ pt) per frame: 390 / 30 = 13 pt, 15 + frames steps from page 0.
            #expect(isAbout(app.contentOffset.x, CGFloat(15 + frames) * 13))
            // Seven pages laid out around the current one, each with a cell filling the viewport.
            #expect(app.shownPages().count == 7)
            #expect(pagesOffTheirTransform(in: app) == [])
            #expect(pagesOffTheirZPosition(in: app) == [])
        }
    }
}
