import Foundation

/// A colour as red, green, blue and alpha components from 0 to 1, independent of any UI toolkit.
///
/// Written in spec files as `"#RRGGBB"` or `"#RRGGBBAA"`.
public struct RGBAColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: CGFloat
    /// Green, 0…1.
    public var green: CGFloat
    /// Blue, 0…1.
    public var blue: CGFloat
    /// Alpha (opacity), 0…1.
    public var alpha: CGFloat

    /// Creates a colour; components are clamped to 0…1 (non-finite ones count as 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        func unit(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// Opaque black, the default shadow colour.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (hexadecimal, either case); `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        // `UInt32(_:radix:)` alone would also take a sign: "#+FFFFF" is not a colour.
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let rgba = digits.count == 6 ? (value << 8) | 0xFF : value
        func component(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
        self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// `"#RRGGBB"` for an opaque colour, `"#RRGGBBAA"` otherwise.
    public var hexString: String {
        func byte(_ value: CGFloat) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}
