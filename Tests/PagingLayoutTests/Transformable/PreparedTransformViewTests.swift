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
private final class PlainStackCard: StackTransformView {
    let cardView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
}

@MainActor
private final class PlainSnapshotPage: SnapshotTransformView {
    let targetView = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var snapshotIdentifier: String { "plain" }
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

    @Test("in a right-to-left pager the prepared view mirrors, and the app's own transform still runs")
    func rightToLeftContext() {
        let card = CoverFlowCard()
        let context = EffectContext(targetSize: CGSize(width: 999, height: 999), layoutDirection: .rightToLeft)
        card.transform(progress: -0.8, in: context)
        // The view's own size is used, and the left-to-right transform is conjugated by the x mirror.
        let plain = evaluate(ScaleEffect(options: .coverFlow), -0.8).transform
        let mirrored = card.scalableView.layerTransform
        #expect(mirrored.m41 == -plain.m41 && mirrored.m41 != 0)
        #expect(mirrored.m13 == -plain.m13 && mirrored.m13 != 0)
        #expect(mirrored.m11 == plain.m11 && mirrored.m42 == plain.m42)
        #expect(card.scalableView.alpha == 0.5)
        // Outside the call the environment is gone: a plain transform is left-to-right again.
        card.transform(progress: -0.8)
        #expect(card.scalableView.layerTransform == plain)
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

    @Test("views that keep the defaults get the original's default options on every call")
    func defaultOptionsGetters() {
        let stack = PlainStackCard()
        let page = PlainSnapshotPage()
        for _ in 0..<2 {
            #expect(stack.stackOptions == StackTransformViewOptions())
            #expect(page.snapshotOptions == SnapshotTransformViewOptions())
        }
        // The default card one page down the stack: scale 1 − 0.15 (scaleFactor), no turn
        // (stackRotateAngle 0), as a fresh effect with the original's defaults computes it.
        stack.transform(progress: 1)
        let fresh = StackEffect(options: StackTransformViewOptions())
            .attributes(for: 1, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
        #expect(stack.cardView.layerTransform == fresh.transform)
        #expect(isNear(stack.cardView.layerTransform.m11, 0.85))
    }
}

/// A target that, when its transform is set, transforms another page first: an app's setter that
/// lays out a page while the first page's attributes are being applied.
@MainActor
private final class ReentrantTarget: ForwardingTransformTarget {
    let base = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    /// Called once, on the next transform.
    var onTransform: (() -> Void)?

    var layerTransform: Transform3D {
        get { base.layerTransform }
        set {
            base.layerTransform = newValue
            let call = onTransform
            onTransform = nil
            call?()
        }
    }
}

@MainActor
private final class ReentrantCoverFlowCard: ScaleTransformView {
    let scalableView = ReentrantTarget()
    var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
}

/// A page moved by any effect, on a target that transforms other pages from its transform setter.
@MainActor
private final class ReentrantEffectCard: EffectTransformView {
    let effectTarget = ReentrantTarget()
    let pagingEffect: any PagingEffect

    init(_ effect: any PagingEffect) {
        pagingEffect = effect
    }
}

/// A page cut into the default snapshot's pieces through `EffectTransformView`.
@MainActor
private final class SnapshotEffectPage: EffectTransformView {
    let effectTarget = LayerNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    var pagingEffect: any PagingEffect { SnapshotEffect() }
}

@MainActor
@Suite("Prepared views transformed inside one another")
struct NestedPreparedTransformTests {
    @Test("a page transformed while another page's attributes are applied leaves both pages' attributes their own")
    func nestedTransformsKeepTheirOwnAttributes() {
        let outer = ReentrantCoverFlowCard()
        let snapshotPage = PlainSnapshotPage()
        transformNested(outer, on: outer.scalableView, around: snapshotPage)
        var cut = evaluateSnapshot(SnapshotEffect(), 0.5)
        cut?.identifier = "plain"
        #expect(snapshotPage.targetView.snapshot == cut && cut != nil)
        // And the next plain transform starts clean.
        outer.transform(progress: 0.3)
        #expect(outer.scalableView.layerShadow == evaluate(ScaleEffect(options: .coverFlow), 0.3).shadow)
    }

    @Test("an effect page transformed while another page's attributes are applied leaves every page its own attributes")
    func nestedEffectTransformsKeepTheirOwnAttributes() {
        let outer = ReentrantEffectCard(ScaleEffect(options: .coverFlow))
        let snapshotPage = SnapshotEffectPage()
        transformNested(outer, on: outer.effectTarget, around: snapshotPage)
        // It applies every attribute: the visibility and the snapshot too are the scale effect's
        // (not the snapshot's, which hides its target and has pieces).
        #expect(outer.effectTarget.isHidden == false && outer.effectTarget.base.snapshot == nil)
        let cut = evaluate(SnapshotEffect(), 0.5)
        let pieces = evaluateSnapshot(SnapshotEffect(), 0.5)
        #expect(snapshotPage.effectTarget.snapshot == pieces && pieces != nil)
        #expect(snapshotPage.effectTarget.isHidden == cut.isTargetHidden && cut.isTargetHidden)
        // Frame after frame, the same page shows each frame's attributes and nothing of the last.
        snapshotPage.transform(progress: 0)
        #expect(snapshotPage.effectTarget.isHidden == false)
        #expect(snapshotPage.effectTarget.snapshot == evaluateSnapshot(SnapshotEffect(), 0))
        outer.transform(progress: 0.3)
        #expect(outer.effectTarget.layerShadow == evaluate(ScaleEffect(options: .coverFlow), 0.3).shadow)
        #expect(outer.effectTarget.base.snapshot == nil)
    }

    /// Transforms `outer`, a coverFlow page on `target`, at progress −0.8 while a stack page (at 1) and
    /// `snapshotPage` (at 0.5) are transformed from inside its target's transform setter, and checks
    /// what is applied after the nested transforms ran: the scale effect's shadow and
    /// double-sidedness, not the stack's or the snapshot's. The stack page's transform is its own.
    private func transformNested(
        _ outer: some TransformableView, on target: ReentrantTarget, around snapshotPage: some TransformableView
    ) {
        let inner = PlainStackCard()
        target.onTransform = {
            inner.transform(progress: 1)
            snapshotPage.transform(progress: 0.5)
        }
        outer.transform(progress: -0.8)
        let scaled = evaluate(ScaleEffect(options: .coverFlow), -0.8)
        #expect(target.layerTransform == scaled.transform)
        #expect(target.layerShadow == scaled.shadow && scaled.shadow != nil)
        #expect(target.layerIsDoubleSided == false)
        #expect(inner.cardView.layerTransform == evaluate(StackEffect(), 1).transform)
    }

    @Test("a snapshot page's pieces stay with its target from frame to frame, and a scale page shows none")
    func snapshotPiecesStayWithTheirTarget() {
        let snapshotPage = PlainSnapshotPage()
        let card = ScaleCard()
        for progress: CGFloat in [0.25, -0.5, 0.75] {
            snapshotPage.transform(progress: progress)
            card.transform(progress: progress)
            var cut = evaluateSnapshot(SnapshotEffect(), progress)
            cut?.identifier = "plain"
            #expect(snapshotPage.targetView.snapshot == cut && cut != nil, "pieces at \(progress)")
            #expect(card.scalableView.snapshot == nil)
        }
    }
}
