import Foundation
import PagingLayout

/// Parsers for the value syntaxes the subcommands share. Each returns `nil` for text it rejects,
/// and rejects non-finite numbers.
public enum ValueParsers {
    /// A finite number such as `0.5`, `-2` or `1e3`.
    public static func number(_ text: String) -> CGFloat? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// A comma-separated list of finite numbers (at least one): `-1,-0.5,0,0.5,1`.
    public static func numberList(_ text: String) -> [CGFloat]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { number(String($0)) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// `WIDTHxHEIGHT` with both dimensions positive and finite: `300x500`.
    public static func size(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = number(String(parts[0])), let height = number(String(parts[1])),
            width > 0, height > 0
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `X,Y` with both coordinates finite: `450,0`.
    public static func point(_ text: String) -> CGPoint? {
        guard let values = numberList(text), values.count == 2 else { return nil }
        return CGPoint(x: values[0], y: values[1])
    }

    /// Points separated by semicolons: `10,20;150,250`.
    public static func pointList(_ text: String) -> [CGPoint]? {
        let points = text.split(separator: ";", omittingEmptySubsequences: false).map { point(String($0)) }
        guard !points.isEmpty, points.allSatisfy({ $0 != nil }) else { return nil }
        return points.compactMap { $0 }
    }

    /// Item counts per section, each a whole number ≥ 0: `3,4,3`.
    public static func sectionCounts(_ text: String) -> [Int]? {
        let counts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? -1) >= 0 }) else { return nil }
        return counts.compactMap { $0 }
    }

    /// A visible-item count: `all` (for `nil`) or a whole number ≥ 1.
    public static func visibleCount(_ text: String) -> Int?? {
        if text == "all" { return .some(nil) }
        guard let count = Int(text), count >= 1 else { return nil }
        return .some(count)
    }

    /// An inset in points, the same on every side (`30`) or per axis (`30,40`: left and right, top and
    /// bottom); each finite and ≥ 0.
    public static func inset(_ text: String) -> CGSize? {
        guard let values = numberList(text), values.count <= 2, values.allSatisfy({ $0 >= 0 }) else { return nil }
        return CGSize(width: values[0], height: values[values.count - 1])
    }

    /// A whole number within `range`.
    public static func integer(in range: ClosedRange<Int>) -> (String) -> Int? {
        { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A scroll direction: `horizontal` or `vertical`.
    public static func direction(_ text: String) -> ScrollDirection? {
        ScrollDirection(rawValue: text)
    }

    /// A layout direction: `ltr` or `rtl` (or the full names `leftToRight`, `rightToLeft`).
    public static func layoutDirection(_ text: String) -> LayoutDirection? {
        switch text {
        case "ltr": return .leftToRight
        case "rtl": return .rightToLeft
        default: return LayoutDirection(rawValue: text)
        }
    }

    /// A finite number ≥ 0.
    public static func nonNegativeNumber(_ text: String) -> CGFloat? {
        Double(text).flatMap { $0.isFinite && $0 >= 0 ? CGFloat($0) : nil }
    }

    /// Content padding: `A,B` (leading, trailing) or one value for both; each finite and ≥ 0.
    public static func contentPadding(_ text: String) -> ContentPadding? {
        guard let values = numberList(text), values.count <= 2, values.allSatisfy({ $0 >= 0 }) else { return nil }
        return ContentPadding(leading: values[0], trailing: values[values.count - 1])
    }
}
