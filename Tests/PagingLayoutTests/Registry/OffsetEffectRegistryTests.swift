import Foundation
import Testing

@testable import PagingLayout

/// A 120-point cell centred 200 points below the centre of a 568-point viewport at offset 200.
private let cellContext = OffsetEffectContext(
    frame: CGRect(x: 0, y: 624, width: 320, height: 120), viewport: CGRect(x: 0, y: 200, width: 320, height: 568))

/// The `SpecError` the spec document `json` gives, or `nil` when it makes an effect.
private func specError(_ json: String, registry: OffsetEffectRegistry = OffsetEffectRegistry()) -> SpecError? {
    do {
        _ = try registry.makeEffect(specJSON: Data(json.utf8))
        return nil
    } catch {
        return error as? SpecError
    }
}

/// The content offset `effect` gives the cell of `cellContext`, read by generic code as an app's own
/// code may read it.
private func parallaxOffset(of effect: some OffsetEffect) -> CGPoint {
    effect.attributes(in: cellContext).parallaxOffset
}

@Suite("OffsetEffectRegistry")
struct OffsetEffectRegistryTests {
    @Test("a made effect goes straight into generic code (`some OffsetEffect`), as a progress-driven one does")
    func madeEffectsOpenIntoGenericCode() throws {
        let registry = OffsetEffectRegistry()
        let spec = try EffectSpec.effect("parallax", options: ParallaxEffect(maxParallaxOffset: 40))
        let json = try JSONEncoder().encode(spec)
        let options = Data(#"{"maxParallaxOffset": 40}"#.utf8)
        // The cell's centre is 200 points below the viewport's, reach 568/2 + 120/2 = 344: 40 × 200 / 344 up.
        let up40 = -40.0 * 200 / 344
        #expect(isNear(parallaxOffset(of: try registry.makeEffect(spec)).y, up40))
        #expect(isNear(parallaxOffset(of: try registry.makeEffect(specJSON: json)).y, up40))
        #expect(isNear(parallaxOffset(of: try registry.effect(named: "parallax", optionsJSON: options)).y, up40))
        // The default preset's 30 points: 30 × 200 / 344 up.
        #expect(isNear(parallaxOffset(of: try registry.effect(named: "parallax", preset: "default")).y, -30.0 * 200 / 344))
    }

    @Test("holds the six built-in offset-driven effects by name, each with a default preset")
    func names() throws {
        let registry = OffsetEffectRegistry()
        #expect(
            registry.effectNames == [
                "sticky", "stretchyHeader", "parallax", "focusSpacing", "expandToAspect", "previewShift",
            ])
        for name in registry.effectNames {
            #expect(try registry.presetNames(of: name).first == "default")
        }
        #expect(try registry.presetNames(of: "parallax") == ["default", "stickyStretchyList"])
    }

