import Foundation

extension EffectRegistry {
    /// A JSON Schema (draft 2020-12) for spec files of this registry's effects, for editors that
    /// check and complete JSON as it is typed. `Docs/spec.schema.json` is this schema for the
    /// built-in registry; a test keeps it in step.
    ///
    /// Each effect's options list the keys its presets write, typed by the kinds of JSON value
    /// they hold across the presets, and `null` where the effect's options reader accepts it; its
    /// `preset` lists the preset names. Rules the schema cannot express (whole numbers, colours, the shape
    /// of pieces values, ranges) are still checked when the spec is read; so are options that every
    /// preset leaves unset (the schema allows any value there). Deprecated spellings of option keys
    /// (such as `stackRotateAngel`) are left out, so editors flag them.
    ///
    /// ```swift
    /// let schema = try EffectRegistry().specSchema()
    /// let text = try JSONEncoder().encode(schema)
    /// ```
    ///
    /// - Complexity: O(effects × presets × options).
    public func specSchema() throws -> SpecValue {
        var definitions: [String: SpecValue] = [:]
        var entries: [SpecValue] = []
        let version = SpecValue.object(["const": .number(Double(EffectSpec.currentVersion))])
        for name in effectNames {
            let presets = try presetNames(of: name)
            var kinds: [String: Set<String>] = [:]
            for preset in presets {
                guard case .object(let members) = try presetOptions(of: name, preset: preset) else { continue }
                for (key, value) in members { kinds[key, default: []].insert(value.schemaType) }
            }
            // Optional options take `null` whatever the presets hold: asked of the options reader itself.
            for key in kinds.keys where (try? effect(named: name, optionsJSON: Data("{\"\(key)\": null}".utf8))) != nil {
                kinds[key, default: []].insert("null")
            }
            let properties = kinds.mapValues { types -> SpecValue in
                // Unset in every preset: nothing says what a value would be, so any is allowed.
                guard types != ["null"] else { return .object([:]) }
                let sorted = types.sorted()
                return .object(["type": sorted.count == 1 ? .string(sorted[0]) : .array(sorted.map(SpecValue.string))])
            }
            definitions["options-\(name)"] = .object([
                "type": .string("object"), "additionalProperties": .bool(false), "properties": .object(properties),
            ])
            definitions["effect-\(name)"] = .object([
                "type": .string("object"),
                "required": .array([.string("effect")]),
                "additionalProperties": .bool(false),
                "not": .object(["required": .array([.string("preset"), .string("options")])]),
                "properties": .object([
                    "version": version,
                    "effect": .object(["const": .string(name)]),
                    "preset": .object(["enum": .array(presets.map(SpecValue.string) + [.null])]),
                    "options": .object(["anyOf": .array([.object(["$ref": .string("#/$defs/options-\(name)")]),
                                                         .object(["type": .string("null")])])]),
                ]),
            ])
            entries.append(.object(["$ref": .string("#/$defs/effect-\(name)")]))
        }
        definitions["compose"] = .object([
            "type": .string("object"),
            "required": .array([.string("compose")]),
            "additionalProperties": .bool(false),
            "properties": .object([
                "version": version,
                "compose": .object([
                    "type": .string("array"), "minItems": .number(1), "items": .object(["$ref": .string("#/$defs/content")]),
                ]),
            ]),
        ])
        definitions["content"] = .object(["oneOf": .array(entries + [.object(["$ref": .string("#/$defs/compose")])])])
        return .object([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string("PagingLayout effect spec"),
            "description": .string("A spec file: a registered effect with a preset or options, or a composition."),
            "type": .string("object"),
            "required": .array([.string("version")]),
            "$ref": .string("#/$defs/content"),
            "$defs": .object(definitions),
        ])
    }
}

extension SpecValue {
    /// The JSON Schema type name of this value: `"number"`, `"object"`, ….
    fileprivate var schemaType: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
