import Foundation
import TestSupport
import Testing

@testable import PagingLayout

private func scale(_ options: ScaleTransformViewOptions, _ progress: CGFloat) -> EffectAttributes {
    evaluate(ScaleEffect(options: options), progress)
}

/// The default options' attributes at `progress`.
private func scale(_ progress: CGFloat) -> EffectAttributes {
    scale(ScaleTransformViewOptions(), progress)
}

@Suite("ScaleEffect: each option, worked out by hand (200×300 target)")
struct ScaleEffectOptionTests {
    @Test("default options at the centre: untouched, strongest shadow")
    func centre() {
        let a = scale(0)
        // scale = 1 − 0·0.25 = 1; no adjustment; no translation.
        #expect(a.transform == .identity)
        // radius max(2, 1·13) = 13; offset (max(0, 0), max(2, 1·6) = 6); opacity max(0.1, 1·0.1).
        #expect(a.shadow == ShadowAttributes(opacity: 0.1, radius: 13, offset: CGSize(width: 0, height: 6)))
        #expect(a.alpha == 1 && a.blurRadius == 0 && a.zPosition == 0 && a.isDoubleSided)
    }

    @Test("default options one page away, either side")
    func onePage() {
        // scale = 1 − 0.25 = 0.75; x adjustment (1 − 0.75)·200/2 = 25, negated right of centre;
        // y adjustment 0.25·300/2 = 37.5.
        // right: tx = 200·0.93·1 − (−25) = 211; ty = 300·0.36·1 − 37.5 = 70.5.
        #expect(isNear(scale(1).transform, planar(0.75, 0, 0, 0.75, 211, 70.5)))
        // left: tx = 200·0.93·(−1) − 25 = −211.
        #expect(isNear(scale(-1).transform, planar(0.75, 0, 0, 0.75, -211, 70.5)))
        // radius max(2, 0) = 2; offset height max(2, 0) = 2; opacity max(0.1, 0) = 0.1.
        #expect(scale(1).shadow == ShadowAttributes(opacity: 0.1, radius: 2, offset: CGSize(width: 0, height: 2)))
        #expect(scale(-1).zPosition == -1 && scale(1.6).zPosition == -2)
    }

    @Test("half a page: scale, adjustments and shadow interpolate")
    func halfPage() {
        // scale 1 − 0.5·0.25 = 0.875; x adj 0.125·100 = 12.5 (negated); y adj 0.125·150 = 18.75.
        // tx = 200·0.93·0.5 + 12.5 = 105.5; ty = 300·0.36·0.5 − 18.75 = 35.25.
        let a = scale(0.5)
        #expect(isNear(a.transform, planar(0.875, 0, 0, 0.875, 105.5, 35.25)))
        // radius max(2, 0.5·13) = 6.5; offset height max(2, 0.5·6) = 3.
        #expect(a.shadow?.radius == 6.5 && a.shadow?.offset == CGSize(width: 0, height: 3))
    }

    @Test("minScale and maxScale clamp the scale")
    func scaleClamps() {
        // p = 2: 1 − 0.5 = 0.5, raised to minScale 0.75.
        #expect(scale(2).transform.m11 == 0.75)
        // scaleRatio −0.25 at p = 1: 1.25, lowered to maxScale 1.
        #expect(scale(ScaleTransformViewOptions(scaleRatio: -0.25), 1).transform.m11 == 1)
        // minScale 0.2 lets p = 2 reach 0.5.
        #expect(scale(ScaleTransformViewOptions(minScale: 0.2), 2).transform.m11 == 0.5)
    }

    @Test("without equal spacing the translation is the plain ratio")
    func spacingFlags() {
        let options = ScaleTransformViewOptions(keepVerticalSpacingEqual: false, keepHorizontalSpacingEqual: false)
        // tx = 200·0.93 = 186; ty = 300·0.36 = 108.
        #expect(isNear(scale(options, 1).transform, planar(0.75, 0, 0, 0.75, 186, 108)))
        let onlyVertical = ScaleTransformViewOptions(keepVerticalSpacingEqual: true, keepHorizontalSpacingEqual: false)
        #expect(isNear(scale(onlyVertical, 1).transform, planar(0.75, 0, 0, 0.75, 186, 70.5)))
    }

