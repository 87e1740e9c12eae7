import Foundation
import Testing

@testable import PagingLayout

/// A progress-driven effect for composition tests: alpha 1 − |progress| / 2, scale 1 − |progress| / 4.
private struct HalfFade: PagingEffect {
    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let scale = 1 - abs(progress) / 4
        return EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), transform: .scale(x: scale, y: scale), alpha: 1 - abs(progress) / 2)
    }
}

/// Sets fixed attributes, to watch how a composition combines them.
private struct Fixed: OffsetEffect {
    var attributes: OffsetEffectAttributes
    func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes { attributes }
}

@Suite("ComposedOffsetEffect")
struct ComposedOffsetEffectTests {
    let context = OffsetEffectContext(
        frame: CGRect(x: 0, y: 400, width: 320, height: 100), viewport: CGRect(x: 0, y: 500, width: 320, height: 500),
        progress: 0.5)

    @Test("transforms concatenate in order, offsets and size changes add, alphas multiply, the last overlay wins")
    func rules() {
        let first = Fixed(
            attributes: OffsetEffectAttributes(
                transform: .translation(x: 0, y: 10), parallaxOffset: CGPoint(x: 0, y: 3), overlayAlpha: 0.2,
                sizeChange: CGSize(width: 4, height: 0), alpha: 0.5))
        let second = Fixed(
            attributes: OffsetEffectAttributes(
                transform: .scale(x: 2, y: 2), parallaxOffset: CGPoint(x: 1, y: -1),
                sizeChange: CGSize(width: 6, height: 2), alpha: 0.5))
        let third = Fixed(attributes: OffsetEffectAttributes(overlayAlpha: 0.7))
        let combined = ComposedOffsetEffect([first, second, third]).attributes(in: context)
        // Translate 10 down, then scale by 2: the translation doubles (row vectors, first applied first).
        #expect(combined.transform.m42 == 20)
        #expect(combined.transform.m22 == 2)
        #expect(combined.parallaxOffset == CGPoint(x: 1, y: 2))
        #expect(combined.sizeChange == CGSize(width: 10, height: 2))
        #expect(combined.alpha == 0.25)
        #expect(combined.overlayAlpha == 0.7)
        // An effect with no overlay keeps the earlier one.
        #expect(ComposedOffsetEffect([first, second]).attributes(in: context).overlayAlpha == 0.2)
    }

    @Test("no effects leave the element as it is; one effect is that effect")
    func degenerate() {
        #expect(ComposedOffsetEffect([]).attributes(in: context) == OffsetEffectAttributes())
        let sticky = StickyEffect()
        #expect(ComposedOffsetEffect([sticky]).attributes(in: context) == sticky.attributes(in: context))
    }

    @Test("sticky with a progress-driven effect: moved down 100, then scaled and faded at progress 0.5")
    func withProgressEffect() {
        let combined = ComposedOffsetEffect([StickyEffect(), ProgressOffsetEffect(HalfFade())]).attributes(in: context)
        // Sticky: 500 − 400 = 100. Then scale 0.875: the translation scales with it.
        #expect(combined.transform.m42 == 87.5)
        #expect(combined.transform.m11 == 0.875)
        #expect(combined.alpha == 0.75)
    }

    @Test("a lifted progress effect sees non-finite progress as 0")
    func nonFiniteProgress() {
        var context = context
        context.progress = .nan
        let attributes = ProgressOffsetEffect(HalfFade()).attributes(in: context)
        #expect(attributes.alpha == 1)
        #expect(attributes.transform == .identity)
    }
}
