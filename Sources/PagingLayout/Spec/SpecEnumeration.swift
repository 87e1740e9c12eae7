import Foundation

/// Reading and writing string-valued enumerations (curves, blur styles) in spec files, with an
/// error that lists the accepted spellings.
enum SpecEnumeration {
    /// The case of `T` spelled by the string in `decoder`'s single value.
    static func decode<T: RawRepresentable & CaseIterable>(_ type: T.Type, from decoder: any Decoder) throws -> T
    where T.RawValue == String {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = T(rawValue: text) else {
            let accepted = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected one of \(accepted), found \"\(text)\"")
        }
        return value
    }

    /// Writes `value` as its spelling.
    static func encode<T: RawRepresentable>(_ value: T, to encoder: any Encoder) throws where T.RawValue == String {
        var container = encoder.singleValueContainer()
        try container.encode(value.rawValue)
    }
}