    @Test("curves bend |progress| before scaling and before translating")
    func curves() {
        let easeIn = log10(5.5)  // log10(1 + 9·0.5)
        let scaled = scale(ScaleTransformViewOptions(scaleCurve: .easeIn), 0.5).transform.m11
        #expect(isNear(scaled, 1 - 0.25 * easeIn))
        // Linear scale 0.875 (adjustments 12.5 and 18.75), translation along the curve.
        let moved = scale(ScaleTransformViewOptions(translationCurve: .easeIn), -0.5).transform
        #expect(isNear(moved.m41, -186 * easeIn - 12.5))
        #expect(isNear(moved.m42, 108 * easeIn - 18.75))
        let easeOut = 1 - log10(5.5)  // 1 − log10(1 + (9 − 4.5))
        #expect(isNear(scale(ScaleTransformViewOptions(translationCurve: .easeOut), 0.5).transform.m41, 186 * easeOut + 12.5))
    }

    @Test("translation bounds clamp in multiples of the size; nil removes a bound")
    func translationBounds() {
        // minTranslationRatio (0, 0): left page's tx −211 raised to 0, ty 70.5 stays.
        let floor = scale(ScaleTransformViewOptions(minTranslationRatio: .zero), -1).transform
        #expect(floor.m41 == 0 && floor.m42 == 70.5)
        // maxTranslationRatio (0.5, 0.1): tx 211 lowered to 100, ty 70.5 lowered to 30.
        let ceiling = scale(ScaleTransformViewOptions(maxTranslationRatio: CGPoint(x: 0.5, y: 0.1)), 1).transform
        #expect(ceiling.m41 == 100 && ceiling.m42 == 30)
        // translationRatio x 10: tx = 2000 + 25 = 2025, capped at 5·200 = 1000 by default, free with nil.
        let far = ScaleTransformViewOptions(translationRatio: CGPoint(x: 10, y: 0))
        #expect(scale(far, 1).transform.m41 == 1000)
        var unbounded = far
        unbounded.maxTranslationRatio = nil
        #expect(scale(unbounded, 1).transform.m41 == 2025)
    }

    @Test("shadow options: disabled, colour, bounds; shadowOpacity is not read, as in the original")
    func shadow() {
        #expect(scale(ScaleTransformViewOptions(shadowEnabled: false), 0.3).shadow == nil)
        let options = ScaleTransformViewOptions(
            shadowColor: .white, shadowOpacity: 0.9, shadowRadiusMin: 5, shadowRadiusMax: 20,
            shadowOffsetMin: CGSize(width: 1, height: 1), shadowOffsetMax: CGSize(width: 8, height: 10),
            shadowOpacityMin: 0.2, shadowOpacityMax: 0.8)
        let shadow = scale(options, -0.25).shadow
        // closeness 0.75: radius max(5, 15) = 15; offset (max(1, 6), max(1, 7.5)); opacity max(0.2, 0.6).
        #expect(shadow == ShadowAttributes(color: .white, opacity: 0.75 * 0.8, radius: 15, offset: CGSize(width: 6, height: 7.5)))
        // closeness 0.1: every value falls to its minimum.
        let far = scale(options, 0.9).shadow
        #expect(far?.radius == 5 && far?.offset == CGSize(width: 1, height: 1) && far?.opacity == 0.2)
        var other = options
        other.shadowOpacity = 0.1
        #expect(scale(other, -0.25).shadow == shadow)
    }

    @Test("blur radius is |progress| × ratio when enabled with a positive ratio, else 0")
    func blur() {
        let options = ScaleTransformViewOptions(blurEffectEnabled: true, blurEffectRadiusRatio: 0.4, blurEffectStyle: .dark)
        #expect(isNear(scale(options, -1.5).blurRadius, 0.6))
        #expect(scale(options, -1.5).blurStyle == .dark)
        #expect(scale(ScaleTransformViewOptions(blurEffectEnabled: false), 1.5).blurRadius == 0)
        #expect(scale(ScaleTransformViewOptions(blurEffectEnabled: true, blurEffectRadiusRatio: 0), 1.5).blurRadius == 0)
        #expect(scale(ScaleTransformViewOptions(blurEffectEnabled: true, blurEffectRadiusRatio: -1), 1.5).blurRadius == 0)
    }

