import Foundation
import Testing

@testable import PagingLayout

@Suite("TransformCurve")
struct TransformCurveTests {
    @Test("linear leaves progress unchanged", arguments: [-2.0, 0, 0.3, 1, 7.5])
    func linear(progress: CGFloat) {
        #expect(TransformCurve.linear.computeFromLinear(progress: progress) == progress)
    }

    @Test("easeIn is log10(1 + 9p): 0 → 0, ½ → log10 5.5, 1 → 1, 2 → log10 19")
    func easeIn() {
        let curve = TransformCurve.easeIn
        #expect(curve.computeFromLinear(progress: 0) == 0)
        #expect(isNear(curve.computeFromLinear(progress: 0.5), 0.740_362_689_494_244))  // log10(5.5)
        #expect(curve.computeFromLinear(progress: 1) == 1)
        #expect(isNear(curve.computeFromLinear(progress: 2), 1.278_753_600_952_829))  // log10(19)
    }

    @Test("easeOut is 1 − log10(10 − 9p): 0 → 0, ½ → 1 − log10 5.5, 1 → 1, 1.1 → 2")
    func easeOut() {
        let curve = TransformCurve.easeOut
        #expect(curve.computeFromLinear(progress: 0) == 0)
        #expect(isNear(curve.computeFromLinear(progress: 0.5), 1 - 0.740_362_689_494_244))
        #expect(curve.computeFromLinear(progress: 1) == 1)
        #expect(isNear(curve.computeFromLinear(progress: 1.1), 2))  // 1 − log10(0.1)
    }

    @Test("easeOut follows the original until its log argument reaches 1e-9, then holds 10")
    func easeOutClamp() {
        let curve = TransformCurve.easeOut
        // Just below 10/9 the original is still finite: 1 − log10(10 − 9·1.111) = 1 − log10(0.001) = 4.
        #expect(isNear(curve.computeFromLinear(progress: 1.111), 4))
        // From 10/9 on the original is infinite, then NaN; the clamp holds 1 − log10(1e-9) = 10.
        for progress in [10.0 / 9, 1.2, 2, 1e9] {
            #expect(isNear(curve.computeFromLinear(progress: progress), 10))
        }
    }

    @Test("easeIn follows the original until its log argument reaches 1e-9, then holds −9")
    func easeInClamp() {
        let curve = TransformCurve.easeIn
        #expect(isNear(curve.computeFromLinear(progress: -0.11), -2))  // log10(0.01)
        #expect(isNear(curve.computeFromLinear(progress: -1), -9))  // log10(1e-9)
    }

    @Test("both eased curves are finite and non-decreasing on a sweep", arguments: [TransformCurve.easeIn, .easeOut])
    func sweep(curve: TransformCurve) {
        var previous = -CGFloat.infinity
        for step in 0...4000 {
            let value = curve.computeFromLinear(progress: -10 + CGFloat(step) * 0.005)
            #expect(value.isFinite && value >= previous)
            previous = value
        }
    }

    @Test("curves read and write their names in JSON; others are errors listing them")
    func coding() throws {
        let curves = try JSONDecoder().decode([TransformCurve].self, from: Data(#"["linear","easeIn","easeOut"]"#.utf8))
        #expect(curves == [.linear, .easeIn, .easeOut])
        #expect(String(decoding: try JSONEncoder().encode(curves), as: UTF8.self) == #"["linear","easeIn","easeOut"]"#)
        do {
            _ = try SpecError.decode([TransformCurve].self, from: Data(#"["linear","bounce"]"#.utf8))
            Issue.record("an unknown curve was accepted")
        } catch let error as SpecError {
            #expect(error.path == "[1]")
            #expect(error.message == #"expected one of "linear", "easeIn", "easeOut", found "bounce""#)
        }
    }
}

@Suite("RangeInterpolation")
struct RangeInterpolationTests {
    @Test(
        "maps the clamped fraction of the input range onto the output range",
        arguments: [
            // (value, in lower, in upper, out lower, out upper, expected)
            (0.5, 0.0, 1.0, 0.0, 1.0, 0.5),
            (2.0, 0.0, 4.0, 0.0, 1.0, 0.5),
            (-1.0, 0.0, 4.0, 0.0, 1.0, 0.0),  // clamped to the lower end
            (9.0, 0.0, 4.0, 0.0, 1.0, 1.0),  // clamped to the upper end
            (-0.85, -1.0, -0.7, 0.0, 1.0, 0.5),
            (0.25, 0.0, 1.0, 0.0, 0.8, 0.2),
            (0.25, 0.0, 1.0, 0.0, -0.8, 0.2),  // the output is walked upwards by |upper − lower|
            (0.5, 2.0, 1.0, 0.0, 1.0, 0.0),  // a reversed input range always gives the start
        ])
    func mapping(value: Double, inLower: Double, inUpper: Double, outLower: Double, outUpper: Double, expected: Double) {
        let result = RangeInterpolation.interpolate(
            value, inputLower: inLower, inputUpper: inUpper, outputLower: outLower, outputUpper: outUpper)
        #expect(isNear(result, expected))
        // The original's formula, re-derived, agrees.
        #expect(isNear(result, OriginalFormulas.interpolate(value, inLower, inUpper, outLower, outUpper)))
    }

    @Test("an empty input range is a step at its bound instead of 0/0")
    func emptyRange() {
        #expect(RangeInterpolation.interpolate(2, inputLower: 2, inputUpper: 2) == 0)
        #expect(RangeInterpolation.interpolate(1, inputLower: 2, inputUpper: 2) == 0)
        #expect(RangeInterpolation.interpolate(2.5, inputLower: 2, inputUpper: 2) == 1)
        #expect(OriginalFormulas.interpolate(2, 2, 2).isNaN)  // what the original computes
    }
}
