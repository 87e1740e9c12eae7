import Foundation
import Testing

@testable import PagingLayout

/// A card moved by whatever effect it is given.
@MainActor
private final class EffectCard: EffectTransformView {
    let card = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    let pagingEffect: any PagingEffect
    var effectTarget: LayerNode { card }

    init(_ effect: any PagingEffect) {
        pagingEffect = effect
    }
}

@MainActor
@Suite("EffectTransformView")
struct EffectTransformViewTests {
    @Test("transform(progress:) applies the effect's attributes, content transform included, to the target")
    func applies() {
        let view = EffectCard(AnimatedLayoutEffect(options: .layout(.parallax)))
        view.transform(progress: 0.5)
        // A 200-point page: placed 100 points right, its content 50 points back (speed 0.5).
        #expect(view.card.layerTransform == .translation(x: 100, y: 0))
        #expect(view.card.layerContentTransform == .translation(x: -50, y: 0))
    }

    @Test("the z position is the effect's")
    func zPosition() {
        let view = EffectCard(FSPagerViewEffect(options: .layout(.overlap)))
        // Overlap orders by Int((1 − |p|) · 10).
        #expect(view.zPosition(progress: 0.25) == 7)
        #expect(view.zPosition(progress: -0.5) == 5)
    }

    @Test("the default context honours the spacing the effect proposes")
    func proposedSpacing() {
        let view = EffectCard(FSPagerViewEffect(options: .layout(.ferrisWheel)))
        // −0.15 × 200: pages 170 points apart.
        #expect(view.effectContext.pageStep == 170)
        #expect(EffectCard(ScaleEffect()).effectContext.pageStep == 200)
    }
}

@Suite("EffectContext.withProposedSpacing")
struct ProposedSpacingContextTests {
    @Test("adds the proposal to the page step, never below 0, and leaves contexts alone without one")
    func step() {
        let context = EffectContext(targetSize: CGSize(width: 200, height: 300), pageStep: 216)
        #expect(isNear(context.withProposedSpacing(of: FSPagerViewEffect(options: .layout(.linear))).pageStep, 216 - 26))
        #expect(context.withProposedSpacing(of: StackEffect()) == context)
        let tiny = EffectContext(targetSize: CGSize(width: 200, height: 300), pageStep: 10)
        #expect(tiny.withProposedSpacing(of: FSPagerViewEffect(options: .layout(.overlap))).pageStep == 0)
    }
}
