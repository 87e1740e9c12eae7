import Foundation
import Testing

@testable import PagingLayout

@MainActor
private final class ScaleCard: ScaleTransformView {
    let scalableView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
}

@MainActor
private final class CoverFlowCard: ScaleTransformView {
    let scalableView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }

    /// The prepared effect plus a change of its own.
    func transform(progress: CGFloat) {
        applyScaleTransform(progress: progress)
        scalableView.alpha = 0.5
    }
}

@MainActor
private final class StackCard: StackTransformView {
    let cardView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var stackOptions = StackTransformViewOptions()
}

@MainActor
@Suite("ScaleTransformView and StackTransformView defaults")
struct PreparedTransformViewTests {
    @Test("a scale view's transform applies the default scale effect to its scalable view")
    func scaleDefaults() {
        let card = ScaleCard()
        card.transform(progress: 1)
        // Default options one page right of a 200×300 view: scale 0.75, moved (211, 70.5) (see ScaleEffectTests).
        #expect(isNear(card.scalableView.layerTransform, planar(0.75, 0, 0, 0.75, 211, 70.5)))
        #expect(card.scalableView.layerShadow?.radius == 2)
        #expect(card.zPosition(progress: -1.6) == -2)
        #expect(card.scaleOptions == ScaleTransformViewOptions())
    }

    @Test("options override, and applyScaleTransform combines with the view's own changes")
    func scaleOverride() {
        let card = CoverFlowCard()
        card.transform(progress: -0.8)
        let expected = evaluate(ScaleEffect(options: .coverFlow), -0.8)
        #expect(card.scalableView.layerTransform == expected.transform)
        #expect(card.scalableView.layerIsDoubleSided == false)
        #expect(card.scalableView.alpha == 0.5)
    }

    @Test("a stack view's transform applies the stack effect; alpha is clamped only by the target")
    func stackDefaults() {
        let card = StackCard()
        card.transform(progress: 1)
        #expect(isNear(card.cardView.layerTransform, planar(0.85, 0, 0, 0.85, 0, -31.5)))
        card.stackOptions = StackTransformViewOptions(alphaFactor: 0.5, blurEffectEnabled: true, maxBlurEffectRadius: 0.3,
                                                      blurEffectStyle: .dark)
        card.transform(progress: 2.5)
        // Raw alpha 1 − 0.5/0.9 − 1.25 < 0, applied as 0; blur 2.5/3 of 0.3 in the dark style.
        #expect(card.cardView.alpha == 0)
        #expect(isNear(card.cardView.layerBlurRadius, 0.25) && card.cardView.layerBlurStyle == .dark)
    }

    @Test("a stack view orders cards by the stack's rule, reversed with reverse")
    func stackZPosition() {
        let card = StackCard()
        #expect([-1.5, -0.5, 0, 0.4, 1.5, 2].map(card.zPosition(progress:)) == [2, 1, 0, 0, -2, -2])
        card.stackOptions.reverse = true
        #expect([-1.5, -0.5, 0, 1.5].map(card.zPosition(progress:)) == [-2, -1, 0, 2])
    }
}
