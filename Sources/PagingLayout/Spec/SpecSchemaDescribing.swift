import Foundation

/// A type whose spec-file form has a JSON Schema: what ``SpecFieldCoder/value`` and its relatives
/// publish for a field of this type.
///
/// Options types described by a ``SpecFieldTable`` get theirs from the table; string enumerations
/// (``SpecEnumeration``) list their spellings:
///
/// ```swift
/// extension TransformCurve: Codable, SpecEnumeration {}   // {"type": "string", "enum": ["linear", …]}
/// ```
package protocol SpecSchemaDescribing {
    /// The schema of this type's values in spec files (never `null`; optional fields add it).
    static var specSchema: SpecSchema { get }
}

extension Bool: SpecSchemaDescribing {
    /// `true` or `false` (not `0` or `1`).
    package static var specSchema: SpecSchema { .boolean }
}

extension Vector3: SpecSchemaDescribing {
    /// `[x, y, z]`: exactly three numbers.
    package static var specSchema: SpecSchema { .array(of: .anyNumber, minimum: 3, maximum: 3) }
}
