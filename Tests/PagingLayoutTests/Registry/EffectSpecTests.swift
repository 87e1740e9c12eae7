import Foundation
import Testing

@testable import PagingLayout

/// The effect the spec document `json` describes.
private func effect(_ json: String, registry: EffectRegistry = EffectRegistry()) throws -> any PagingEffect {
    try registry.makeEffect(specJSON: Data(json.utf8))
}

/// The `SpecError` the spec document `json` gives, or `nil` when it makes an effect.
private func specError(_ json: String) -> SpecError? {
    do {
        _ = try effect(json)
        return nil
    } catch {
        return error as? SpecError
    }
}

@Suite("EffectSpec and spec files")
struct EffectSpecTests {
    @Test("a preset, options, or neither")
    func singleEffects() throws {
        let coverFlow = try effect(#"{"version": 1, "effect": "scale", "preset": "coverFlow"}"#)
        #expect(evaluate(coverFlow, 0.6) == evaluate(ScaleEffect(options: .coverFlow), 0.6))
        let custom = try effect(#"{"version": 1, "effect": "stack", "options": {"maxStackSize": 2, "reverse": true}}"#)
        #expect(evaluate(custom, -1.3) == evaluate(StackEffect(options: .init(maxStackSize: 2, reverse: true)), -1.3))
        let plain = try effect(#"{"version": 1, "effect": "stack", "options": null}"#)
        #expect(evaluate(plain, 1.3) == evaluate(StackEffect(), 1.3))
    }

    @Test("compose applies its entries in order, nested compositions included")
    func compose() throws {
        let composed = try effect(
            """
            {"version": 1, "compose": [
              {"effect": "scale", "preset": "linear"},
              {"compose": [{"effect": "stack", "options": {"alphaFactor": 0.5}}]}
            ]}
            """)
        let expected = ComposedEffect([
            ScaleEffect(options: .linear), ComposedEffect([StackEffect(options: .init(alphaFactor: 0.5))]),
        ])
        for progress in [-1.0, 0.25, 1.5] {
            #expect(evaluate(composed, progress) == evaluate(expected, progress))
        }
    }

    @Test(
        "malformed spec files are errors naming the key path",
        arguments: [
            (#"{"effect": "scale"}"#, "version", "required key is missing"),
            (#"{"version": 2, "effect": "scale"}"#, "version", "unsupported version 2; this library reads version 1"),
            (#"{"version": 1}"#, "", #"expected an "effect" or a "compose" key"#),
            (#"{"version": 1, "effect": "scale", "colour": "red"}"#, "colour", "unknown key"),
            (#"{"version": 1, "effect": "spin"}"#, "effect", "unknown effect 'spin'; known effects: scale, stack, snapshot"),
            (#"{"version": 1, "effect": "scale", "preset": "flat"}"#, "preset", "unknown preset 'flat'"),
            (#"{"version": 1, "effect": "scale", "preset": "linear", "options": {}}"#, "options", "not both"),
            (#"{"version": 1, "compose": []}"#, "compose", "expected at least one effect"),
            (#"{"version": 1, "compose": [{"effect": "scale"}], "effect": "stack"}"#, "effect", #"beside "compose""#),
            (#"{"version": 1, "compose": [{"effect": "scale"}, {"effect": "spin"}]}"#, "compose[1].effect", "unknown effect"),
            (#"{"version": 1, "compose": [{"preset": "linear"}]}"#, "compose[0]", #"expected an "effect""#),
            (#"{"version": 1, "compose": [{"effect": "scale", "options": {"rotation3d": {"angle": "x"}}}]}"#,
             "compose[0].options.rotation3d.angle", "expected a number"),
            (#"{"version": 1, "compose": [{"compose": [{"effect": "stack", "options": {"maxStackSize": 1.5}}]}]}"#,
             "compose[0].compose[0].options.maxStackSize", "expected a whole number"),
            (#"{"version": 1, "compose": [{"version": 3, "effect": "scale"}]}"#, "compose[0].version", "unsupported version 3"),
            (#"{"version": 1, "effect": 5}"#, "effect", "expected a string"),
            ("{", "", "not valid JSON"),
        ])
    func errors(json: String, path: String, message: String) {
        let error = specError(json)
        #expect(error?.path == path, "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("specs written from code read back the same, and make the same effect")
    func roundTrip() throws {
        let spec = EffectSpec.compose([
            .effect("scale", preset: "coverFlow"),
            try .effect("stack", options: StackTransformViewOptions(maxStackSize: 4, stackRotateAngle: 0.1)),
        ])
        let data = try JSONEncoder().encode(spec)
        #expect(try JSONDecoder().decode(EffectSpec.self, from: data) == spec)
        let registry = EffectRegistry()
        #expect(evaluate(try registry.makeEffect(spec), 1.5) == evaluate(try registry.makeEffect(specJSON: data), 1.5))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""version":1"#) && text.contains(#""compose":["#))
    }

    @Test("a spec of another version or an empty composition built in code is refused too")
    func codeBuiltErrors() {
        let registry = EffectRegistry()
        #expect(throws: SpecError(path: "version", message: "unsupported version 7; this library reads version 1")) {
            try registry.makeEffect(EffectSpec(.effect(name: "scale"), version: 7))
        }
        #expect(throws: SpecError(path: "compose[0].compose", message: "expected at least one effect")) {
            try registry.makeEffect(EffectSpec(.compose([.compose([])])))
        }
        #expect(throws: SpecError.self) {
            try registry.makeEffect(EffectSpec(.effect(name: "scale", preset: "linear", options: .object([:]))))
        }
    }

    @Test("user effects are found by specs")
    func userEffects() throws {
        var registry = EffectRegistry()
        registry.register(name: "fade", presets: ["soft": FadeOptions(minimumAlpha: 0.6)]) { FadeEffect(options: $0) }
        let composed = try effect(
            #"{"version": 1, "compose": [{"effect": "fade", "preset": "soft"}, {"effect": "fade", "options": {"minimumAlpha": 0.5}}]}"#,
            registry: registry)
        #expect(isNear(evaluate(composed, 2).alpha, 0.3))  // 0.6 × 0.5
    }
}