    @Test("rotation3d: angle × progress clamped, perspective set before turning, isDoubleSided passed on")
    func rotation() {
        // Turn about z (in the screen's plane) with no perspective, on an unscaled, unmoved page.
        let flat = ScaleTransformViewOptions(
            minScale: 1, scaleRatio: 0, translationRatio: .zero,
            rotation3d: .init(angle: 0.5, minAngle: -0.3, maxAngle: 0.6, x: 0, y: 0, z: 2, m34: 0, isDoubleSided: true))
        // p = 1: angle 0.5 (inside the bounds); p = 2: 1.0 lowered to 0.6; p = −1: −0.5 raised to −0.3.
        for (progress, angle) in [(1.0, 0.5), (2.0, 0.6), (-1.0, -0.3)] {
            let t = scale(flat, progress).transform
            #expect(isNear(t, planar(cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0)), "p = \(progress)")
        }
        #expect(scale(flat, 1).isDoubleSided)
        // Perspective on a turn about y: the rotation's third row picks up m34 · sin/cos.
        let deep = ScaleTransformViewOptions(
            minScale: 1, scaleRatio: 0, translationRatio: .zero,
            rotation3d: .init(angle: .pi / 6, minAngle: -.pi, maxAngle: .pi, x: 0, y: 1, z: 0, m34: -0.01))
        let t = scale(deep, 1).transform
        // R_y(π/6) · P, P = identity with m34 = −0.01: row 1 = (cos, 0, −sin, −0.01·(−sin)),
        // row 3 = (sin, 0, cos, −0.01·cos).
        let c = cos(Double.pi / 6)
        let s = sin(Double.pi / 6)
        #expect(isNear(t, [c, 0, -s, 0.01 * s, 0, 1, 0, 0, s, 0, c, -0.01 * c, 0, 0, 0, 1]))
        #expect(scale(deep, 1).isDoubleSided == false)
    }

    @Test("translation3d: x signed, y and z by |progress|, z in widths, each clamped")
    func translation3d() {
        let options = ScaleTransformViewOptions(
            minScale: 1, scaleRatio: 0, translationRatio: .zero,
            translation3d: .init(
                translateRatios: (0.5, 0.2, -1), minTranslateRatios: (-0.4, 0, -0.5), maxTranslateRatios: (0.4, 0.1, 0)))
        // p = −1: x = 0.5·(−1)·200 = −100 → raised to −0.4·200 = −80; y = 0.2·300 = 60 → lowered to 30;
        // z = −1·1·200 = −200 → raised to −0.5·200 = −100.
        let t = scale(options, -1).transform
        #expect(t.m41 == -80 && t.m42 == 30 && t.m43 == -100)
        // p = 0.25: x = 25, y = 15 → 15 is above 0.1·300 = 30? no: 15 stays; z = −50.
        let near = scale(options, 0.25).transform
        #expect(near.m41 == 25 && near.m42 == 15 && near.m43 == -50)
    }

    @Test("coverFlow one page right, worked out by hand")
    func coverFlowByHand() {
        // scale 1 → clamped to 0.7 (min = max); translation clamped to 0 by the zero bounds.
        // angle (π/1.65)·1 ≈ 1.90 → π/3; axis (0, −1, 0) turns the other way: with c = ½, s = √3/2,
        // R = [c 0 s 0 | 0 1 0 0 | −s 0 c 0 | 0 0 0 1]; P = scale(0.7) with m34 = −0.0005.
        // R·P rows: (0.35, 0, s, −0.0005·s), (0, 0.7, 0, 0), (−0.7s, 0, c, −0.0005·c), (0, 0, 0, 1).
        // translation3d: x = 0.1·200 = 20 (within ±20), y = 0, z = −0.7·200 = −140 (within −600…0);
        // row 4 = 20·row1 − 140·row3 + row4.
        let s = 3.0.squareRoot() / 2
        let row1: [Double] = [0.35, 0, s, -0.0005 * s]
        let row3: [Double] = [-0.7 * s, 0, 0.5, -0.0005 * 0.5]
        let identityRow4: [Double] = [0, 0, 0, 1]
        let row4: [Double] = (0..<4).map { (i: Int) -> Double in 20 * row1[i] - 140 * row3[i] + identityRow4[i] }
        let a = scale(.coverFlow, 1)
        let row2: [Double] = [0, 0.7, 0, 0]
        #expect(isNear(a.transform, row1 + row2 + row3 + row4))
        #expect(isNear(row4[0], 91.870_489_570_874_98))  // the original's value (parity sample)
        #expect(a.isDoubleSided == false)
    }

