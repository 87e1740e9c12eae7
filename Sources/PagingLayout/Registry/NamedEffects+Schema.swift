import Foundation

extension NamedEffects {
    /// A JSON Schema (draft 2020-12) for spec files of these effects (see
    /// `EffectRegistry.specSchema()`).
    func specSchema() throws -> SpecValue {
        var definitions: [String: SpecValue] = [:]
        var entries: [SpecValue] = []
        let version = SpecValue.object(["const": .number(Double(EffectSpec.currentVersion))])
        let null = SpecValue.object(["type": .string("null")])
        for name in effectNames {
            let entry = try entry(named: name)
            let options = entry.optionsSchema() ?? SpecSchema(["type": .string("object")])
            definitions.merge(options.definitions) { first, _ in first }
            definitions["options-\(name)"] = options.value
            definitions["effect-\(name)"] = .object([
                "type": .string("object"),
                "required": .array([.string("effect")]),
                "additionalProperties": .bool(false),
                // A preset and options together, unless one of them is null.
                "not": .object([
                    "required": .array([.string("preset"), .string("options")]),
                    "properties": .object([
                        "preset": .object(["type": .string("string")]), "options": .object(["not": null]),
                    ]),
                ]),
                "properties": .object([
                    "version": version,
                    "effect": .object(["const": .string(name)]),
                    "preset": .object(["enum": .array(entry.presetNames.map(SpecValue.string) + [.null])]),
                    "options": .object(["anyOf": .array([.object(["$ref": .string("#/$defs/options-\(name)")]), null])]),
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
