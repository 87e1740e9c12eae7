import Foundation
import Testing
import UIKitScenarios

/// The stand-in's `UIView.frame` under a transform, which UIKit calls undefined and Core Animation
/// works out from the position, bounds, anchor point and transform. The numbers are worked out by
/// hand for a 200 × 100-point view centred at (150, 100).
@Suite("UIKit stand-in: a view's frame under a transform")
@MainActor
struct StandInFrameTests {
    @Test("with the identity transform the frame is the bounds' size about the centre")
    func identity() {
        let probe = TransformedFrameProbe()
        #expect(probe.frame == CGRect(x: 50, y: 50, width: 200, height: 100))
    }

    @Test("scaled by 0.5 and moved 10 points right, the frame is the smaller box about the moved centre")
    func scaledAndMoved() {
        let probe = TransformedFrameProbe()
        probe.setTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 10, ty: 0)
        // 100 × 50 about (160, 100).
        #expect(probe.frame == CGRect(x: 110, y: 75, width: 100, height: 50))
        #expect(probe.bounds.size == CGSize(width: 200, height: 100))
    }

    @Test("turned a quarter, the frame is the turned box: 100 wide and 200 high about the centre")
    func quarterTurn() {
        let probe = TransformedFrameProbe()
        probe.setTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(probe.frame == CGRect(x: 100, y: 0, width: 100, height: 200))
    }

    @Test("setting the frame of a view scaled by 0.5 gives it bounds twice the frame's size")
    func settingUnderScale() {
        let probe = TransformedFrameProbe()
        probe.setTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        probe.setFrame(CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(probe.bounds.size == CGSize(width: 200, height: 80))
        #expect(probe.center == CGPoint(x: 50, y: 20))
        #expect(probe.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("setting the frame of a view moved 10 points right puts its centre 10 points left of the frame's")
    func settingUnderTranslation() {
        let probe = TransformedFrameProbe()
        probe.setTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
        probe.setFrame(CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(probe.center == CGPoint(x: 90, y: 50))
        #expect(probe.bounds.size == CGSize(width: 200, height: 100))
    }
}
