import Foundation
import Testing

@testable import PagingLayout

/// A user effect for registration tests: fades pages with distance.
struct FadeOptions: Codable, Sendable, Equatable {
    var minimumAlpha: CGFloat = 0.3

    init(minimumAlpha: CGFloat = 0.3) { self.minimumAlpha = minimumAlpha }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["minimumAlpha"])
        minimumAlpha = try SpecFieldCoder.number.read(c, "minimumAlpha", 0.3)
    }
}

struct FadeEffect: PagingEffect {
    var options: FadeOptions

    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        EffectAttributes(zPosition: PagingEngine.defaultZPosition(progress: progress), alpha: max(options.minimumAlpha, 1 - abs(progress)))
    }
}

@Suite("EffectRegistry")
struct EffectRegistryTests {
    @Test("holds scale, stack, snapshot and slide with a default preset followed by their Layout presets, then the catalogues")
    func builtIns() throws {
        let registry = EffectRegistry()
        #expect(registry.effectNames == ["scale", "stack", "snapshot", "slide", "iCarousel", "fsPagerView", "animatedCollectionViewLayout", "android"])
        #expect(try registry.presetNames(of: "scale") == ["default"] + ScaleTransformViewOptions.Layout.allCases.map(\.rawValue))
        #expect(try registry.presetNames(of: "stack") == ["default"] + StackTransformViewOptions.Layout.allCases.map(\.rawValue))
        #expect(
            try registry.presetNames(of: "snapshot")
                == ["default"] + SnapshotTransformViewOptions.Layout.allCases.map(\.rawValue))
    }

    @Test("presets make the prepared effects with the preset's options")
    func presets() throws {
        let registry = EffectRegistry()
        for progress in [-1.5, 0, 0.5, 2] {
            #expect(evaluate(try registry.effect(named: "scale", preset: "coverFlow"), progress)
                == evaluate(ScaleEffect(options: .coverFlow), progress))
            #expect(evaluate(try registry.effect(named: "stack", preset: "vortex"), progress)
                == evaluate(StackEffect(options: .vortex), progress))
            #expect(evaluate(try registry.effect(named: "stack", preset: "default"), progress)
                == evaluate(StackEffect(), progress))
            #expect(evaluate(try registry.effect(named: "scale"), progress) == evaluate(ScaleEffect(), progress))
            #expect(evaluate(try registry.effect(named: "snapshot", preset: "puzzle"), progress)
                == evaluate(SnapshotEffect(options: .layout(.puzzle)), progress))
        }
    }

    @Test("an unknown effect or preset is an error listing the known names")
    func unknownNames() {
        let registry = EffectRegistry()
        #expect(throws: EffectRegistryError.unknownEffect("spin", known: ["scale", "stack", "snapshot", "slide", "iCarousel", "fsPagerView", "animatedCollectionViewLayout", "android"])) {
            try registry.effect(named: "spin")
        }
        do {
            _ = try registry.effect(named: "stack", preset: "tower")
            Issue.record("an unknown preset was accepted")
        } catch let error as EffectRegistryError {
            #expect(error.description.hasPrefix("unknown preset 'tower' for effect 'stack'; known presets: default, transparent"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(EffectRegistryError.unknownEffect("spin", known: ["scale", "stack"]).description
            == "unknown effect 'spin'; known effects: scale, stack")
    }

    @Test("options JSON makes the effect; bad options name the key path")
    func optionsJSON() throws {
        let registry = EffectRegistry()
        let effect = try registry.effect(named: "stack", optionsJSON: Data(#"{"maxStackSize": 5, "alphaFactor": 0.1}"#.utf8))
        #expect(evaluate(effect, 1) == evaluate(StackEffect(options: .init(maxStackSize: 5, alphaFactor: 0.1)), 1))
        #expect(throws: EffectRegistryError.invalidOptions(
            effect: "scale", SpecError(path: "rotation3d.m34", message: "required key is missing"))) {
            try registry.effect(
                named: "scale",
                optionsJSON: Data(#"{"rotation3d": {"angle": 1, "minAngle": 0, "maxAngle": 1, "x": 0, "y": 1, "z": 0}}"#.utf8))
        }
    }

    @Test("a preset's options come out as JSON that reads back as the same options")
    func presetOptions() throws {
        let registry = EffectRegistry()
        let json = try registry.effects.presetOptions(of: "scale", preset: "rotary")
        #expect(try json.decode(ScaleTransformViewOptions.self) == .rotary)
        guard case .object(let members) = json else { throw SpecError(path: "", message: "not an object") }
        #expect(members["minScale"] == .number(0))
        #expect(throws: EffectRegistryError.self) { try registry.effects.presetOptions(of: "scale", preset: "wobble") }
    }

    @Test("users register their own effects with presets; re-registering a name replaces it in place")
    func userRegistration() throws {
        var registry = EffectRegistry()
        registry.register(name: "fade", presets: ["soft": FadeOptions(minimumAlpha: 0.6), "hard": FadeOptions(minimumAlpha: 0)]) {
            FadeEffect(options: $0)
        }
        #expect(registry.effectNames == ["scale", "stack", "snapshot", "slide", "iCarousel", "fsPagerView", "animatedCollectionViewLayout", "android", "fade"])
        #expect(try registry.presetNames(of: "fade") == ["soft", "hard"])
        #expect(evaluate(try registry.effect(named: "fade", preset: "soft"), 1).alpha == 0.6)
        #expect(evaluate(try registry.effect(named: "fade"), 0.5).alpha == 0.5)  // options from {}
        #expect(evaluate(try registry.effect(named: "fade", optionsJSON: Data(#"{"minimumAlpha":0.9}"#.utf8)), 1).alpha == 0.9)
        registry.register(name: "scale", presets: ["only": FadeOptions()]) { FadeEffect(options: $0) }
        #expect(registry.effectNames == ["scale", "stack", "snapshot", "slide", "iCarousel", "fsPagerView", "animatedCollectionViewLayout", "android", "fade"])
        #expect(try registry.presetNames(of: "scale") == ["only"])
    }

    @Test("an empty registry knows nothing; a factory's own errors are invalid options")
    func emptyAndThrowingFactory() {
        var registry = EffectRegistry.empty
        #expect(registry.effectNames.isEmpty)
        #expect(throws: EffectRegistryError.unknownEffect("scale", known: [])) { try registry.effect(named: "scale") }
        registry.register(name: "strict", presets: [:]) { (options: FadeOptions) -> any PagingEffect in
            guard options.minimumAlpha <= 1 else {
                throw SpecError(path: "minimumAlpha", message: "must be at most 1")
            }
            return FadeEffect(options: options)
        }
        #expect(throws: EffectRegistryError.invalidOptions(
            effect: "strict", SpecError(path: "minimumAlpha", message: "must be at most 1"))) {
            try registry.effect(named: "strict", optionsJSON: Data(#"{"minimumAlpha": 2}"#.utf8))
        }
    }
}
