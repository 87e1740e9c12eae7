import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCodegen

@Suite("Swift number literals")
struct SwiftLiteralTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var value: Double
        var literal: String
        var testDescription: String { literal }
    }

    @Test(
        "a CGFloat prints as the shortest literal that reads back the same",
        arguments: [
            Case(value: 0.1, literal: "0.1"),
            Case(value: 2, literal: "2"),
            Case(value: -0.4, literal: "-0.4"),
            Case(value: 1.0 / 3.0, literal: "0.3333333333333333"),
            Case(value: 1e-300, literal: "1e-300"),
            Case(value: 1e-7, literal: "1e-07"),
            Case(value: 1e300, literal: "1e+300"),
            Case(value: 1e16, literal: "1e+16"),
            Case(value: 4_503_599_627_370_497, literal: "4503599627370497"),
            // From 2⁵³ on Swift writes an exponent: 2⁵³ + 2.
            Case(value: 9_007_199_254_740_994, literal: "9.007199254740994e+15"),
            Case(value: 0, literal: "0"),
            // An integer literal -0 would be +0.
            Case(value: -0.0, literal: "-0.0"),
            // Subnormals in hexadecimal: their decimals draw an "underflows" warning. The least, 2⁻¹⁰⁷⁴ (5e-324):
            Case(value: .leastNonzeroMagnitude, literal: "0x1p-1074"),
            Case(value: -3 * .leastNonzeroMagnitude, literal: "-0x3p-1074"),
            Case(value: .infinity, literal: ".infinity"),
            Case(value: -.infinity, literal: "-.infinity"),
        ])
    func cgFloat(_ example: Case) {
        #expect(SwiftLiteral.number(CGFloat(example.value)) == example.literal)
    }

    @Test("NaN prints as .nan")
    func notANumber() {
        #expect(SwiftLiteral.number(CGFloat.nan) == ".nan")
        #expect(SwiftLiteral.number(Float.nan) == ".nan")
    }

    @Test("a Float prints as its own shortest literal, not the double's")
    func float() {
        // Float(0.6) is 0.60000002384185791015625 as a double, but "0.6" as a Float literal.
        #expect(SwiftLiteral.number(Float(0.6)) == "0.6")
        #expect(SwiftLiteral.number(Float(3)) == "3")
        #expect(SwiftLiteral.number(-Float(0)) == "-0.0")
        // The smallest Float subnormal is 2⁻¹⁴⁹.
        #expect(SwiftLiteral.number(Float.leastNonzeroMagnitude) == "0x1p-149")
    }

    @Test(
        "hexadecimal literals use a whole-number significand",
        arguments: [
            // 1.5 = 3 × 2⁻¹.
            (1.5, "0x3p-1"),
            (-2.5, "-0x5p-1"),
            // 0.1 = 0x1.999999999999Ap-4 = 0x1999999999999A × 2⁻⁵⁶; dropping its one trailing zero bit
            // leaves 0xCCCCCCCCCCCCD × 2⁻⁵⁵.
            (0.1, "0xCCCCCCCCCCCCDp-55"),
            // The largest double, (2⁵³ − 1) × 2⁹⁷¹.
            (Double.greatestFiniteMagnitude, "0x1FFFFFFFFFFFFFp971"),
            (1, "0x1p0"),
        ])
    func hexadecimal(value: Double, literal: String) {
        #expect(SwiftLiteral.hexadecimal(value) == literal)
    }

    @Test("the largest Float in hexadecimal is (2²⁴ − 1) × 2¹⁰⁴")
    func hexadecimalFloat() {
        #expect(SwiftLiteral.hexadecimal(Float.greatestFiniteMagnitude) == "0xFFFFFFp104")
    }

    @Test("a decimal that a compiler for x86 would round twice to the neighbouring double is written in hexadecimal")
    func doubleRounding() throws {
        // Read into 80 bits first, 7.036870839547745e+177 rounds to a midpoint between two doubles,
        // which then rounds to the even one, 7.0368708395477446e+177 (the plugin test compiles it).
        let value = try #require(Double("7.036870839547745e+177"))
        let literal = SwiftLiteral.number(CGFloat(value))
        #if arch(x86_64) || arch(i386)
            #expect(literal == SwiftLiteral.hexadecimal(value))
        #else
            // Hosts without 80-bit floats cannot tell; arm64 compilers read the decimal directly.
            #expect(literal == "7.036870839547745e+177")
        #endif
        #expect(Double(literal).map(\.bitPattern) == value.bitPattern)
    }

    @Test("10 000 seeded random doubles and floats read back bit for bit")
    func randomRoundTrip() {
        var random = SeededGenerator(seed: 0xC0DE_6E11)
        for _ in 0..<10_000 {
            let double = Double(bitPattern: random.next())
            if double.isFinite {
                let literal = SwiftLiteral.number(CGFloat(double))
                #expect(Double(literal)?.bitPattern == double.bitPattern, "\(double) printed as \(literal)")
            }
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            if float.isFinite {
                let literal = SwiftLiteral.number(float)
                #expect(Float(literal)?.bitPattern == float.bitPattern, "\(float) printed as \(literal)")
            }
        }
    }
}
