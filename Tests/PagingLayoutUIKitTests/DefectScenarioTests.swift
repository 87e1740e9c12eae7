import Foundation
import PagingLayout
import Testing
import UIKitScenarios

extension UIKitAdapterScenarios {
    /// The first-day defects of issue 24, each as the app meets it on the stand-in UIKit.
    @Suite("UIKit adapter on the stand-in: first-day defects")
    @MainActor
    struct DefectScenarioTests {
        private func app(_ configure: (inout PagerScenarioOptions) -> Void) async -> PagerScenario {
            await PagerScenario.launched(configure)
        }

        private var centre: CGPoint { CGPoint(x: 195, y: 422) }

        @Test("1: a tap that stops a settle lets the pages reach their page, and the next tap selects")
        func tapDuringSettle() async {
            let app = await app {
                $0.isPagingEnabled = false
                $0.resolvesTaps = true
            }
            await app.drag(by: -120, releaseVelocity: CGPoint(x: 1.5, y: 0))
            await app.frames(4)
            #expect(app.scrollState == .settling)
            #expect(app.contentOffset.x > 120 && app.contentOffset.x < 390)
            await app.tap(at: centre)
            await app.waitForPageAnimation()
            await app.settle()
            #expect(app.scrollState == .idle)
            #expect(app.currentPage == 1)
            #expect(isAbout(app.contentOffset.x, 390))
            #expect(!app.log.contains { $0.hasPrefix("layout.didSelect") })
            await app.tap(at: centre)
            #expect(app.log.filter { $0.hasPrefix("layout.didSelect") } == ["layout.didSelect 1"])
        }

        @Test("2: a tap on a page selects it once; with multiple selection a second tap deselects it once")
        func tapSelectsOnce() async {
            let single = await app { $0.resolvesTaps = true }
            await single.tap(at: centre)
            #expect(single.log.filter { $0.contains("elect") } == ["collectionView.didSelect 0", "layout.didSelect 0"])
            #expect(single.selectedItems == [0])

            let multiple = await app {
                $0.resolvesTaps = true
                $0.allowsMultipleSelection = true
            }
            await multiple.tap(at: centre)
            #expect(multiple.selectedItems == [0])
            await multiple.tap(at: centre)
            #expect(multiple.selectedItems == [])
            #expect(
                multiple.log.filter { $0.contains("elect") } == [
                    "collectionView.didSelect 0", "layout.didSelect 0", "collectionView.didDeselect 0",
                    "layout.didSelect 0",
                ])
        }

        @Test("3: an effect on the cell itself survives UIKit applying the attributes, mid-drag and at rest")
        func wholeCellEffectSurvives() async {
            let app = await app { $0.cells = .wholeCellEffect }
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.drag(by: -150, lift: false)
            #expect(app.shownPages().count >= 2)
            #expect(pagesOffTheirTransform(in: app) == [])
            await app.lift()
            await app.settle()
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("3: with the cell-layer z mode the z positions survive UIKit applying the attributes")
        func cellLayerZPositionsSurvive() async {
            let app = await app { $0.zPositionHandler = .cellLayer }
            await app.drag(by: -150, lift: false)
            #expect(pagesOffTheirZPosition(in: app) == [])
            await app.lift()
            await app.settle()
            #expect(pagesOffTheirZPosition(in: app) == [])
        }

        @Test("4: an animated page change reaches its page when the app lays out from scrollViewDidScroll")
        func animationSurvivesLayoutInDidScroll() async {
            let app = await app { $0.laysOutInDidScroll = true }
            await app.setCurrentPage(3, animated: true)
            await app.waitForPageAnimation()
            #expect(app.currentPage == 3)
            #expect(isAbout(app.contentOffset.x, 3 * 390))
            #expect(app.log.contains("completion 3"))
            #expect(pagesOffTheirTransform(in: app) == [])
        }

        @Test("6: an item's attributes have one frame, asked alone or in a rect")
        func itemFramesAgree() async {
            let app = await app { _ in }
            for item in 0...1 {
                let frames = app.itemFrames(item: item)
                #expect(frames.inRect != nil)
                #expect(frames.single == frames.inRect)
            }
        }

        @Test("12: swapping the layout during a page animation gives touches back and takes the tap recognizer off")
        func layoutSwapMidAnimation() async {
            let app = await app { $0.resolvesTaps = true }
            #expect(app.gestureRecognizerCount == 2)
            await app.setCurrentPage(4, animated: true)
            #expect(!app.isUserInteractionEnabled)
            await app.replaceLayout()
            #expect(app.isUserInteractionEnabled)
            // The scroll view's own pan stays.
            #expect(app.gestureRecognizerCount == 1)
        }
    }
}
