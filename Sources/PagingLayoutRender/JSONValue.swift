import Foundation
import PagingLayout

/// A JSON document with keys kept in the order they were written, printed compactly.
///
/// The CLI's output contracts and the preview gallery's data are JSON whose key order reads
/// naturally; `JSONEncoder` does not keep order on every platform, so the package writes its own.
///
/// Why not the core's `SpecValue`: that is the value tree of spec files, whose objects are
/// dictionaries (no order, compared by content); output needs its members in a fixed order, and
/// whole numbers written as integers (``int(_:)``). The CLI converts a `SpecValue` (preset
/// options, schemas) to this type, sorting its keys. ``CompactJSON`` is not a value tree: it writes
/// the gallery's bulk numbers straight to text.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, printed without a fraction.
    case int(Int)
    /// A number, printed in the shortest form that reads back the same double. Non-finite values
    /// print as `null`; the tool never produces them.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with ordered keys.
    case object([(String, JSONValue)])

    /// Equality that compares objects key by key, in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The compact JSON text.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .number(let value): out += value.isFinite ? "\(value)" : "null"
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ string: String, to out: inout String) {
        out += quoted(string)
    }

    /// `text` as a JSON string literal. With `escapingHTML`, `<`, `>`, `&` and the two Unicode line
    /// separators are escaped too, so the literal can sit inside an HTML `script` element.
    public static func quoted(_ text: String, escapingHTML: Bool = false) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where escapingHTML && "<>&\u{2028}\u{2029}".unicodeScalars.contains(scalar):
                appendEscape(scalar, to: &out)
            case _ where scalar.value < 0x20: appendEscape(scalar, to: &out)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Appends `\uXXXX` (four lower-case hex digits) for `scalar`, which is below U+10000. The gallery's
    /// templates are HTML, so this runs for every `<` and `>` of them: no formatting call.
    private static func appendEscape(_ scalar: Unicode.Scalar, to out: inout String) {
        out += "\\u"
        for shift in stride(from: 12, through: 0, by: -4) {
            out.unicodeScalars.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)])
        }
    }

    /// The sixteen hex digits, lower case.
    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)
}

extension JSONValue {
    /// `{"x":…,"y":…}`.
    public init(_ point: CGPoint) {
        self = .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    /// `{"width":…,"height":…}`.
    public init(_ size: CGSize) {
        self = .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`.
    public init(_ rect: CGRect) {
        self = .object([
            ("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
            ("width", .number(rect.size.width)), ("height", .number(rect.size.height)),
        ])
    }

    /// The sixteen fields `m11 … m44` as an array.
    public init(_ transform: Transform3D) {
        self = .array(transform.fields.map { .number($0) })
    }

    /// `{"section":…,"item":…}`.
    public init(_ indexPath: ItemIndexPath) {
        self = .object([("section", .int(indexPath.section)), ("item", .int(indexPath.item))])
    }
}
