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

/// An effect that counts how it is evaluated: through the call that writes both outputs, or through
/// the attributes' and the snapshot's own calls. Main-actor isolated: the views evaluate there.
@MainActor
private final class EvaluationCounts {
    var both = 0
    var attributes = 0
    var snapshots = 0
}

/// A grid snapshot effect whose evaluations are counted, with a one-call evaluation of its own.
private struct CountingEffect: PagingEffect {
    let counts: EvaluationCounts
    let effect = SnapshotEffect(options: .layout(.grid))

    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        MainActor.assumeIsolated { counts.attributes += 1 }
        return effect.attributes(for: progress, in: context)
    }

    func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
        MainActor.assumeIsolated { counts.snapshots += 1 }
        effect.snapshot(for: progress, in: context, into: &snapshot)
    }

    func attributes(
        for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes,
        snapshot: inout SnapshotAttributes?
    ) {
        MainActor.assumeIsolated { counts.both += 1 }
        effect.attributes(for: progress, in: context, into: &attributes, snapshot: &snapshot)
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

    @Test("transform(progress:) evaluates both outputs in one call to the effect, and shows both")
    func oneEvaluation() {
        let counts = EvaluationCounts()
        let view = EffectCard(CountingEffect(counts: counts))
        let pager = EffectContext(targetSize: CGSize(width: 200, height: 300), layoutDirection: .rightToLeft)
        view.transform(progress: 0.5, in: pager)
        #expect(counts.both == 1)
        #expect(counts.attributes == 0)
        #expect(counts.snapshots == 0)
        // What the two calls would have written, mirrored for right to left (the snapshot is not).
        let grid = SnapshotEffect(options: .layout(.grid))
        let context = PagerEnvironment.withContext(pager) { view.effectContext }
        #expect(view.card.layerTransform == grid.directedAttributes(for: 0.5, in: context).transform)
        #expect(view.card.isHidden == grid.directedAttributes(for: 0.5, in: context).isTargetHidden)
        #expect(view.card.snapshot == grid.directedSnapshot(for: 0.5, in: context))
        #expect(view.card.snapshotPieces.count == 40)
    }

    @Test("the default context honours the spacing the effect proposes")
    func proposedSpacing() {
        let view = EffectCard(FSPagerViewEffect(options: .layout(.ferrisWheel)))
        // −0.15 × 200: pages 170 points apart.
        #expect(view.effectContext.pageStep == 170)
        #expect(EffectCard(ScaleEffect()).effectContext.pageStep == 200)
    }

    @Test("in a right-to-left pager with spacing, a catalogue effect is mirrored and keeps the spacing")
    func pagerEnvironment() {
        let view = EffectCard(AnimatedLayoutEffect(options: .layout(.parallax)))
        // 200-point pages 20 points apart in a 300-point viewport, right to left.
        let pager = EffectContext(
            targetSize: CGSize(width: 200, height: 300), layoutDirection: .rightToLeft,
            viewportSize: CGSize(width: 300, height: 300), pageStep: 220)
        view.transform(progress: 0.5, in: pager)
        // Placed 0.5 × 220 = 110 points on, which mirrored is to the left; the content moves back by
        // viewport × speed × (110 / 300) = 300 × 0.5 × 0.3667 = 55 points, mirrored to the right.
        #expect(isNear(view.card.layerTransform.m41, -110))
        #expect(isNear(view.card.layerContentTransform.m41, 55))
        // Outside the pager the same card is left to right, its pages a page length apart.
        view.transform(progress: 0.5)
        #expect(isNear(view.card.layerTransform.m41, 100))
    }

    @Test("in a pager the proposed spacing adds to the pager's step, measured on the pager's page")
    func proposedSpacingInPager() {
        let view = EffectCard(FSPagerViewEffect(options: .layout(.ferrisWheel)))
        // 250-point pages 16 points apart; the card is the page inset to 200 points. The Ferris wheel
        // proposes −0.15 × 250 = −37.5 (the page's width, as the pager scenes measure it): 228.5.
        let pager = EffectContext(targetSize: CGSize(width: 250, height: 300), pageStep: 266)
        let context = PagerEnvironment.withContext(pager) { view.effectContext }
        #expect(context.pageStep == 228.5)
        #expect(context.targetSize == CGSize(width: 200, height: 300))
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
