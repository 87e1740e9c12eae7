import Foundation

/// Compact JSON text for the preview gallery's data: numbers rounded to a fixed number of decimal
/// places (enough for the screen, small in the file), arrays, and strings safe inside a
/// `<script type="application/json">` element.
enum CompactJSON {
    /// `value` rounded to `places` decimal places, without exponent or trailing zeros: `0.7071`,
    /// `-12.5`, `0`. Non-finite values (which the gallery never writes) print as `0`.
    static func number(_ value: CGFloat, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = pow(10, Double(places))
        let scaled = (Double(value) * scale).rounded()
        // Beyond 2⁵³ an integer no longer holds every digit; such values never reach a screen.
        guard abs(scaled) < 9e15 else { return MarkupText.number(value) }
        let whole = Int(scaled)
        if whole == 0 { return "0" }
        var digits = String(whole.magnitude)
        if places > 0 {
            if digits.count <= places {
                digits = String(repeating: "0", count: places - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return whole < 0 ? "-" + digits : digits
    }

    /// `[a,b,…]` from already written elements.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// `{"key":value,…}` from already written values, in the order given.
    static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    /// A JSON string that can sit in an HTML `script` element without ending it.
    static func string(_ text: String) -> String {
        JSONValue.quoted(text, escapingHTML: true)
    }
}
