import Foundation

extension EffectSpec {
    /// The effect this spec describes, made by a registry's lookups: `named` for an effect with a
    /// preset or none (default options), `withOptions` for an effect with options (as JSON), and
    /// `compose` for a composition's entries, in order. ``EffectRegistry`` and
    /// ``OffsetEffectRegistry`` resolve specs this way.
    ///
    /// Throws a ``SpecError`` naming the key path: `version` for an unsupported version,
    /// `compose[1].options.…` for options that do not read, `…effect` or `…preset` for unknown names
    /// (the lookups' ``EffectRegistryError``s, placed at their key).
    func resolve<Effect>(
        named: (_ name: String, _ preset: String?) throws -> Effect,
        withOptions: (_ name: String, _ optionsJSON: Data) throws -> Effect,
        compose: ([Effect]) -> Effect
    ) throws -> Effect {
        guard version == EffectSpec.currentVersion else {
            throw SpecError(path: "version", message: EffectSpec.unsupportedVersionMessage(version))
        }
        func resolve(_ content: Content, at path: String) throws -> Effect {
            switch content {
            case .compose(let entries):
                guard !entries.isEmpty else {
                    throw SpecError(path: SpecError.join(path, "compose"), message: EffectSpec.emptyCompositionMessage)
                }
                return compose(
                    try entries.enumerated().map { index, entry in
                        try resolve(entry, at: SpecError.join(path, "compose[\(index)]"))
                    })
            case .effect(let name, let preset, let options):
                if options != nil, preset != nil {
                    throw SpecError(path: SpecError.join(path, "options"), message: EffectSpec.presetAndOptionsMessage)
                }
                do {
                    guard let options else { return try named(name, preset) }
                    return try withOptions(name, try JSONEncoder().encode(options))
                } catch let error as EffectRegistryError {
                    throw error.specError(at: path)
                } catch {
                    // Only encoding the options can fail otherwise, which a `SpecValue` never does.
                    throw SpecError(describing: error).prefixed(by: SpecError.join(path, "options"))
                }
            }
        }
        return try resolve(content, at: "")
    }
}