    @Test("linear preset half a page left, worked out by hand")
    func linearByHand() {
        // scale 1 − 0.4·0.5 = 0.8; x adj 0.2·100 = 20 (left: not negated); y adj 0.2·150 = 30.
        // tx = 200·0.66·(−0.5) − 20 = −86; ty = 300·0.2·0.5 − 30 = 0; max (2, 0)·size keeps ty ≤ 0.
        #expect(isNear(scale(.linear, -0.5).transform, planar(0.8, 0, 0, 0.8, -86, 0)))
        // p = 2: scale 1 − 0.8 = 0.2 → 0.6; x adj −40; tx = 264 + 40 = 304; ty = 120 − 60 = 60 → 0.
        #expect(isNear(scale(.linear, 2).transform, planar(0.6, 0, 0, 0.6, 304, 0)))
    }
}

@Suite("ScaleEffect: presets, sweeps and the original's formulas")
struct ScaleEffectBehaviourTests {
    @Test("presets hold the original's values", arguments: ScaleTransformViewOptions.Layout.allCases)
    func presetValues(layout: ScaleTransformViewOptions.Layout) {
        let options = ScaleTransformViewOptions.layout(layout)
        let statics: [ScaleTransformViewOptions.Layout: ScaleTransformViewOptions] = [
            .invertedCylinder: .invertedCylinder, .cylinder: .cylinder, .coverFlow: .coverFlow, .rotary: .rotary,
            .linear: .linear, .easeIn: .easeIn, .easeOut: .easeOut, .blur: .blur,
        ]
        #expect(statics[layout] == options)
        switch layout {
        case .coverFlow:
            #expect(options.rotation3d?.angle == .pi / 1.65 && options.rotation3d?.m34 == -0.0005)
            #expect(options.translation3d?.translateRatios == Vector3(x: 0.1, y: 0, z: -0.7))
        case .cylinder:
            #expect(options.minScale == 0.55 && options.rotation3d?.m34 == -0.000_4 - 0.8 * 0.000_2)
            #expect(options.translation3d?.minTranslateRatios == Vector3(x: 0, y: 0, z: 1.25))
        case .invertedCylinder:
            #expect(options.maxScale == 1.2 && options.rotation3d?.y == -1 && options.shadowEnabled == false)
        case .rotary:
            #expect(options.rotation3d?.z == 1 && options.rotation3d?.angle == .pi / 15)
            #expect(options.maxTranslationRatio == CGPoint(x: 1, y: 1))
        case .linear, .blur:
            #expect(options.maxTranslationRatio == CGPoint(x: 2, y: 0) && options.minScale == 0.6)
            #expect(options.blurEffectEnabled == (layout == .blur))
        case .easeIn:
            #expect(options.scaleCurve == .easeIn && options.translationCurve == .linear)
            #expect(options.maxTranslationRatio == CGPoint(x: 5, y: 5))
        case .easeOut:
            #expect(options.scaleCurve == .linear && options.translationCurve == .easeIn)
        }
    }

    @Test(
        "every preset matches the original's formulas at many progress values and sizes",
        arguments: ScaleTransformViewOptions.Layout.allCases)
    func presetFormulas(layout: ScaleTransformViewOptions.Layout) {
        let options = ScaleTransformViewOptions.layout(layout)
        expectMatchesOriginal(ScaleEffect(options: options), progress: stride(from: -3.0, through: 3.0, by: 0.125), "\(layout)") {
            OriginalFormulas.scale(options, progress: $0, width: $1.width, height: $1.height)
        }
    }

    @Test("random options match the original's formulas (seeded)")
    func randomOptions() {
        expectRandomCasesMatchOriginal(
            seed: 0x5CA1E, progress: -3...3, options: randomScaleOptions, effect: ScaleEffect.init(options:),
            original: { OriginalFormulas.scale($0, progress: $1, width: $2.width, height: $2.height) },
            // The original's easeOut is undefined from |p| = 10/9 on (a listed fix): skip those.
            isDefined: { $0.transform.allSatisfy(\.isFinite) })
    }

