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
    package var content: Content

    /// What a spec (or one entry of a composition) describes.
    package indirect enum Content: Sendable, Hashable {
        /// The registered effect `name`, with a `preset` name or `options` (JSON, read by the
        /// effect's options type) or neither (default options).
        case effect(name: String, preset: String? = nil, options: SpecValue? = nil)
        /// Several entries applied in order as one ``ComposedEffect``.
        case compose([Content])
    }

    /// Creates a spec of the current version.
    package init(_ content: Content, version: Int = EffectSpec.currentVersion) {
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
    /// Reads a spec document; `version` is required and must be ``currentVersion``. A ``SpecError`` it
    /// throws has the decoder's key path in front.
    public init(from decoder: any Decoder) throws {
        let value = try SpecValue(from: decoder)
        do {
            try self.init(specValue: value)
        } catch let error as SpecError {
            throw error.prefixed(by: SpecError.path(decoder.codingPath))
        }
    }

    /// Writes `version` and the content's keys in one object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(version, forKey: SpecCodingKey("version"))
        try content.encode(to: encoder)
    }

    // The rules a spec breaks, shared by reading and by ``EffectRegistry/makeEffect(_:)`` (which
    // also checks specs built in code).

    static func unsupportedVersionMessage(_ version: Int) -> String {
        "unsupported version \(version); this library reads version \(currentVersion)"
    }

    static let emptyCompositionMessage = "expected at least one effect"

    static let presetAndOptionsMessage = "give either \"preset\" or \"options\", not both"
}

// Read only as part of a spec, by `init(specValue:at:)`.
extension EffectSpec.Content: Encodable {
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
