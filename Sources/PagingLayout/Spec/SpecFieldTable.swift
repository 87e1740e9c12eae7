import Foundation

/// An options type described by one table of fields, which reads and writes its spec objects and
/// tells code generation how to rebuild a value.
///
/// Adding an option is one line in ``specFields``; the conformance brings `init(from:)` and
/// `encode(to:)`, which read and write by the table:
///
/// ```swift
/// extension SlideEffectOptions: Codable, SpecFieldTable {
///     package static let specFields: [SpecField<Self>] = [
///         SpecField("scaleRatio", \.scaleRatio, .number),
///         SpecField("alphaRatio", \.alphaRatio, .number),
///     ]
///     package static var specDefaults: Self { Self() }
/// }
/// ```
package protocol SpecFieldTable: Codable, Sendable, SpecSchemaDescribing {
    /// Every field, in the initialiser's parameter order: the order keys are read in (so the first
    /// bad key is the one reported), written in and listed in error messages.
    static var specFields: [SpecField<Self>] { get }
    /// The value whose fields a spec object's missing keys keep, and which code generation leaves
    /// out of an initialiser call. Required fields' values here are never used.
    static var specDefaults: Self { get }
}

extension SpecFieldTable {
    /// The keys a spec object may hold, in table order (without former spellings).
    package static var specKeys: [String] { specFields.map(\.key) }

    /// The schema of a spec object of this type, from the table: each key typed by its coder, the
    /// required keys required, no other key allowed. A former spelling is allowed (marked
    /// `deprecated`, which editors show), but not beside the key it replaces.
    package static var specSchema: SpecSchema {
        var properties: [String: SpecSchema] = [:]
        var formerSpellings: [String: SpecValue] = [:]
        for field in specFields {
            properties[field.key] = field.schema
            guard let formerKey = field.formerKey else { continue }
            var former = field.schema
            former.value = .object(["allOf": .array([field.schema.value]), "deprecated": .bool(true)])
            properties[formerKey] = former
            formerSpellings[formerKey] = .object(["not": .object(["required": .array([.string(field.key)])])])
        }
        return .object(
            properties, required: specFields.filter(\.isRequired).map(\.key),
            extra: formerSpellings.isEmpty ? [:] : ["dependentSchemas": .object(formerSpellings)])
    }

    /// Reads a spec object: each field's key if present, the default otherwise.
    ///
    /// Throws a `DecodingError` at the key at fault: an unknown key (listing the allowed ones), a
    /// key given in both its spellings, or the first value that does not read.
    ///
    /// - Complexity: O(keys + fields).
    package init(specFieldsFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SpecCodingKey.self)
        let fields = Self.specFields
        try container.rejectUnknownKeys(allowed: fields.map(\.key) + fields.compactMap(\.formerKey))
        for field in fields {
            guard let formerKey = field.formerKey, container.contains(SpecCodingKey(formerKey)),
                container.contains(SpecCodingKey(field.key))
            else { continue }
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(formerKey), in: container,
                debugDescription: "give either \(field.key) or its old spelling \(formerKey), not both")
        }
        var value = Self.specDefaults
        for field in fields {
            try field.read(into: &value, from: container)
        }
        self = value
    }

    /// Reads a spec object by the type's field table, as `init(specFieldsFrom:)` does: a missing key
    /// keeps the default, `null` clears an optional field, an unknown key is an error naming it.
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field of the type's table under its key (`null` for an absent optional value).
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }

    /// Writes every field under its key (`null` for an absent optional value).
    package func encodeSpecFields(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        for field in Self.specFields {
            try field.write(self, to: &container)
        }
    }
}
