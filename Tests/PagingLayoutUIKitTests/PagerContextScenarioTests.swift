import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The pager context (`PagerEnvironment.context`) an app's cell sees: the pager's in each
    /// `transform(progress:)` call and none in its other calls (`zPosition(progress:)`, its effect
    /// view's getter) or after the pass — what any change to how the host makes it current must keep
    /// (issue 28).
    @Suite("UIKit adapter on the stand-in: the pager context cells see")
    @MainActor
    struct PagerContextScenarioTests {
        @Test("every transform(progress:) of a pass sees the pager's context; the effect view's getter and the code after the pass see none")
        func transformsSeeThePagersContext() async {
            // 390-point pages 10 points apart, read right to left: a page step of 400.
            let app = await PagerScenario.launchedWithContextProbes {
                $0.isRightToLeft = true
                $0.spacing = 10
            }
            await app.setCurrentPage(1, animated: false)
            await app.drag(by: 120, lift: false)
            await app.drag(by: 120)
            await app.settle()
            let seen = app.takeProbedContexts().flatMap(\.seen)
            let transforms = seen.filter { $0.call == .transform }
            #expect(transforms.count >= 10)
            for probe in transforms {
                #expect(probe.context?.layoutDirection == .rightToLeft)
                #expect(probe.context?.pageStep == 400)
                #expect(probe.context?.targetSize == CGSize(width: 390, height: 844))
            }
            let getters = seen.filter { $0.call == .effectTarget }
            #expect(!getters.isEmpty)
            #expect(getters.allSatisfy { $0.context == nil })
            #expect(PagerEnvironment.context == nil)
        }
    }
}
