import Foundation
import Testing

@testable import PagingLayout

@Suite("DefaultViewAnimator.Curve")
struct CurveTests {
    typealias Curve = DefaultViewAnimator.Curve

    struct Sample: CustomTestStringConvertible, Sendable {
        let curve: Curve
        let linear: Double
        let expected: Double
        var testDescription: String { "\(curve)(\(linear)) = \(expected)" }
    }

    /// Values worked out by hand from the original library's formulas:
    /// - parametric p²/(2(p²−p)+1): 0.25 → 0.0625/0.625 = 0.1; 0.5 → 0.25/0.5 = 0.5;
    ///   0.75 → 0.5625/0.625 = 0.9
    /// - easeInOut: 0.25 → 2·0.0625 = 0.125; 0.5 → −0.5+2−1 = 0.5; 0.75 → −1.125+3−1 = 0.875
    /// - easeIn −p(p−2): 0.25 → 0.25·1.75 = 0.4375; 0.5 → 0.75; 0.75 → 0.75·1.25 = 0.9375
    /// - easeOut p²: 0.0625, 0.25, 0.5625
    static let samples: [Sample] = [
        Sample(curve: .linear, linear: 0.25, expected: 0.25),
        Sample(curve: .linear, linear: 0.5, expected: 0.5),
        Sample(curve: .linear, linear: 0.75, expected: 0.75),
        Sample(curve: .parametric, linear: 0.25, expected: 0.1),
        Sample(curve: .parametric, linear: 0.5, expected: 0.5),
        Sample(curve: .parametric, linear: 0.75, expected: 0.9),
        Sample(curve: .easeInOut, linear: 0.25, expected: 0.125),
        Sample(curve: .easeInOut, linear: 0.5, expected: 0.5),
        Sample(curve: .easeInOut, linear: 0.75, expected: 0.875),
        Sample(curve: .easeIn, linear: 0.25, expected: 0.4375),
        Sample(curve: .easeIn, linear: 0.5, expected: 0.75),
        Sample(curve: .easeIn, linear: 0.75, expected: 0.9375),
        Sample(curve: .easeOut, linear: 0.25, expected: 0.0625),
        Sample(curve: .easeOut, linear: 0.5, expected: 0.25),
        Sample(curve: .easeOut, linear: 0.75, expected: 0.5625),
    ]

    @Test("follows the original library's formulas", arguments: samples)
    func formulas(sample: Sample) {
        #expect(abs(sample.curve.fromLinear(progress: sample.linear) - sample.expected) < 1e-12)
    }

    @Test("maps 0 to 0 and 1 to 1", arguments: Curve.allCases)
    func endpoints(curve: Curve) {
        #expect(curve.fromLinear(progress: 0) == 0)
        #expect(curve.fromLinear(progress: 1) == 1)
    }

    @Test("clamps its input to 0…1, NaN counting as 0", arguments: Curve.allCases)
    func clampsInput(curve: Curve) {
        #expect(curve.fromLinear(progress: -0.5) == 0)
        #expect(curve.fromLinear(progress: -.infinity) == 0)
        #expect(curve.fromLinear(progress: .nan) == 0)
        #expect(curve.fromLinear(progress: 1.5) == 1)
        #expect(curve.fromLinear(progress: .infinity) == 1)
    }

    @Test("never decreases and stays within 0…1", arguments: Curve.allCases)
    func monotonic(curve: Curve) {
        var previous = 0.0
        for step in 0...1000 {
            let value = curve.fromLinear(progress: Double(step) / 1000)
            #expect(value >= previous && value <= 1, "\(curve) at \(Double(step) / 1000)")
            previous = value
        }
    }

    @Test("round-trips through its raw value")
    func rawValues() {
        #expect(Curve.allCases.map(\.rawValue) == ["linear", "parametric", "easeInOut", "easeIn", "easeOut"])
        #expect(Curve(rawValue: "easeIn") == .easeIn)
    }
}
