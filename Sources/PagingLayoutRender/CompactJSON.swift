import Foundation

/// Compact JSON text for the preview gallery's data: numbers rounded to a fixed number of decimal
/// places (enough for the screen, small in the file), arrays, and strings safe inside a
/// `<script type="application/json">` element.
///
/// A serializer, not a value type: the gallery writes hundreds of thousands of numbers, so its
/// frames go straight to text, without building a ``JSONValue`` tree first; strings are quoted
/// as ``JSONValue`` quotes them.
enum CompactJSON {
    /// `value` rounded to `places` decimal places, without exponent or trailing zeros: `0.7071`,
    /// `-12.5`, `0`. Non-finite values (which the gallery never writes) print as `0`.
    static func number(_ value: CGFloat, places: Int) -> String {
        withNumberText(value, places: places) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 text of ``number(_:places:)`` for `value`, in scratch space that
    /// lives only for the call: what ``CompactJSONWriter`` appends without making a string.
    static func withNumberText<Result>(
        _ value: CGFloat, places: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard value.isFinite else { return withASCII("0", body) }
        let scale = places >= 0 && places < powersOfTen.count ? powersOfTen[places] : pow(10, Double(places))
        let scaled = (Double(value) * scale).rounded()
        // Beyond 2⁵³ an integer no longer holds every digit; such values never reach a screen.
        guard abs(scaled) < 9e15 else {
            var text = MarkupText.number(value)
            return text.withUTF8(body)
        }
        let whole = Int(scaled)
        if whole == 0 { return withASCII("0", body) }
        // The gallery writes hundreds of thousands of numbers: the text is built as bytes from the
        // last digit back, with no intermediate strings (which made number formatting most of the
        // gallery's time). At most 16 digits (or `places` of fraction and a zero), a point and a sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(places, 16) + 4) { buffer in
            var magnitude = whole.magnitude
            var start = buffer.count
            var written = 0
            // Fraction digits, last first: zeros at the end are dropped, and the point goes in only
            // when a fraction digit is kept.
            var keptFraction = false
            while written < places {
                let digit = UInt8(magnitude % 10)
                magnitude /= 10
                written += 1
                if digit == 0, !keptFraction { continue }
                keptFraction = true
                start -= 1
                buffer[start] = 0x30 + digit
            }
            if keptFraction {
                start -= 1
                buffer[start] = 0x2E  // "."
            }
            // The whole part: at least one digit.
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if whole < 0 {
                start -= 1
                buffer[start] = 0x2D  // "-"
            }
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Calls `body` with the bytes of a short ASCII `text`.
    private static func withASCII<Result>(_ text: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// 10⁰ … 10⁸, the scales of the places the gallery writes: the same values `pow` gives, without
    /// the call.
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// `[a,b,…]` from already written elements.
    static func array(_ elements: [String]) -> String {
        // Bytes copied once into storage of the final size: the gallery joins millions of short
        // elements, and brackets added around a joined string would copy it twice more.
        var length = 2 + max(elements.count - 1, 0)
        for element in elements { length += element.utf8.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var element = element
            element.withUTF8 { bytes.append(contentsOf: $0) }
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
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
