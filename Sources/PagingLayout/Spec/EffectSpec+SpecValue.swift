import Foundation

extension EffectSpec {
    /// Reads a spec document already read as JSON: what ``SpecError/decode(_:from:)`` does after
    /// the strict reader has checked the text, in one walk over the spec's keys (the options are
    /// kept as they are, for the effect's options type to read).
    ///
    /// Throws a ``SpecError`` at the key path at fault, such as `version: expected a whole number,
    /// found 1.5` or `compose[2]: expected an "effect" or a "compose" key`.
    package init(specValue value: SpecValue) throws {
        let members = try Self.members(of: value, at: "")
        guard let versionValue = members["version"] else {
            throw SpecError(path: "version", message: "required key is missing")
        }
        version = try Self.version(versionValue, at: "version")
        content = try Content(specValue: value, at: "")
    }

    /// The members of an object value, or an error naming what was found instead.
    fileprivate static func members(of value: SpecValue, at path: String) throws -> [String: SpecValue] {
        guard case .object(let members) = value else {
            throw SpecError(path: path, message: "expected an object, found \(value.kindDescription)")
        }
        return members
    }

    /// The whole-number version `value`, read at key path `path` (`version`, `compose[0].version`),
    /// which an error names.
    fileprivate static func version(_ value: SpecValue, at path: String) throws -> Int {
        guard case .number(let number) = value else {
            throw SpecError(path: path, message: "expected a whole number, found \(value.kindDescription)")
        }
        guard number.rounded() == number, abs(number) < 0x1p53 else {
            throw SpecError(path: path, message: "expected a whole number, found \(number)")
        }
        return Int(number)
    }
}

extension EffectSpec.Content {
    /// Reads `{"effect", "preset"?, "options"?}` or `{"compose": [...]}` at `path`.
    init(specValue value: SpecValue, at path: String) throws {
        let members = try EffectSpec.members(of: value, at: path)
        try SpecError.rejectUnknownKeys(
            members.keys, allowed: ["version", "effect", "preset", "options", "compose"], at: path)
        if let version = members["version"] {
            let versionPath = SpecError.join(path, "version")
            let number = try EffectSpec.version(version, at: versionPath)
            guard number == EffectSpec.currentVersion else {
                throw SpecError(path: versionPath, message: EffectSpec.unsupportedVersionMessage(number))
            }
        }
        if let compose = members["compose"] {
            for key in ["effect", "preset", "options"] where members[key] != nil {
                throw SpecError(path: SpecError.join(path, key), message: "not allowed beside \"compose\"")
            }
            let composePath = SpecError.join(path, "compose")
            guard case .array(let entries) = compose else {
                throw SpecError(path: composePath, message: "expected an array, found \(compose.kindDescription)")
            }
            guard !entries.isEmpty else { throw SpecError(path: composePath, message: EffectSpec.emptyCompositionMessage) }
            self = .compose(
                try entries.enumerated().map { index, entry in
                    try Self(specValue: entry, at: SpecError.join(composePath, "[\(index)]"))
                })
        } else if let effect = members["effect"] {
            guard case .string(let name) = effect else {
                throw SpecError(
                    path: SpecError.join(path, "effect"), message: "expected a string, found \(effect.kindDescription)")
            }
            var preset: String?
            switch members["preset"] {
            case nil, .null?: preset = nil
            case .string(let name)?: preset = name
            case let other?:
                throw SpecError(
                    path: SpecError.join(path, "preset"), message: "expected a string, found \(other.kindDescription)")
            }
            let options = members["options"].flatMap { $0 == .null ? nil : $0 }
            if preset != nil, options != nil {
                throw SpecError(path: SpecError.join(path, "options"), message: EffectSpec.presetAndOptionsMessage)
            }
            self = .effect(name: name, preset: preset, options: options)
        } else {
            throw SpecError(path: path, message: "expected an \"effect\" or a \"compose\" key")
        }
    }
}

extension SpecValue {
    /// What kind of JSON value this is, for error messages: "a number", "an object", ….
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
