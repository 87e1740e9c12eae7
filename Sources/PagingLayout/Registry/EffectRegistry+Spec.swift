import Foundation

extension EffectRegistry {
    /// The effect a spec describes; a composition becomes a ``ComposedEffect``.
    ///
    /// Throws a ``SpecError`` naming the key path in the spec, such as
    /// `compose[1].options.rotation3d.angle`, or `effect` for an unknown effect name (with the known
    /// names listed).
    public func makeEffect(_ spec: EffectSpec) throws -> any PagingEffect {
        guard spec.version == EffectSpec.currentVersion else {
            throw SpecError(path: "version", message: EffectSpec.unsupportedVersionMessage(spec.version))
        }
        return try makeEffect(spec.content, at: "")
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

    private func makeEffect(_ content: EffectSpec.Content, at path: String) throws -> any PagingEffect {
        switch content {
        case .compose(let entries):
            guard !entries.isEmpty else {
                throw SpecError(path: SpecError.join(path, "compose"), message: EffectSpec.emptyCompositionMessage)
            }
            var effects: [any PagingEffect] = []
            for (index, entry) in entries.enumerated() {
                effects.append(try makeEffect(entry, at: SpecError.join(path, "compose[\(index)]")))
            }
            return ComposedEffect(effects)
        case .effect(let name, let preset, let options):
            if options != nil, preset != nil {
                throw SpecError(path: SpecError.join(path, "options"), message: EffectSpec.presetAndOptionsMessage)
            }
            do {
                guard let options else { return try effect(named: name, preset: preset) }
                return try effect(named: name, optionsJSON: try JSONEncoder().encode(options))
            } catch let error as EffectRegistryError {
                throw error.specError(at: path)
            } catch {
                // Only encoding the options can fail otherwise, which a `SpecValue` never does.
                throw SpecError(describing: error).prefixed(by: SpecError.join(path, "options"))
            }
        }
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

extension SpecError {
    /// `parent.child`, or just one of them when the other is empty; indices attach without a dot.
    static func join(_ parent: String, _ child: String) -> String {
        if parent.isEmpty { return child }
        if child.isEmpty { return parent }
        return child.hasPrefix("[") ? parent + child : parent + "." + child
    }

    /// The same error with `prefix` in front of its path.
    func prefixed(by prefix: String) -> SpecError {
        SpecError(path: SpecError.join(prefix, path), message: message)
    }
}
