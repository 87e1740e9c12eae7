import Foundation

extension NamedEffects {
    /// A JSON Schema (draft 2020-12) for spec files of this registry's effects, for editors that
    /// check and complete JSON as it is typed. `Docs/spec.schema.json` is this schema for the
    /// built-in registry; a test keeps it in step, and `Scripts/spec-schema-agreement.py` checks
    /// that a standard validator and the spec reader give the same verdict on thousands of specs.
    ///
    /// Built-in effects' options are described by the tables that read them: every key typed
    /// (`null` where the reader takes it), required keys of nested objects required, ranges,
    /// whole numbers, colours and the shapes of pieces values included, no other key allowed.
    /// Deprecated spellings of keys (such as `stackRotateAngel`) are allowed and marked
    /// `deprecated`. Options of effects registered with other types are only required to be
    /// objects; the reader checks the rest. Rules about the text itself are the reader's alone
    /// (the strict reader's): duplicate keys, numbers beyond a `Double`, size and depth limits.
    ///
    /// ```swift
    /// let schema = try EffectRegistry().effects.specSchema()
    /// let text = try JSONEncoder().encode(schema)
    /// ```
    ///
    /// - Complexity: O(effects × options).
    package func specSchema() throws -> SpecValue {
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
