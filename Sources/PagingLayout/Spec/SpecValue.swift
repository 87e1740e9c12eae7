import Foundation

/// Any JSON value, kept as read: how a spec holds an effect's options until the registry knows
/// which options type to read them as.
///
/// This is the package's JSON value tree for spec files, presets and the spec schema: values
/// compare and hash by content, and objects keep no key order (as JSON defines them). Output whose
/// key order is part of a contract (the CLI's JSON, the preview gallery's data) is built as
/// PagingLayoutRender's `JSONValue` instead, which keeps members in the order written and converts
/// from this type.
///
/// ```swift
/// let options: SpecValue = .object(["minScale": .number(0.6), "scaleCurve": .string("easeIn")])
/// ```
package enum SpecValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SpecValue])
    /// An object (key order is not kept).
    case object([String: SpecValue])

    /// The JSON value `value` encodes to, such as an options struct as an object.
    public init<T: Encodable>(encoding value: T) throws {
        self = try SpecJSONReader.read(JSONEncoder().encode(value))
    }

    /// Decodes a `T` from this value, as if it were the JSON document's root, without writing the
    /// value back to text: errors are the `DecodingError`s `JSONDecoder` gives for that document.
    ///
    /// - Complexity: O(size of the value).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try SpecValueDecoder.decode(T.self, from: self)
    }
}

extension SpecValue: Codable {
    /// Reads any JSON value through a `Decoder`, trying each kind in turn. Spec files are read
    /// strictly instead, in one pass (`SpecError.decode(_:from:)`).
    public init(from decoder: any Decoder) throws {
        // A value already read is taken as it is.
        if let decoder = decoder as? SpecValueDecoder {
            self = decoder.value
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SpecValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SpecValue].self))
        }
    }

    /// Writes the value; whole numbers below 2⁵³ (except −0) are written without a fraction, so
    /// they read back as whole-number fields (such as `maxStackSize`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if let whole = Self.wholeNumber(value) {
                try container.encode(whole)
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }
}

extension SpecValue {
    /// `number` as an integer when JSON should write it without a fraction: a whole number below
    /// 2⁵³ in magnitude (where doubles hold every integer), except −0, whose sign only a fraction
    /// keeps. Written so, it reads back as a whole-number field (such as `maxStackSize`).
    package static func wholeNumber(_ number: Double) -> Int64? {
        guard number.rounded() == number, abs(number) < 0x1p53, !(number == 0 && number.sign == .minus) else {
            return nil
        }
        return Int64(number)
    }
}
