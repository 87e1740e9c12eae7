import Foundation

extension NamedEffects {
    /// What code generation writes for one effect of a spec, as the registry makes it.
    package struct GenerationSource {
        /// The effect the registry makes; its type is the generated declaration's type.
        package var effect: Effect
        /// The options the spec gives, typed, or `nil` for a preset or none.
        package var options: (any Sendable)?
        /// The Swift name of the preset's case of the options' `Layout` (`"reverse"`), or `nil` for
        /// the `"default"` preset or none.
        package var presetCase: String?
    }

    /// The names of the effects code generation can write: those registered with a `Layout`
    /// (``register(name:defaultOptions:presets:factory:)``), in registration order.
    package var generatableEffectNames: [String] { entries.filter { $0.presetCases != nil }.map(\.name) }

    /// The effect `name` with `preset` or `options` (at most one), with what code generation needs
    /// to write it.
    ///
    /// Throws the registry's errors (as `lookUp(_:preset:)` and `lookUp(_:options:)` do), and a
    /// ``SpecError`` at `effect` for an effect code generation cannot write.
    package func generationSource(named name: String, preset: String?, options: SpecValue?) throws
        -> GenerationSource
    {
        let entry = try entry(named: name)
        guard let presetCases = entry.presetCases else {
            throw SpecError(
                path: "effect",
                message: "no Swift code generation for effect '\(name)'; it knows "
                    + generatableEffectNames.joined(separator: ", "))
        }
        guard let options else {
            return GenerationSource(
                effect: try lookUp(name, preset: preset), options: nil, presetCase: preset.flatMap { presetCases[$0] })
        }
        let decoded = try invalidOptions(of: entry) { try entry.decodeOptions(options) }
        return GenerationSource(
            effect: try invalidOptions(of: entry) { try entry.makeEffect(decoded) }, options: decoded, presetCase: nil)
    }
}
