import Foundation

/// Reads spec files and options files as strict JSON (RFC 8259) into a ``SpecValue``, in one pass
/// over the input: time and memory grow linearly with its size.
///
/// Stricter than Foundation's `JSONSerialization`, and every rejection is a ``SpecError``:
/// - malformed JSON (a trailing comma, a comment, `NaN`, an unquoted key, a stray byte, text that
///   is not UTF-8) is reported as `not valid JSON at line L, column C: …`, with the key path of the
///   value being read;
/// - a key repeated within one object is rejected at its key path (`options.minScale: duplicate key`);
/// - a number too large for a `Double` (`1e400`) is rejected at its key path as out of range;
/// - documents larger than ``maximumByteCount`` or nested deeper than ``maximumDepth`` are rejected
///   before any work proportional to them is done.
///
/// A UTF-8 byte-order mark at the start is skipped; the empty document is rejected.
///
/// ```swift
/// let value = try SpecJSONReader.read(Data(#"{"version": 1, "effect": "scale"}"#.utf8))
/// ```
package struct SpecJSONReader {
    /// The largest document read, in bytes: 4 MiB, far beyond any hand-written spec.
    package static let maximumByteCount = 4 << 20

    /// The deepest nesting of arrays and objects read: 64 levels (the root object is level 1).
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    /// The key path of the value being read, as keys and array indices.
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Reads `data` as one JSON value, rejecting anything the rules above forbid.
    ///
    /// - Complexity: O(*n*) in the size of `data`.
    package static func read(_ data: Data) throws -> SpecValue {
        guard data.count <= maximumByteCount else {
            throw SpecError(
                path: "",
                message: "the document is \(data.count) bytes; a spec may be at most \(maximumByteCount) bytes (4 MiB)")
        }
        var reader = SpecJSONReader(bytes: Array(data))
        return try reader.readDocument()
    }

    private mutating func readDocument() throws -> SpecValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw syntaxError("the document is UTF-16; save it as UTF-8")
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw SpecError(path: "", message: "the document is empty; expected a JSON object")
        }
        let value = try readValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw syntaxError("unexpected \(describeByte()) after the JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws -> SpecValue {
        guard index < bytes.count else { throw syntaxError("unexpected end of the document; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readLiteral("true", as: .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", as: .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", as: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw syntaxError("unexpected \(describeByte()); expected a value")
        }
    }

    private mutating func readObject(depth: Int) throws -> SpecValue {
        try checkDepth(depth)
        index += 1
        var members: [String: SpecValue] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntaxError("unexpected \(describeByte()); expected a key in double quotes")
            }
            let key = try readString()
            guard members[key] == nil else {
                path.append(.key(key))
                throw SpecError(path: pathString, message: "duplicate key; each key may appear once in an object")
            }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw syntaxError("unexpected \(describeByte()); expected ':'") }
            skipWhitespace()
            path.append(.key(key))
            members[key] = try readValue(depth: depth)
            path.removeLast()
            skipWhitespace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else {
                throw syntaxError("unexpected \(describeByte()); expected ',' or '}'")
            }
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                throw syntaxError("trailing comma before '}'")
            }
        }
    }

    private mutating func readArray(depth: Int) throws -> SpecValue {
        try checkDepth(depth)
        index += 1
        var elements: [SpecValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            elements.append(try readValue(depth: depth))
            path.removeLast()
            skipWhitespace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else {
                throw syntaxError("unexpected \(describeByte()); expected ',' or ']'")
            }
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw syntaxError("trailing comma before ']'")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws {
        guard depth <= Self.maximumDepth else {
            throw SpecError(
                path: pathString, message: "nested deeper than \(Self.maximumDepth) levels of arrays and objects")
        }
    }

    private mutating func readLiteral(_ word: String, as value: SpecValue) throws -> SpecValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw syntaxError("unexpected \(describeByte()); expected a value")
        }
        index += expected.count
        return value
    }

    // MARK: - Numbers

    private mutating func readNumber() throws -> Double {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if index < bytes.count, isDigit(bytes[index]) { throw syntaxError("a number may not start with 0") }
        } else {
            guard try consumeDigits() else { throw syntaxError("expected a digit after '-'") }
        }
        if consume(UInt8(ascii: ".")) {
            guard try consumeDigits() else { throw syntaxError("expected a digit after '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard try consumeDigits() else { throw syntaxError("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SpecError(
                path: pathString,
                message: "number \(text.count > 40 ? text.prefix(40) + "…" : text) is out of range; "
                    + "numbers must lie within ±\(Double.greatestFiniteMagnitude)")
        }
        return value
    }

    /// Consumes a run of digits; whether there was at least one.
    private mutating func consumeDigits() throws -> Bool {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index > start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: - Strings

    private mutating func readString() throws -> String {
        index += 1  // the opening quote
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw syntaxError("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(bytes: utf8, encoding: .utf8) else {
                    throw syntaxError("a string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try readEscape(into: &utf8)
            case 0..<0x20:
                throw syntaxError("unescaped control character \(describeByte()) in a string")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into utf8: inout [UInt8]) throws {
        guard index < bytes.count else { throw syntaxError("unterminated string") }
        let byte = bytes[index]
        index += 1
        if let replacement = Self.simpleEscapes[byte] {
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw syntaxError("invalid escape \\\(describeByte()) in a string")
        }
        var scalar = try readHexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by an escaped low one.
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw syntaxError("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string")
            }
            index += 2
            let low = try readHexQuad()
            guard (0xDC00..<0xE000).contains(low) else {
                throw syntaxError("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw syntaxError("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string")
        }
        utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    /// The characters `\\` escapes by one letter, and what they stand for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func readHexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw syntaxError("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The byte at the read position as a reader would name it.
    private func describeByte() -> String {
        guard index < bytes.count else { return "end of the document" }
        let byte = bytes[index]
        if (0x21..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private var pathString: String {
        path.reduce("") { joined, component in
            switch component {
            case .key(let key): SpecError.join(joined, key)
            case .index(let index): SpecError.join(joined, "[\(index)]")
            }
        }
    }

    /// A syntax error at the read position: line and column (counted in characters, from 1).
    private func syntaxError(_ reason: String) -> SpecError {
        let end = min(index, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the character their lead byte started.
                column += 1
            }
        }
        return SpecError(path: pathString, message: "not valid JSON at line \(line), column \(column): \(reason)")
    }
}
