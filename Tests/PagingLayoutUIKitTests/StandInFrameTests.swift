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

    /// A frame set under a transform, and the bounds' size and centre that put the transformed
    /// box on it.
    struct FrameSetting: Sendable, CustomStringConvertible {
        var description: String
        var scale: CGFloat
        var shift: CGFloat
        var frame: CGRect
        var boundsSize: CGSize
        var center: CGPoint
    }

    nonisolated static let settings = [
        // 100 × 40 through a scale of 0.5 is 200 × 80 before it, about the frame's centre.
        FrameSetting(
            description: "scaled by 0.5: bounds twice the frame's size", scale: 0.5, shift: 0,
            frame: CGRect(x: 0, y: 0, width: 100, height: 40), boundsSize: CGSize(width: 200, height: 80),
            center: CGPoint(x: 50, y: 20)),
        // The transform moves the view 10 points right: its centre goes 10 points left of the frame's.
        FrameSetting(
            description: "moved 10 points right: the centre 10 points left of the frame's", scale: 1, shift: 10,
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), boundsSize: CGSize(width: 200, height: 100),
            center: CGPoint(x: 90, y: 50)),
    ]

    @Test("setting the frame under a transform resizes and moves the view so the transformed box is the frame",
        arguments: settings)
    func settingUnderTransform(_ setting: FrameSetting) {
        let probe = TransformedFrameProbe()
        probe.setTransform(a: setting.scale, b: 0, c: 0, d: setting.scale, tx: setting.shift, ty: 0)
        probe.setFrame(setting.frame)
        #expect(probe.bounds.size == setting.boundsSize)
        #expect(probe.center == setting.center)
        #expect(probe.frame == setting.frame)
    }
}
