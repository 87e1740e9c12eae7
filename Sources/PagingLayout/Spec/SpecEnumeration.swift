import Foundation

/// A string-valued enumeration in spec files (curves, blur styles, the peers' types): read from a
/// case's spelling, with an error that lists the accepted spellings, and written as it.
///
/// ```swift
/// extension TransformCurve: Codable, SpecEnumeration {}   // "linear", "easeIn", …
/// ```
package protocol SpecEnumeration: Codable, CaseIterable, RawRepresentable<String>, SpecSchemaDescribing {}

extension SpecEnumeration {
    /// The spellings, as ``init(from:)`` reads them.
    package static var specSchema: SpecSchema { .enumeration(allCases.map(\.rawValue)) }

    /// Reads a case's spelling, such as `"easeIn"`; anything else is an error listing the spellings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            let accepted = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected one of \(accepted), found \"\(text)\"")
        }
        self = value
    }

    /// Writes the case's spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
