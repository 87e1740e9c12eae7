import Foundation
import Testing

@testable import PagingLayout

/// An effect that returns fixed attributes, to see how a composition combines them.
struct FixedEffect: PagingEffect {
    var attributes: EffectAttributes
    var shownSnapshot: SnapshotAttributes?

    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes { attributes }

    func snapshot(for progress: CGFloat, in context: EffectContext, into snapshot: inout SnapshotAttributes?) {
        snapshot = shownSnapshot
    }
}

@Suite("ComposedEffect")
struct ComposedEffectTests {
    private func fixed(_ configure: (inout EffectAttributes) -> Void) -> FixedEffect {
        var attributes = EffectAttributes()
        configure(&attributes)
        return FixedEffect(attributes: attributes)
    }

    @Test("transforms apply in order: move 10 right, then double → x′ = 2x + 20")
    func transformOrder() {
        let move = fixed { $0.transform = .translation(x: 10, y: 0) }
        let double = fixed { $0.transform = .scale(x: 2, y: 2) }
        let t = evaluate(ComposedEffect([move, double]), 0).transform
        #expect(t.m11 == 2 && t.m41 == 20)
        // The other order: double, then move → x′ = 2x + 10.
        #expect(evaluate(ComposedEffect([double, move]), 0).transform.m41 == 10)
    }

    @Test("alphas multiply, the first effect's z position wins, blur is the largest with its style")
    func combining() {
        let a = fixed {
            $0.alpha = 0.5
            $0.zPosition = 7
            $0.blurRadius = 0.2
            $0.blurStyle = .dark
        }
        let b = fixed {
            $0.alpha = 0.4
            $0.zPosition = -3
            $0.blurRadius = 0.1
        }
        let c = fixed { $0.blurRadius = 0.3; $0.blurStyle = .extraLight }
        let combined = evaluate(ComposedEffect([a, b]), 0)
        #expect(combined.alpha == 0.2 && combined.zPosition == 7)
        #expect(combined.blurRadius == 0.2 && combined.blurStyle == .dark)
        let blurred = evaluate(ComposedEffect([a, b, c]), 0)
        #expect(blurred.blurRadius == 0.3 && blurred.blurStyle == .extraLight)
    }

    @Test("shadow and snapshot: the last one set; double-sided only if all are; hidden if any is")
    func lastSetAndFlags() {
        let shadow = ShadowAttributes(opacity: 0.3, radius: 4, offset: .zero)
        let snapshot = SnapshotAttributes(containerTransform: .identity, containerAlpha: 1, pieces: [])
        let first = fixed {
            $0.shadow = shadow
            $0.isDoubleSided = false
        }
        var second = fixed { $0.isTargetHidden = true }
        second.shownSnapshot = snapshot
        let third = fixed { _ in }
        let combined = evaluate(ComposedEffect([first, second, third]), 0)
        #expect(combined.shadow == shadow && evaluateSnapshot(ComposedEffect([first, second, third]), 0) == snapshot)
        // The last one that shows a snapshot wins; none shows none.
        var later = third
        later.shownSnapshot = SnapshotAttributes(containerTransform: .identity, containerAlpha: 0.5, pieces: [])
        #expect(evaluateSnapshot(ComposedEffect([second, later, first]), 0) == later.shownSnapshot)
        #expect(evaluateSnapshot(ComposedEffect([first, third]), 0) == nil)
        #expect(evaluateSnapshot(ComposedEffect([]), 0) == nil)
        #expect(combined.isDoubleSided == false && combined.isTargetHidden)
        let other = ShadowAttributes(opacity: 1, radius: 1, offset: .zero)
        #expect(evaluate(ComposedEffect([first, fixed { $0.shadow = other }]), 0).shadow == other)
    }

    @Test("one effect composes to itself; none leaves the item untouched")
    func edges() {
        let scale = ScaleEffect(options: .coverFlow)
        #expect(evaluate(ComposedEffect([scale]), 0.7) == evaluate(scale, 0.7))
        #expect(evaluate(ComposedEffect([]), 1.4) == EffectAttributes(defaultZPositionAt: 1.4))
    }

    @Test("prepared effects compose: scale then stack")
    func prepared() {
        let scale = ScaleEffect(options: .linear)
        let stack = StackEffect(options: .transparent)
        let combined = evaluate(ComposedEffect([scale, stack]), 1)
        #expect(isClose(combined.transform, evaluate(scale, 1).transform.concatenating(evaluate(stack, 1).transform)))
        #expect(combined.alpha == evaluate(stack, 1).alpha)
        #expect(combined.shadow == evaluate(stack, 1).shadow)
    }
}
