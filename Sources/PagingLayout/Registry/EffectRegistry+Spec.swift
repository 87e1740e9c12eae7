import Foundation

extension EffectRegistry {
    /// The effect a spec describes; a composition becomes a ``ComposedEffect``.
    ///
    /// Throws a ``SpecError`` naming the key path in the spec, such as
    /// `compose[1].options.rotation3d.angle`, or `effect` for an unknown effect name (with the known
    /// names listed).
    public func makeEffect(_ spec: EffectSpec) throws -> any PagingEffect {
        try spec.resolve(
            named: { try effect(named: $0, preset: $1) }, withOptions: { try effect(named: $0, optionsJSON: $1) },
            compose: ComposedEffect.init)
    }

    /// The effect described by the spec document `specJSON` (see ``EffectSpec``); a malformed
    /// document throws a ``SpecError`` with the key path.
    ///
    /// ```swift
    /// let json = #"{"version": 1, "effect": "scale", "preset": "cylinder"}"#
    /// let effect = try EffectRegistry().makeEffect(specJSON: Data(json.utf8))
    /// ```
    public func makeEffect(specJSON: Data) throws -> any PagingEffect {
        try makeEffect(SpecError.decode(EffectSpec.self, from: specJSON))
    }
}

extension EffectRegistryError {
    /// The error as a spec error at the key it concerns below `path`.
    func specError(at path: String) -> SpecError {
        switch self {
        case .unknownEffect:
            return SpecError(path: SpecError.join(path, "effect"), message: description)
        case .unknownPreset:
            return SpecError(path: SpecError.join(path, "preset"), message: description)
        case .invalidOptions(_, let error):
            return error.prefixed(by: SpecError.join(path, "options"))
        }
    }
}
