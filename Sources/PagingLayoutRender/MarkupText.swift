import Foundation

/// Text for markup: numbers as CSS and SVG read them, and escaped strings.
///
/// Output must be the same on every run and platform (golden files compare it byte for byte), so
/// numbers are rounded to a fixed number of significant digits before printing — which also hides
/// last-bit differences between platforms' `sin`/`cos` — and never use exponent notation.
enum MarkupText {
    /// `value` with at most 12 significant digits, without exponent or trailing zeros: `0.002`,
    /// `-86.602540378`, `1`, `0.0000123`. Non-finite values (which the renderers never pass) print `0`.
    ///
    /// The digits are those of `printf`'s `%.12g` — the value's exact binary expansion rounded to 12
    /// significant digits, ties to even — read back and printed shortest.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite, value != 0 else { return "0" }
        let double = Double(value)
        // Rounding the shortest digits instead of the exact expansion decides every case but one: a
        // 13th digit 5 with nothing after it, where the exact value may lie either side of the tie.
        // Below the normal range fewer than 15 digits survive a round trip, which the shortest text
        // of the rounded value relies on. Both are left to `printf`.
        if abs(double) >= 1e-290, let text = plain(double, significantDigits: 12) { return text }
        return plain(Double(String(format: "%.12g", double)) ?? 0, significantDigits: nil) ?? "0"
    }

    /// `value` rounded to 1/10 000 (ample for screen coordinates), printed like ``number(_:)``.
    static func coordinate(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        // Beyond about 10³⁰⁴ the scaling overflows; such values have no fraction to round anyway.
        let scaled = (Double(value) * 10_000).rounded()
        return plain(scaled.isFinite ? scaled / 10_000 : Double(value), significantDigits: nil) ?? "0"
    }

    /// An SVG `points` list, `x,y x,y …`, each coordinate as ``coordinate(_:)`` prints it.
    static func points(_ polygon: [CGPoint]) -> String {
        polygon.map { "\(coordinate($0.x)),\(coordinate($0.y))" }.joined(separator: " ")
    }

    /// The shortest text that reads back as `value`, with any exponent written out, its digits rounded
    /// to `significantDigits` (half up) when given; `nil` when that rounding meets an exact tie of the
    /// shortest digits (which the caller settles).
    ///
    /// The gallery prints hundreds of thousands of numbers: this works on the bytes of the shortest
    /// text (a small string, held inline) in a fixed buffer, with no intermediate strings.
    private static func plain(_ value: Double, significantDigits: Int?) -> String? {
        if value == 0 { return "0" }
        var shortest = value.description
        return shortest.withUTF8 { text in
            // Digits first (at most 17), then the text (at most 17 digits and 330 zeros, a point and a sign).
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 384) { buffer in
                // The significant digits, and where the point goes: value = 0.d₁d₂… × 10^point.
                var digitCount = 0
                var point = 0
                var exponent = 0
                var exponentSign = 1
                var inExponent = false
                var afterPoint = false
                for byte in text {
                    switch byte {
                    case 0x30...0x39 where inExponent: exponent = exponent * 10 + Int(byte - 0x30)
                    case 0x30 where digitCount == 0:
                        // Leading zeros only move the point.
                        if afterPoint { point -= 1 }
                    case 0x30...0x39:
                        buffer[digitCount] = byte - 0x30
                        digitCount += 1
                        if !afterPoint { point += 1 }
                    case 0x2E: afterPoint = true
                    case 0x65, 0x45: inExponent = true
                    case 0x2D where inExponent: exponentSign = -1
                    default: break  // the sign, and "+" of the exponent
                    }
                }
                point += exponentSign * exponent
                while digitCount > 0, buffer[digitCount - 1] == 0 { digitCount -= 1 }
                if let limit = significantDigits, digitCount > limit {
                    if digitCount == limit + 1, buffer[limit] == 5 { return nil }
                    let roundsUp = buffer[limit] >= 5
                    digitCount = limit
                    if roundsUp {
                        while digitCount > 0, buffer[digitCount - 1] == 9 { digitCount -= 1 }
                        if digitCount > 0 {
                            buffer[digitCount - 1] += 1
                        } else {
                            // 99…9 carried over into a new leading digit.
                            buffer[0] = 1
                            digitCount = 1
                            point += 1
                        }
                    }
                    while digitCount > 0, buffer[digitCount - 1] == 0 { digitCount -= 1 }
                }
                let start = 24
                var end = start
                func put(_ byte: UInt8) {
                    buffer[end] = byte
                    end += 1
                }
                if value < 0 { put(0x2D) }
                if point <= 0 {
                    put(0x30)
                    put(0x2E)
                    for _ in 0 ..< -point { put(0x30) }
                    for index in 0..<digitCount { put(0x30 + buffer[index]) }
                } else {
                    for index in 0..<max(point, digitCount) {
                        if index == point { put(0x2E) }
                        put(index < digitCount ? 0x30 + buffer[index] : 0x30)
                    }
                }
                return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }
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
