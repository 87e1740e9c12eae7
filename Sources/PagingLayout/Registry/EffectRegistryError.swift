import Foundation

/// Why an ``EffectRegistry`` could not make an effect.
public enum EffectRegistryError: Error, Equatable, CustomStringConvertible {
    /// No effect is registered under `name`; `known` lists the registered names.
    case unknownEffect(String, known: [String])
    /// The effect has no preset `name`; `known` lists its presets.
    case unknownPreset(String, effect: String, known: [String])
    /// The options given for `effect` could not be read; the error names the key path.
    case invalidOptions(effect: String, SpecError)

    /// One line saying what is wrong and what would be accepted.
    public var description: String {
        switch self {
        case .unknownEffect(let name, let known):
            return "unknown effect '\(name)'; known effects: \(known.joined(separator: ", "))"
        case .unknownPreset(let name, let effect, let known):
            return "unknown preset '\(name)' for effect '\(effect)'; known presets: \(known.joined(separator: ", "))"
        case .invalidOptions(let effect, let error):
            return "invalid options for effect '\(effect)': \(error)"
        }
    }
}

extension EffectRegistryError {
    /// The error as a spec error at the key it concerns below `path`.
    package func specError(at path: String) -> SpecError {
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
