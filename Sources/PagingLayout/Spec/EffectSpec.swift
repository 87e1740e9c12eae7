import Foundation

/// A spec file: a versioned description of an effect — a registered effect with a preset or
/// options, or a composition of such — that an ``EffectRegistry`` turns into a ``PagingEffect``.
///
/// ```json
/// {"version": 1, "effect": "scale", "preset": "coverFlow"}
/// {"version": 1, "effect": "stack", "options": {"maxStackSize": 4, "stackRotateAngle": 0.2}}
/// {"version": 1, "compose": [{"effect": "scale", "preset": "linear"}, {"effect": "fade"}]}
/// ```
///
/// `version` is required at the root and must be ``currentVersion``. An effect names a registered
/// effect and gives at most one of `preset` and `options` (neither: the effect's default options).
/// `compose` lists at least one entry of the same shape, applied in order (see ``ComposedEffect``).
/// Unknown keys are errors. Reading an effect from a file:
/// ```swift
/// let effect = try EffectRegistry().makeEffect(specJSON: Data(contentsOf: url))
/// ```
public struct EffectSpec: Sendable, Hashable {
    /// The format version this library reads and writes.
    public static let currentVersion = 1

    /// The format version of the document.
    public var version: Int
    /// What the spec describes.
    public var content: Content

    /// What a spec (or one entry of a composition) describes.
    public indirect enum Content: Sendable, Hashable {
        /// The registered effect `name`, with a `preset` name or `options` (JSON, read by the
        /// effect's options type) or neither (default options).
        case effect(name: String, preset: String? = nil, options: SpecValue? = nil)
        /// Several entries applied in order as one ``ComposedEffect``.
        case compose([Content])
    }

    /// Creates a spec of the current version.
    public init(_ content: Content, version: Int = EffectSpec.currentVersion) {
        self.version = version
        self.content = content
    }

    /// The registered effect `name` with the preset `preset`, or its default options for `nil`.
    public static func effect(_ name: String, preset: String? = nil) -> EffectSpec {
        EffectSpec(.effect(name: name, preset: preset))
    }

    /// The registered effect `name` with `options`, written as JSON.
    ///
    /// ```swift
    /// let spec = try EffectSpec.effect("scale", options: ScaleTransformViewOptions(minScale: 0.5))
    /// ```
    public static func effect<Options: Encodable>(_ name: String, options: Options) throws -> EffectSpec {
        EffectSpec(.effect(name: name, options: try SpecValue(encoding: options)))
    }

    /// The specs' contents applied in order.
    public static func compose(_ specs: [EffectSpec]) -> EffectSpec {
        EffectSpec(.compose(specs.map(\.content)))
    }
}

extension EffectSpec: Codable {
    /// Reads a spec document; `version` is required and must be ``currentVersion``.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        // Required here; the content checks its value (it accepts the key in nested entries too).
        version = try c.decode(Int.self, forKey: SpecCodingKey("version"))
        content = try Content(from: decoder)
    }

    /// Writes `version` and the content's keys in one object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(version, forKey: SpecCodingKey("version"))
        try content.encode(to: encoder)
    }

    static func checkVersion(_ version: Int, in c: KeyedDecodingContainer<SpecCodingKey>) throws {
        guard version == currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey("version"), in: c, debugDescription: unsupportedVersionMessage(version))
        }
    }

    // The rules a spec breaks, shared by decoding and by ``EffectRegistry/makeEffect(_:)`` (which
    // also checks specs built in code).

    static func unsupportedVersionMessage(_ version: Int) -> String {
        "unsupported version \(version); this library reads version \(currentVersion)"
    }

    static let emptyCompositionMessage = "expected at least one effect"

    static let presetAndOptionsMessage = "give either \"preset\" or \"options\", not both"
}

extension EffectSpec.Content: Codable {
    /// Reads `{"effect", "preset"?, "options"?}` or `{"compose": [...]}`; a `version` key is
    /// allowed (and checked) so whole spec documents can be pasted into a composition.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["version", "effect", "preset", "options", "compose"])
        if let version = try c.decodeIfPresent(Int.self, forKey: SpecCodingKey("version")) {
            try EffectSpec.checkVersion(version, in: c)
        }
        let hasEffect = c.contains(SpecCodingKey("effect"))
        let hasCompose = c.contains(SpecCodingKey("compose"))
        if hasCompose {
            for key in ["effect", "preset", "options"] where c.contains(SpecCodingKey(key)) {
                throw DecodingError.dataCorruptedError(
                    forKey: SpecCodingKey(key), in: c, debugDescription: "not allowed beside \"compose\"")
            }
            let entries = try c.decode([EffectSpec.Content].self, forKey: SpecCodingKey("compose"))
            guard !entries.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    forKey: SpecCodingKey("compose"), in: c, debugDescription: EffectSpec.emptyCompositionMessage)
            }
            self = .compose(entries)
        } else if hasEffect {
            let name = try c.decode(String.self, forKey: SpecCodingKey("effect"))
            let preset = try c.decodeIfPresent(String.self, forKey: SpecCodingKey("preset"))
            var options = try c.decodeIfPresent(SpecValue.self, forKey: SpecCodingKey("options"))
            if options == .null { options = nil }
            if preset != nil, options != nil {
                throw DecodingError.dataCorruptedError(
                    forKey: SpecCodingKey("options"), in: c, debugDescription: EffectSpec.presetAndOptionsMessage)
            }
            self = .effect(name: name, preset: preset, options: options)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected an \"effect\" or a \"compose\" key"))
        }
    }

    /// Writes `{"effect", "preset"?, "options"?}` or `{"compose": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        switch self {
        case .effect(let name, let preset, let options):
            try c.encode(name, forKey: SpecCodingKey("effect"))
            try c.encodeIfPresent(preset, forKey: SpecCodingKey("preset"))
            try c.encodeIfPresent(options, forKey: SpecCodingKey("options"))
        case .compose(let entries):
            try c.encode(entries, forKey: SpecCodingKey("compose"))
        }
    }
}
