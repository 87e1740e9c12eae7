import Foundation
import PagingLayout
import PagingLayoutRender

/// An option's value as the docs' option tables write it: `nil`, `true`, `linear`, 0.75, 2π,
/// −1/500, (0.93, 0.36) for points and sizes, [0, 0, 0], or the compact JSON of anything else (pieces values).
enum OptionValueText {
    /// `value` for a Markdown table cell.
    static func markdown(_ value: SpecValue) -> String {
        switch value {
        case .null: return "`nil`"
        case .bool(let flag): return "`\(flag)`"
        case .string(let name): return "`\(name)`"
        case .number(let number): return self.number(number)
        case .array(let values):
            let numbers = values.compactMap { value -> Double? in if case .number(let n) = value { n } else { nil } }
            guard numbers.count == values.count else { break }
            return "[" + numbers.map(self.number).joined(separator: ", ") + "]"
        case .object(let members):
            if members.count == 2, case .number(let x)? = members["x"], case .number(let y)? = members["y"] {
                return "(\(number(x)), \(number(y)))"
            }
            if members.count == 2, case .number(let width)? = members["width"],
                case .number(let height)? = members["height"]
            {
                return "(\(number(width)), \(number(height)))"
            }
        }
        return "`" + JSONValue(value).text.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    /// A number the way a person writes it: whole numbers without a fraction, multiples of π as
    /// such (2π, π/7, −π/4), small reciprocals of whole numbers as fractions (−1/500), else six
    /// significant digits; a minus sign rather than a hyphen.
    static func number(_ value: Double) -> String {
        let sign = value < 0 ? "−" : ""
        let magnitude = abs(value)
        if magnitude == magnitude.rounded(), magnitude < 1e15 { return sign + String(Int(magnitude)) }
        for divisor in 1...12 {
            let multiple = magnitude / .pi * Double(divisor)
            guard abs(multiple - multiple.rounded()) < 1e-9, multiple.rounded() >= 1 else { continue }
            let count = Int(multiple.rounded())
            return sign + (count == 1 ? "" : String(count)) + "π" + (divisor == 1 ? "" : "/\(divisor)")
        }
        let reciprocal = 1 / magnitude
        if reciprocal > 100, abs(reciprocal - reciprocal.rounded()) < 1e-9 { return sign + "1/\(Int(reciprocal.rounded()))" }
        return sign + String(format: "%.6g", magnitude)
    }
}