    @Test("presets give the seeds' values")
    func presets() throws {
        let registry = OffsetEffectRegistry()
        #expect(try registry.effect(named: "parallax", preset: "stickyStretchyList") as? ParallaxEffect
            == ParallaxEffect(maxParallaxOffset: 60))
        #expect(try registry.effect(named: "parallax") as? ParallaxEffect == ParallaxEffect(maxParallaxOffset: 30))
        #expect(try registry.effect(named: "stretchyHeader", preset: "stickyStretchyList") as? StretchyHeaderEffect
            == StretchyHeaderEffect(maxOverlayAlpha: 0.6, isOverlayActive: true))
        #expect(try registry.effect(named: "focusSpacing") as? FocusSpacingEffect
            == FocusSpacingEffect(spacing: 30, spacingWhenFocused: 60))
        #expect(try registry.effect(named: "previewShift") as? PreviewShiftEffect
            == PreviewShiftEffect(offsetBetweenCells: 44, parallaxRatio: 0.3))
        #expect(try registry.effects.presetOptions(of: "stretchyHeader", preset: "stickyStretchyList")
            == .object(["maxOverlayAlpha": .number(0.6), "isOverlayActive": .bool(true)]))
    }

    @Test("spec options set each effect's values; missing keys keep the defaults")
    func specOptions() throws {
        let registry = OffsetEffectRegistry()
        func make(_ json: String) throws -> any OffsetEffect { try registry.makeEffect(specJSON: Data(json.utf8)) }
        #expect(try make(#"{"version": 1, "effect": "parallax", "options": {"maxParallaxOffset": 12}}"#)
            as? ParallaxEffect == ParallaxEffect(maxParallaxOffset: 12))
        #expect(try make(#"{"version": 1, "effect": "stretchyHeader", "options": {"isOverlayActive": false}}"#)
            as? StretchyHeaderEffect == StretchyHeaderEffect(maxOverlayAlpha: 1, isOverlayActive: false))
        #expect(try make(#"{"version": 1, "effect": "expandToAspect", "options": {"expandingRate": 0.5}}"#)
            as? ExpandToAspectEffect == ExpandToAspectEffect(expandingRate: 0.5))
        #expect(try make(#"{"version": 1, "effect": "previewShift", "options": {"parallaxRatio": 0.5}}"#)
            as? PreviewShiftEffect == PreviewShiftEffect(offsetBetweenCells: 44, parallaxRatio: 0.5))
        #expect(try make(#"{"version": 1, "effect": "sticky", "options": {}}"#) is StickyEffect)
    }

    @Test("every preset's options, read back, make an effect that acts as the preset")
    func presetRoundTrip() throws {
        let registry = OffsetEffectRegistry()
        let context = OffsetEffectContext(
            frame: CGRect(x: 0, y: 300, width: 200, height: 120), viewport: CGRect(x: 0, y: 150, width: 200, height: 500),
            progress: 0.3, pinnedInset: 20, maxTravel: 90, aspectRatio: 2)
        for name in registry.effectNames {
            for preset in try registry.presetNames(of: name) {
                let options = try JSONEncoder().encode(try registry.effects.presetOptions(of: name, preset: preset))
                let reread = try registry.effect(named: name, optionsJSON: options)
                let original = try registry.effect(named: name, preset: preset)
                #expect(reread.attributes(in: context) == original.attributes(in: context), "\(name)/\(preset)")
            }
        }
    }

    @Test("a progress-driven effect's name gives that effect through ProgressOffsetEffect")
    func progressEffects() throws {
        let made = try OffsetEffectRegistry().effect(named: "scale", preset: "linear")
        let lifted = try #require(made as? ProgressOffsetEffect)
        #expect(lifted.effect is ScaleEffect)
        // The scale effect needs the element's progress: a composition in a spec file reaches it too.
        let composed = try OffsetEffectRegistry().makeEffect(
            specJSON: Data(
                #"{"version": 1, "compose": [{"effect": "parallax"}, {"effect": "scale", "preset": "linear"}]}"#.utf8))
        #expect((composed as? ComposedOffsetEffect)?.effects.count == 2)
    }

    @Test("a composition from a spec acts as the same effects composed in code")
    func composition() throws {
        let composed = try OffsetEffectRegistry().makeEffect(
            specJSON: Data(
                #"""
                {"version": 1, "compose": [
                  {"effect": "sticky"}, {"effect": "parallax", "options": {"maxParallaxOffset": 30}}]}
                """#.utf8))
        let attributes = composed.attributes(in: cellContext)
        // Sticky: offset 200 has not reached the cell's top (624): no move. Parallax: −30 × 200 / 344.
        #expect(attributes.transform == .identity)
        #expect(isClose(attributes.parallaxOffset.y, -30 * 200 / 344))
        #expect(attributes.parallaxOffset.x == 0)
    }

    @Test(
        "bad specs name the key path",
        arguments: [
            (#"{"version": 1, "effect": "parallax", "options": {"maxParalaxOffset": 3}}"#, "options.maxParalaxOffset"),
            (#"{"version": 1, "effect": "parallax", "options": {"maxParallaxOffset": "far"}}"#, "options.maxParallaxOffset"),
            (#"{"version": 1, "effect": "sticky", "options": {"pinnedInset": 4}}"#, "options.pinnedInset"),
            (
                #"{"version": 1, "compose": [{"effect": "sticky"}, {"effect": "stretchyHeader", "options": {"maxOverlayAlpha": null}}]}"#,
                "compose[1].options.maxOverlayAlpha"
            ),
            (#"{"version": 1, "compose": [{"effect": "wobble"}]}"#, "compose[0].effect"),
            (#"{"version": 1, "effect": "parallax", "preset": "huge"}"#, "preset"),
            (#"{"version": 1, "effect": "scale", "options": {"minScale": "small"}}"#, "options.minScale"),
            (#"{"version": 2, "effect": "sticky"}"#, "version"),
            (#"{"version": 1, "compose": []}"#, "compose"),
        ])
    func badSpecs(json: String, path: String) throws {
        let error = try #require(specError(json))
        #expect(error.path == path, "\(error)")
    }

    @Test("an unknown name lists the effects of both kinds")
    func unknownName() throws {
        let error = try #require(specError(#"{"version": 1, "effect": "wobble"}"#))
        #expect(error.message.contains("sticky, stretchyHeader"))
        #expect(error.message.contains("scale, stack"))
    }

    @Test("effects registered by the user are found, and replace built-ins of the same name")
    func register() throws {
        var registry = OffsetEffectRegistry.empty
        #expect(registry.effectNames.isEmpty)
        registry.register(name: "deep", presets: ["default": ParallaxEffect(maxParallaxOffset: 90)])
        #expect(try registry.effect(named: "deep", preset: "default") as? ParallaxEffect
            == ParallaxEffect(maxParallaxOffset: 90))
        // Without a preset the options decode from {}: the parallax's own default.
        #expect(try registry.effect(named: "deep") as? ParallaxEffect == ParallaxEffect(maxParallaxOffset: 30))
        #expect(throws: EffectRegistryError.unknownEffect("scale", known: ["deep"])) {
            try registry.effect(named: "scale")
        }
        var builtIns = OffsetEffectRegistry()
        builtIns.register(name: "sticky", presets: ["default": ParallaxEffect(maxParallaxOffset: 5)])
        #expect(builtIns.effectNames.first == "sticky")
        #expect(try builtIns.effect(named: "sticky", preset: "default") is ParallaxEffect)
    }
}
