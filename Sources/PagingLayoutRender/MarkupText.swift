import Foundation

/// Text for markup: numbers as CSS and SVG read them, and escaped strings.
///
/// Output must be the same on every run and platform (golden files compare it byte for byte), so
/// numbers are rounded to a fixed number of significant digits before printing — which also hides
/// last-bit differences between platforms' `sin`/`cos` — and never use exponent notation.
enum MarkupText {
    /// `value` with at most 12 significant digits, without exponent or trailing zeros: `0.002`,
    /// `-86.602540378`, `1`, `0.0000123`. Non-finite values (which the renderers never pass) print `0`.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = Double(String(format: "%.12g", Double(value))) ?? 0
        return plain(rounded)
    }

    /// `value` rounded to 1/10 000 (ample for screen coordinates), printed like ``number(_:)``.
    static func coordinate(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        // Beyond about 10³⁰⁴ the scaling overflows; such values have no fraction to round anyway.
        let scaled = (Double(value) * 10_000).rounded()
        return plain(scaled.isFinite ? scaled / 10_000 : Double(value))
    }

    /// The shortest text that reads back as `value`, with any exponent written out.
    private static func plain(_ value: Double) -> String {
        if value == 0 { return "0" }
        var text = "\(value)"
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = String(text[..<e])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = whole + fraction
        // Where the decimal point goes within `digits` once the exponent is applied.
        let point = whole.count + exponent
        var integerPart: String
        var fractionPart: String
        if point <= 0 {
            integerPart = "0"
            fractionPart = String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            integerPart = digits + String(repeating: "0", count: point - digits.count)
            fractionPart = ""
        } else {
            integerPart = String(digits.prefix(point))
            fractionPart = String(digits.dropFirst(point))
        }
        while fractionPart.hasSuffix("0") { fractionPart.removeLast() }
        integerPart = String(integerPart.drop { $0 == "0" })
        if integerPart.isEmpty { integerPart = "0" }
        let body = fractionPart.isEmpty ? integerPart : integerPart + "." + fractionPart
        return negative ? "-" + body : body
    }

    /// `text` safe inside HTML or SVG text and attribute values.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
