import Foundation

/// Number literals that a Swift compiler reads back as exactly the value they were printed from.
///
/// The shortest decimal that round-trips (`0.1`, `1e-07`, `1e+16`; whole numbers without a fraction:
/// `2`) is used where it is safe. Two cases need more care:
/// - a compiler for x86 reads every floating-point literal into an 80-bit float first and rounds
///   that to the literal's type, and for rare decimals this second rounding lands on the
///   neighbouring value (`7.036870839547745e+177` reads as `7.0368708395477446e+177`); a `Float`
///   literal likewise passes through `Double` on arm64. Where the host can tell that a decimal is
///   such a case, the literal is written in hexadecimal instead, which is exact everywhere;
/// - subnormal numbers, whose decimal literals draw an "underflows" warning, are always written in
///   hexadecimal (`0x1p-1074`).
///
/// Negative zero is `-0.0` (an integer literal `-0` would be +0); non-finite values are `.nan`,
/// `.infinity` and `-.infinity`, which need a floating-point type from the context.
enum SwiftLiteral {
    /// The literal for a `CGFloat` (a `Double` on 64-bit platforms).
    static func number(_ value: CGFloat) -> String {
        let value = Double(value)
        return literal(value) { text in
            guard let direct = Double(text), direct.bitPattern == value.bitPattern else { return false }
            #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
                guard let wide = Float80(text), Double(wide).bitPattern == value.bitPattern else { return false }
            #endif
            return true
        }
    }

    /// The literal for a `Float`.
    static func number(_ value: Float) -> String {
        literal(value) { text in
            guard let direct = Float(text), direct.bitPattern == value.bitPattern,
                let double = Double(text), Float(double).bitPattern == value.bitPattern
            else { return false }
            #if !(os(Windows) || os(Android)) && (arch(i386) || arch(x86_64))
                guard let wide = Float80(text), Float(wide).bitPattern == value.bitPattern else { return false }
            #endif
            return true
        }
    }

    /// The literal for `value`: shortest decimal if `readsBack` accepts it, else hexadecimal.
    private static func literal<Number: BinaryFloatingPoint & CustomStringConvertible>(
        _ value: Number, readsBack: (String) -> Bool
    ) -> String where Number.RawSignificand: FixedWidthInteger {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        if value.isZero { return value.sign == .minus ? "-0.0" : "0" }
        if value.isSubnormal { return hexadecimal(value) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return readsBack(text) ? text : hexadecimal(value)
    }

    /// `value` as `0x<significand>p<exponent>` with a whole-number significand, e.g. `0x3p-1` for 1.5
    /// and `0x1p-1074` for the smallest subnormal `Double`. Exact in any floating-point type at
    /// least as wide as `Number`. `value` must be finite and non-zero.
    static func hexadecimal<Number: BinaryFloatingPoint>(_ value: Number) -> String
    where Number.RawSignificand: FixedWidthInteger {
        let fractionBits = Number.significandBitCount
        var significand = value.significandBitPattern
        var exponent: Int
        if value.isSubnormal {
            exponent = Int(Number.leastNormalMagnitude.exponent) - fractionBits
        } else {
            significand |= Number.RawSignificand(1) << fractionBits
            exponent = Int(value.exponent) - fractionBits
        }
        let trailingZeros = significand.trailingZeroBitCount
        significand >>= trailingZeros
        exponent += trailingZeros
        let sign = value.sign == .minus ? "-" : ""
        return sign + "0x" + String(significand, radix: 16, uppercase: true) + "p" + String(exponent)
    }
}
