// The two effect registries' spellings as apps use them (Docs/CustomEffects.md, Docs/Effects.md, the
// DocC catalogue): `EffectRegistry` and `OffsetEffectRegistry`, both kinds of the one
// `NamedEffectRegistry`, with every public member of each, including the results passed on to
// generic code (`some PagingEffect`, `some OffsetEffect`) and stored under the registries' names.
import Foundation
import PagingLayout

/// Options of an app's own progress-driven effect, read from a spec.
struct RegistryTiltOptions: Codable, Sendable {
    var maximumAngle: CGFloat = .pi / 8
}

/// The app's own progress-driven effect.
struct RegistryTiltEffect: PagingEffect {
    var options: RegistryTiltOptions

    func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        let angle = options.maximumAngle * max(-1, min(1, progress))
        return EffectAttributes(transform: Transform3D.identity.rotatedBy(angle: angle, x: 0, y: 1, z: 0))
    }
}

/// An app's own generic code over either kind of effect.
func registryAlpha(of effect: some PagingEffect) -> CGFloat {
    effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300))).alpha
}

func registryOverlay(of effect: some OffsetEffect) -> CGFloat {
    effect.attributes(
        in: OffsetEffectContext(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), viewport: CGRect(x: 0, y: 0, width: 320, height: 568))
    ).overlayAlpha ?? 0
}

/// Where an app keeps its registries: under their own names, as stored properties and parameters.
final class RegistryStore {
    var progressEffects: EffectRegistry = .empty
    var offsetEffects: OffsetEffectRegistry = OffsetEffectRegistry.empty
    let specJSON = Data(#"{"version": 1, "effect": "scale", "preset": "coverFlow"}"#.utf8)

    init(progressEffects: EffectRegistry = EffectRegistry()) {
        self.progressEffects = progressEffects
        offsetEffects = OffsetEffectRegistry(progressEffects: progressEffects)
    }

    func progressSpellings() throws -> [any PagingEffect] {
        var registry = EffectRegistry()
        registry.register(name: "tilt", presets: ["gentle": RegistryTiltOptions(maximumAngle: 0.2)]) { options in
            RegistryTiltEffect(options: options)
        }
        registry.register(
            name: "scaled", defaultOptions: ScaleTransformViewOptions(),
            presets: ScaleTransformViewOptions.layout, factory: { ScaleEffect(options: $0) })
        let names: [String] = registry.effectNames
        let presets: [String] = try registry.presetNames(of: "tilt")
        _ = (names, presets)
        let spec = EffectSpec.effect("scale", preset: "linear")
        _ = registryAlpha(of: try registry.makeEffect(spec))
        _ = registryAlpha(of: try registry.makeEffect(specJSON: specJSON))
        _ = registryAlpha(of: try registry.effect(named: "tilt", preset: "gentle"))
        _ = registryAlpha(of: try registry.effect(named: "tilt"))
        _ = registryAlpha(of: try registry.effect(named: "tilt", optionsJSON: Data(#"{"maximumAngle": 0.5}"#.utf8)))
        return [
            try registry.makeEffect(spec), try registry.makeEffect(specJSON: specJSON),
            try registry.effect(named: "scale", preset: "coverFlow"), try EffectRegistry.empty.effect(named: "tilt"),
        ]
    }

    func offsetSpellings() throws -> [any OffsetEffect] {
        var registry = OffsetEffectRegistry()
        registry.register(name: "deepParallax", presets: ["default": ParallaxEffect(maxParallaxOffset: 90)])
        registry.progressEffects = progressEffects
        registry.progressEffects.register(name: "tilt") { RegistryTiltEffect(options: $0) }
        let fallback: EffectRegistry = registry.progressEffects
        let names: [String] = registry.effectNames + fallback.effectNames
        let presets: [String] = try registry.presetNames(of: "parallax")
        _ = (names, presets)
        let json = Data(#"{"version": 1, "compose": [{"effect": "sticky"}, {"effect": "tilt"}]}"#.utf8)
        _ = registryOverlay(of: try registry.makeEffect(specJSON: json))
        _ = registryOverlay(of: try registry.makeEffect(.effect("stretchyHeader", preset: "stickyStretchyList")))
        _ = registryOverlay(of: try registry.effect(named: "deepParallax", preset: "default"))
        let options = Data(#"{"maxParallaxOffset": 4}"#.utf8)
        _ = registryOverlay(of: try registry.effect(named: "parallax", optionsJSON: options))
        return [
            try registry.effect(named: "sticky"),
            try OffsetEffectRegistry(progressEffects: .empty).makeEffect(specJSON: json),
        ]
    }

    func errors() -> String {
        do {
            _ = try EffectRegistry().effect(named: "nope")
            return ""
        } catch let error as EffectRegistryError {
            switch error {
            case .unknownEffect(_, let known): return known.joined(separator: ", ")
            case .unknownPreset(_, _, let known): return known.joined(separator: ", ")
            case .invalidOptions(let effect, let reason): return "\(effect): \(reason)"
            }
        } catch {
            return "\(error)"
        }
    }
}
