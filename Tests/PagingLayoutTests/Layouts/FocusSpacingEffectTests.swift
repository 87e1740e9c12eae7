import Foundation
import Testing

@testable import PagingLayout

@Suite("FocusSpacingEffect")
struct FocusSpacingEffectTests {
    let focus = FocusSpacingEffect(spacing: 10, spacingWhenFocused: 30)

    @Test("the neighbours of a focus resting on an item move the full difference apart")
    func resting() {
        #expect(focus.translation(progress: 0) == 0)
        #expect(focus.translation(progress: 1) == 20)
        #expect(focus.translation(progress: -1) == -20)
        #expect(focus.translation(progress: 7) == 20)  // every item after the focus moves alike
    }

    @Test(
        "between items the translation falls linearly to 0 halfway",
        arguments: [
            // progress, expected: factor 1 − 2|progress − round(progress)| times ±20.
            (1.25, 10.0), (0.75, 10.0), (-1.1, -16.0), (0.5, 0.0), (-0.5, 0.0), (2.4, 4.0),
        ])
    func between(progress: Double, expected: Double) {
        #expect(isClose(focus.translation(progress: CGFloat(progress)), CGFloat(expected)))
    }

    @Test("as an effect it is a horizontal translation, composable with the others")
    func asEffect() {
        let context = EffectContext(targetSize: CGSize(width: 100, height: 100))
        let attributes = focus.attributes(for: 1.25, in: context)
        #expect(attributes.transform == .translation(x: 10, y: 0))
        #expect(attributes.alpha == 1)
        let composed = ComposedEffect([focus, focus])
        #expect(isClose(composed.attributes(for: 1, in: context).transform.m41, 40))
    }

    @Test("registers in an effect registry with itself as its options, read from JSON")
    func registers() throws {
        var registry = EffectRegistry.empty
        registry.register(
            name: "focusSpacing", presets: ["seed": FocusSpacingEffect(spacing: 30, spacingWhenFocused: 60)]
        ) { $0 }
        let context = EffectContext(targetSize: CGSize(width: 100, height: 100))
        let seed = try registry.effect(named: "focusSpacing", preset: "seed")
        #expect(seed.attributes(for: -1, in: context).transform.m41 == -30)
        let custom = try registry.effect(
            named: "focusSpacing", optionsJSON: Data(#"{"spacingWhenFocused": 50}"#.utf8))
        #expect(custom.attributes(for: 1, in: context).transform.m41 == 20)  // 50 − the default 30
        #expect(throws: EffectRegistryError.self) {
            try registry.effect(named: "focusSpacing", optionsJSON: Data(#"{"spacingFocused": 50}"#.utf8))
        }
    }

    @Test("non-finite progress counts as 0 and results stay finite")
    func badInput() {
        #expect(focus.translation(progress: .nan) == 0)
        #expect(focus.translation(progress: .infinity) == 0)
        let huge = FocusSpacingEffect(
            spacing: -CGFloat.greatestFiniteMagnitude, spacingWhenFocused: .greatestFiniteMagnitude)
        #expect(huge.translation(progress: 1).isFinite)
    }

    @Test("a spec without spacings takes the focus carousel's default spacings")
    func specDefaultsAreTheCarousels() {
        let carousel = CarouselLayoutOptions()
        #expect(
            FocusSpacingEffect.specDefaults
                == FocusSpacingEffect(spacing: carousel.spacing, spacingWhenFocused: carousel.spacingWhenFocused))
        #expect(CarouselLayout(itemCount: 3).focusSpacing == FocusSpacingEffect.specDefaults)
    }
}
