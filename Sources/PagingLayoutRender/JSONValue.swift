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
        case .string(let value): out += Self.quoted(value)
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
                out += Self.quoted(key) + ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `text` as a JSON string literal. With `escapingHTML`, `<`, `>`, `&` and the two Unicode line
    /// separators are escaped too, so the literal can sit inside an HTML `script` element.
    public static func quoted(_ text: String, escapingHTML: Bool = false) -> String {
        // Byte by byte over the UTF-8 into one buffer: every character escaped is ASCII but the two
        // line separators (E2 80 A8 and E2 80 A9), and the gallery quotes megabytes of templates.
        let utf8 = text.utf8
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        func backslashed(_ character: Unicode.Scalar) {
            out.append(UInt8(ascii: "\\"))
            out.append(UInt8(ascii: character))
        }
        // The two bytes before this one: E2 80 then A8 or A9 is U+2028 or U+2029.
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in utf8 {
            defer { previous = (previous.1, byte) }
            switch byte {
            case UInt8(ascii: "\""): backslashed("\"")
            case UInt8(ascii: "\\"): backslashed("\\")
            case UInt8(ascii: "\n"): backslashed("n")
            case UInt8(ascii: "\r"): backslashed("r")
            case UInt8(ascii: "\t"): backslashed("t")
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                if escapingHTML { appendEscape(UInt32(byte), to: &out) } else { out.append(byte) }
            case 0xA8, 0xA9:
                if escapingHTML && previous == (0xE2, 0x80) {
                    // The separator's first two bytes were copied already: they give way to the escape.
                    out.removeLast(2)
                    appendEscape(0x2000 + UInt32(byte) - 0x80, to: &out)
                } else {
                    out.append(byte)
                }
            case ..<0x20: appendEscape(UInt32(byte), to: &out)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `\uXXXX` (four lower-case hex digits) for the scalar `value`, below U+10000. The
    /// gallery's templates are HTML, so this runs for every `<` and `>` of them: no formatting call.
    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    /// The sixteen hex digits, lower case.
    private static let hexDigits = Array("0123456789abcdef".utf8)
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
