import Foundation

/// A JSON Schema (draft 2020-12) fragment for one kind of spec value, with the named definitions it
/// refers to (`{"$ref": "#/$defs/NAME"}`), which the whole schema gathers under `$defs`.
///
/// Each ``SpecFieldCoder`` carries the fragment for the values it reads, so the published schema is
/// built from the same tables that read spec files and cannot drift from them:
///
/// ```swift
/// SpecSchema.number(minimum: 0).value   // {"type": "number", "minimum": 0}
/// ```
package struct SpecSchema: Sendable, Hashable {
    /// The fragment.
    package var value: SpecValue
    /// The definitions the fragment refers to, by name (without the `#/$defs/` prefix).
    package var definitions: [String: SpecValue]

    /// A fragment with the definitions it refers to.
    package init(_ value: SpecValue, definitions: [String: SpecValue] = [:]) {
        self.value = value
        self.definitions = definitions
    }

    /// A fragment made of `members`, with no definitions.
    package init(_ members: [String: SpecValue]) {
        self.init(.object(members))
    }

    /// Any JSON number (the reader already rejects what is not finite).
    package static let anyNumber = SpecSchema(["type": .string("number")])

    /// `true` or `false`.
    package static let boolean = SpecSchema(["type": .string("boolean")])

    /// A number with an optional inclusive lower bound, exclusive lower bound and inclusive upper bound.
    package static func number(
        minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil
    ) -> SpecSchema {
        var members: [String: SpecValue] = ["type": .string("number")]
        if let minimum { members["minimum"] = .number(minimum) }
        if let exclusiveMinimum { members["exclusiveMinimum"] = .number(exclusiveMinimum) }
        if let maximum { members["maximum"] = .number(maximum) }
        return SpecSchema(members)
    }

    /// A whole number (`3` or `3.0`) of magnitude below 2⁵³, at least `minimum` when given.
    package static func wholeNumber(atLeast minimum: Int? = nil) -> SpecSchema {
        var members: [String: SpecValue] = [
            "type": .string("integer"), "exclusiveMinimum": .number(-0x1p53), "exclusiveMaximum": .number(0x1p53),
        ]
        if let minimum {
            members["exclusiveMinimum"] = nil
            members["minimum"] = .number(Double(minimum))
        }
        return SpecSchema(members)
    }

    /// One of `names`, spelled exactly.
    package static func enumeration(_ names: [String]) -> SpecSchema {
        SpecSchema(["type": .string("string"), "enum": .array(names.map(SpecValue.string))])
    }

    /// A colour `"#RRGGBB"` or `"#RRGGBBAA"` (hexadecimal digits in either case).
    ///
    /// The lengths are spelled out beside the pattern because some validators' `$` also matches
    /// before a final line break, which would let `"#RRGGBB\n"` through.
    package static let color = SpecSchema([
        "type": .string("string"), "pattern": .string("^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$"),
        "minLength": .number(7), "maxLength": .number(9), "not": .object(["minLength": .number(8), "maxLength": .number(8)]),
    ])

    /// An object with exactly the keys of `properties` allowed, those in `required` required.
    package static func object(
        _ properties: [String: SpecSchema], required: [String] = [], extra: [String: SpecValue] = [:]
    ) -> SpecSchema {
        var members = extra
        members["type"] = .string("object")
        members["additionalProperties"] = .bool(false)
        members["properties"] = .object(properties.mapValues(\.value))
        if !required.isEmpty { members["required"] = .array(required.map(SpecValue.string)) }
        return SpecSchema(.object(members), definitions: merged(properties.values.map(\.definitions)))
    }

    /// A point `{"x","y"}` (both required), each coordinate as `coordinate` says.
    package static func point(_ coordinate: SpecSchema = .anyNumber) -> SpecSchema {
        object(["x": coordinate, "y": coordinate], required: ["x", "y"])
    }

    /// A size `{"width","height"}` (both required), each dimension as `dimension` says.
    package static func size(_ dimension: SpecSchema = .anyNumber) -> SpecSchema {
        object(["width": dimension, "height": dimension], required: ["width", "height"])
    }

    /// An array whose items are `items`, with at least `minimum` and at most `maximum` of them.
    package static func array(of items: SpecSchema, minimum: Int? = nil, maximum: Int? = nil) -> SpecSchema {
        var members: [String: SpecValue] = ["type": .string("array"), "items": items.value]
        if let minimum { members["minItems"] = .number(Double(minimum)) }
        if let maximum { members["maxItems"] = .number(Double(maximum)) }
        return SpecSchema(.object(members), definitions: items.definitions)
    }

    /// This fragment or `null`.
    package var orNull: SpecSchema {
        SpecSchema(.object(["anyOf": .array([value, .object(["type": .string("null")])])]), definitions: definitions)
    }

    /// A reference to the definition `name`, which is `schema`.
    package static func reference(_ name: String, to schema: SpecSchema) -> SpecSchema {
        var definitions = schema.definitions
        definitions[name] = schema.value
        return SpecSchema(.object(["$ref": .string("#/$defs/\(name)")]), definitions: definitions)
    }

    /// The union of several definition tables; a name defined twice has one meaning throughout.
    package static func merged(_ tables: some Sequence<[String: SpecValue]>) -> [String: SpecValue] {
        tables.reduce(into: [:]) { result, table in result.merge(table) { first, _ in first } }
    }
}