    // Up to 2.5 pages: beyond, linear and blur cap x at 2 widths on the right only (their
    // maxTranslationRatio; the left keeps the default −5), as the original's presets do.
    @Test("every preset is left-right symmetric", arguments: ScaleTransformViewOptions.Layout.allCases)
    func symmetry(layout: ScaleTransformViewOptions.Layout) {
        let options = ScaleTransformViewOptions.layout(layout)
        for progress in stride(from: 0.0, through: 2.5, by: 0.05) {
            let right = scale(options, progress)
            let left = scale(options, -progress)
            #expect(isClose(left.transform, mirrored(right.transform), tolerance: 1e-9), "p = ±\(progress)")
            #expect(left.shadow?.radius == right.shadow?.radius && left.blurRadius == right.blurRadius)
        }
    }

    @Test("every preset changes continuously with progress", arguments: ScaleTransformViewOptions.Layout.allCases)
    func continuity(layout: ScaleTransformViewOptions.Layout) {
        let options = ScaleTransformViewOptions.layout(layout)
        expectContinuousTransform(from: -3, step: 0.001, steps: 6000, limit: 2, "\(layout)") { scale(options, $0).transform }
    }

    @Test("non-finite and huge progress give finite attributes")
    func badProgress() {
        for options in ScaleTransformViewOptions.Layout.allCases.map(ScaleTransformViewOptions.layout) + [.init()] {
            #expect(scale(options, .nan) == scale(options, 0))
            #expect(scale(options, .infinity) == scale(options, 0))
            var easeOut = options
            easeOut.scaleCurve = .easeOut
            easeOut.translationCurve = .easeOut
            for progress in [1.2, -5, 1e300, -1e300] {
                let a = scale(easeOut, progress)
                #expect(a.transform.isFinite && a.blurRadius.isFinite && a.alpha.isFinite, "p = \(progress)")
            }
        }
    }
}

/// Arbitrary scale options, with every optional sometimes absent.
func randomScaleOptions(_ random: inout SeededGenerator) -> ScaleTransformViewOptions {
    let curves = TransformCurve.allCases
    var options = ScaleTransformViewOptions(
        minScale: random.number(0...1), maxScale: random.number(0.5...1.5), scaleRatio: random.number(-0.5...1),
        translationRatio: CGPoint(x: random.number(-1...2), y: random.number(-1...1)),
        minTranslationRatio: random.bool() ? CGPoint(x: random.number(-3...0), y: random.number(-3...0)) : nil,
        maxTranslationRatio: random.bool() ? CGPoint(x: random.number(0...3), y: random.number(0...3)) : nil,
        keepVerticalSpacingEqual: random.bool(), keepHorizontalSpacingEqual: random.bool(),
        scaleCurve: curves.randomElement(using: &random)!, translationCurve: curves.randomElement(using: &random)!,
        shadowEnabled: random.bool(), shadowRadiusMin: random.number(0...5), shadowRadiusMax: random.number(0...20),
        shadowOffsetMin: CGSize(width: random.number(-2...2), height: random.number(-2...2)),
        shadowOffsetMax: CGSize(width: random.number(-8...8), height: random.number(-8...8)),
        shadowOpacityMin: Float(random.number(0...0.5)), shadowOpacityMax: Float(random.number(0...1)),
        blurEffectEnabled: random.bool(), blurEffectRadiusRatio: random.number(-0.2...1))
    if random.bool() {
        options.rotation3d = .init(
            angle: random.number(-3...3), minAngle: random.number(-3...0), maxAngle: random.number(0...3),
            x: random.number(-1...1), y: random.number(-1...1), z: random.number(-1...1),
            m34: random.number(-0.01...0), isDoubleSided: random.bool())
    }
    if random.bool() {
        options.translation3d = .init(
            translateRatios: (random.number(-1...1), random.number(-1...1), random.number(-1...1)),
            minTranslateRatios: (random.number(-2...0), random.number(-2...0), random.number(-2...0)),
            maxTranslateRatios: (random.number(0...2), random.number(0...2), random.number(0...2)))
    }
    return options
}
