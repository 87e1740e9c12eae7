import Foundation

/// A type whose spec-file form has a JSON Schema: what ``SpecFieldCoder/value`` and its relatives
/// publish for a field of this type.
///
/// Options types described by a ``SpecFieldTable`` get theirs from the table; the string
/// enumerations read by `SpecEnumeration` list their spellings, declared beside their coding:
///
/// ```swift
/// extension TransformCurve: Codable, SpecSchemaDescribing { … }   // {"type": "string", "enum": ["linear", …]}
/// ```
package protocol SpecSchemaDescribing {
    /// The schema of this type's values in spec files (never `null`; optional fields add it).
    static var specSchema: SpecSchema { get }
}

extension SpecSchemaDescribing where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case names, as `SpecEnumeration` reads them.
    package static var specSchema: SpecSchema { .enumeration(allCases.map(\.rawValue)) }
}

extension Bool: SpecSchemaDescribing {
    /// `true` or `false` (not `0` or `1`).
    package static var specSchema: SpecSchema { .boolean }
}

extension Vector3: SpecSchemaDescribing {
    /// `[x, y, z]`: exactly three numbers.
    package static var specSchema: SpecSchema { .array(of: .anyNumber, minimum: 3, maximum: 3) }
}
