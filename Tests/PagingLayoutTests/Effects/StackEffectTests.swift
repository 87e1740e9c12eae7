import Foundation
import TestSupport
import Testing

@testable import PagingLayout

private func stack(_ options: StackTransformViewOptions, _ progress: CGFloat) -> EffectAttributes {
    evaluate(StackEffect(options: options), progress)
}

/// The default options' attributes at `progress`.
private func stack(_ progress: CGFloat) -> EffectAttributes {
    stack(StackTransformViewOptions(), progress)
}

@Suite("StackEffect: each option, worked out by hand (200×300 target)")
struct StackEffectOptionTests {
    @Test("the card one below: smaller, moved up, opaque")
    func oneBelow() {
        // scale 1 − 0.15 = 0.85; y spacing 300·0.03 = 9 → ty = 9·(−1)·(−(−1)) = −9;
        // y adjustment ((0.85 − 1)·300)/2 = −22.5, times −stackPosition.y = 1; x terms vanish (x = 0).
        let a = stack(1)
        #expect(isNear(a.transform, planar(0.85, 0, 0, 0.85, 0, -31.5)))
        #expect(a.alpha == 1 && a.zPosition == -1 && a.blurRadius == 0)
        #expect(a.shadow == ShadowAttributes(opacity: 0.1, radius: 10, offset: .zero))
    }

    @Test("the bottom card fades out over bottomStackAlphaSpeedFactor pages")
    func bottomFade() {
        // p = 2.5 ≥ 3 − 1: alpha = 1 − (2.5 − 2)/0.9; scale 0.625; ty = −22.5 − 56.25.
        let a = stack(2.5)
        let faded: CGFloat = 1 - 0.5 / 0.9
        #expect(isNear(a.alpha, faded))
        #expect(isNear(a.transform, planar(0.625, 0, 0, 0.625, 0, -78.75)))
        #expect(stack(2.9).alpha == 0 && stack(4).alpha == 0 && stack(2).alpha == 1)
    }

    @Test("the popping card turns, flies off by popOffsetRatio and fades near −1")
    func popping() {
        // p = −0.5: scale 1.075 → 1 (maxScale); no spacing (max(p, 0) = 0);
        // x adjustment −= 200·(−1.3)·(−0.5) = 130 → −130; y adjustment −= 300·0.3·(−0.5) → +45;
        // angle −(0.5·π/7) turns first: a = cos, b = −sin(π/14), c = sin(π/14), d = cos.
        let a = stack(-0.5)
        let angle = Double.pi / 14
        #expect(isNear(a.transform, planar(cos(angle), -sin(angle), sin(angle), cos(angle), -130, 45)))
        // alpha: fraction of −0.5 in −1…−0.7, clamped to 1; at −0.85 half way.
        #expect(a.alpha == 1)
        #expect(isNear(stack(-0.85).alpha, 0.5))
        #expect(stack(-1.2).alpha == 0)
        // z = −round(−0.5) = 1 (half away from zero): popped cards above the stack.
        #expect(a.zPosition == 1 && stack(-0.4).zPosition == 0 && stack(2.5).zPosition == -3)
    }

    @Test("minScale and maxScale clamp; nil removes the bound")
    func scaleBounds() {
        #expect(stack(10).transform.m11 == 0)  // 1 − 1.5 → minScale 0
        #expect(stack(StackTransformViewOptions(minScale: nil), 10).transform.m11 == -0.5)
        #expect(isNear(stack(StackTransformViewOptions(maxScale: nil, popAngle: 0), -1).transform.m11, 1.15))
        #expect(isNear(stack(StackTransformViewOptions(minScale: 0.9), 1).transform.m11, 0.9))
    }

    @Test("spacingFactor and maxSpacing set the distance between cards")
    func spacing() {
        // spacing 0.1: ty = −30 − 22.5; maxSpacing 0.01 caps it at 3: ty = −3 − 22.5.
        #expect(stack(StackTransformViewOptions(spacingFactor: 0.1), 1).transform.m42 == -52.5)
        #expect(isNear(stack(StackTransformViewOptions(spacingFactor: 0.1, maxSpacing: 0.01), 1).transform.m42, -25.5))
    }

    @Test("stackPosition points where the stack grows")
    func position() {
        // (1, 0): x spacing 6 → tx = 6·(−1)·(−1) = 6; x adjustment (−0.15·200)/2 = −15, times −1 → 15.
        let sideways = stack(StackTransformViewOptions(stackPosition: CGPoint(x: 1, y: 0)), 1).transform
        #expect(isNear(sideways.m41, 21) && isNear(sideways.m42, 0))
        // (0, 1): downwards, mirror image of the default.
        #expect(isNear(stack(StackTransformViewOptions(stackPosition: CGPoint(x: 0, y: 1)), 1).transform.m42, 31.5))
    }

    @Test("perspectiveRatio adds depth along the ease-out curve")
    func perspective() {
        // depth 1/3 of the stack; easeOut(1/3) = 1 − log10(10 − 3); times 0.3, times the height 300.
        let extra = (1 - log10(7.0)) * 0.3 * 300
        #expect(isNear(stack(StackTransformViewOptions(perspectiveRatio: 0.3), 1).transform.m42, -31.5 + extra))
    }

    @Test("alphaFactor fades cards with depth; alpha is the raw value, even below 0")
    func alphaFactor() {
        let options = StackTransformViewOptions(alphaFactor: 0.2)
        #expect(isNear(stack(options, 1).alpha, 0.8))
        // 1 − 0.5/0.9 − 2.5·0.2 < 0, kept as the original assigns it.
        let faded: CGFloat = 1 - 0.5 / 0.9 - 2.5 * 0.2
        #expect(isNear(stack(options, 2.5).alpha, faded))
        // Fully faded cards stay at 0 (the factor only applies while alpha > 0).
        #expect(stack(options, 3).alpha == 0)
    }

    @Test("speed factors: smaller fades faster; 0 fades at once instead of dividing by zero")
    func speedFactors() {
        let fast = StackTransformViewOptions(bottomStackAlphaSpeedFactor: 0.2, topStackAlphaSpeedFactor: 0.5)
        #expect(isNear(stack(fast, 2.1).alpha, 0.5))
        #expect(isNear(stack(fast, -0.75).alpha, 0.5))
        let instant = StackTransformViewOptions(bottomStackAlphaSpeedFactor: 0, topStackAlphaSpeedFactor: 0)
        #expect(stack(instant, 2).alpha == 1 && stack(instant, 2.001).alpha == 0)
        #expect(stack(instant, -0.999).alpha == 1 && stack(instant, -1).alpha == 0)
    }

    @Test("shadow options pass through unchanged; disabled means none")
    func shadow() {
        let options = StackTransformViewOptions(
            shadowColor: .white, shadowOpacity: 0.4, shadowOffset: CGSize(width: 2, height: 3), shadowRadius: 7)
        #expect(stack(options, 1.7).shadow == ShadowAttributes(color: .white, opacity: 0.4, radius: 7, offset: CGSize(width: 2, height: 3)))
        #expect(stack(StackTransformViewOptions(shadowEnabled: false), 1).shadow == nil)
    }

    @Test("stackRotateAngle turns cards below alternately, easing in over the first page")
    func rotateAngle() {
        let options = StackTransformViewOptions(scaleFactor: 0, spacingFactor: 0, stackRotateAngle: 0.2)
        // p = 1.25: −0.25·0.2·2 + 0.2 = 0.1 (odd page: kept); p = 2.25: −0.1 (even: negated);
        // p = 0.5: −(−0.5·0.4 + 0.2) = 0, plus (1 − 0.5)·0.2 = 0.1.
        for (progress, angle) in [(1.25, 0.1), (2.25, -0.1), (0.5, 0.1), (1.0, 0.2), (2.0, -0.2)] {
            let t = stack(options, progress).transform
            #expect(isNear(t.m11, cos(angle)) && isNear(t.m12, sin(angle)), "p = \(progress)")
        }
        #expect(stack(options, 0).transform == .identity)
    }

    @Test("a negative popAngle pops the other way")
    func popAngle() {
        let options = StackTransformViewOptions(popAngle: -.pi / 4, popOffsetRatio: .zero)
        #expect(isNear(stack(options, -0.5).transform.m12, sin(Double.pi / 8)))
        #expect(isNear(stack(options, -3).transform.m12, sin(Double.pi / 4)))
    }

    @Test("reverse mirrors progress, z order included")
    func reverse() {
        let normal = StackTransformViewOptions.layout(.rotary)
        var reversed = normal
        reversed.reverse = true
        for progress in stride(from: -2.0, through: 3.0, by: 0.25) {
            #expect(stack(reversed, progress) == stack(normal, -progress), "p = \(progress)")
        }
        #expect(StackEffect(options: reversed).zPosition(progress: 2) == 2)
    }

    @Test("blur grows with depth to maxBlurEffectRadius; off, or a maximum ≤ 0, gives 0")
    func blur() {
        let options = StackTransformViewOptions(maxStackSize: 4, blurEffectEnabled: true, maxBlurEffectRadius: 0.1)
        #expect(isNear(stack(options, 1).blurRadius, 0.025))
        #expect(isNear(stack(options, 9).blurRadius, 0.1))
        #expect(stack(options, -1).blurRadius == 0)
        #expect(stack(StackTransformViewOptions(maxBlurEffectRadius: 0.1), 1).blurRadius == 0)
        #expect(stack(StackTransformViewOptions(blurEffectEnabled: true, maxBlurEffectRadius: 0), 1).blurRadius == 0)
    }

    @Test("a stack of size 0 stays finite (the original divides 0 by 0)")
    func emptyStack() {
        let options = StackTransformViewOptions(maxStackSize: 0, perspectiveRatio: 0.3, blurEffectEnabled: true, maxBlurEffectRadius: 1)
        for progress in [-1.0, 0, 0.5, 1, 2] {
            let a = stack(options, progress)
            #expect(a.transform.isFinite && a.alpha.isFinite && a.blurRadius.isFinite, "p = \(progress)")
        }
        #expect(stack(options, 0.5).blurRadius == 1)
    }

    @Test("transparent preset at the ends, worked out by hand")
    func transparentByHand() {
        // p = −2: scale 1.24 → 1; x adj −= 200·(−1.45)·(−2) → −580; y adj −= 300·0.3·(−2) → 180;
        // angle −π/10 (|p| clamped to 1); alpha 0 (below −1 + 0.1); z = 2.
        let popped = stack(.transparent, -2)
        let angle = Double.pi / 10
        #expect(isNear(popped.transform, planar(cos(angle), -sin(angle), sin(angle), cos(angle), -580, 180)))
        #expect(popped.alpha == 0 && popped.zPosition == 2)
        // p = 2.71: scale 1 − 2.71·0.12 = 0.6748; ty = 9·(−2.71) + ((0.6748 − 1)·300)/2 = −24.39 − 48.78;
        // alpha 1 − 2.71·0.2 (below the last card, 3); z = −3.
        let deep = stack(.transparent, 2.71)
        #expect(isNear(deep.transform, planar(0.6748, 0, 0, 0.6748, 0, -73.17)))
        #expect(isNear(deep.alpha, 0.458) && deep.zPosition == -3)
    }
}

@Suite("StackEffect: presets, sweeps and the original's formulas")
struct StackEffectBehaviourTests {
    @Test("presets hold the original's values", arguments: StackTransformViewOptions.Layout.allCases)
    func presetValues(layout: StackTransformViewOptions.Layout) {
        let options = StackTransformViewOptions.layout(layout)
        let statics: [StackTransformViewOptions.Layout: StackTransformViewOptions] = [
            .transparent: .transparent, .perspective: .perspective, .rotary: .rotary, .vortex: .vortex,
            .reversed: .reversed, .blur: .blur,
        ]
        #expect(statics[layout] == options)
        switch layout {
        case .transparent: #expect(options.maxStackSize == 4 && options.bottomStackAlphaSpeedFactor == 10)
        case .perspective: #expect(options.perspectiveRatio == 0.3 && options.stackPosition == CGPoint(x: 1, y: 0))
        case .rotary: #expect(options.stackRotateAngle == .pi / 16 && options.scaleFactor == -0.03)
        case .vortex: #expect(options.maxScale == nil && options.popAngle == .pi && options.shadowEnabled == false)
        case .reversed: #expect(options.reverse && options.stackPosition == CGPoint(x: -1, y: -0.2))
        case .blur: #expect(options.reverse && options.blurEffectEnabled && options.maxBlurEffectRadius == 0.08)
        }
    }

    @Test(
        "every preset matches the original's formulas at many progress values and sizes",
        arguments: StackTransformViewOptions.Layout.allCases)
    func presetFormulas(layout: StackTransformViewOptions.Layout) {
        let options = StackTransformViewOptions.layout(layout)
        expectMatchesOriginal(StackEffect(options: options), progress: stride(from: -3.0, through: 8.0, by: 0.125), "\(layout)") {
            OriginalFormulas.stack(options, progress: $0, width: $1.width, height: $1.height)
        }
    }

    @Test("random options match the original's formulas (seeded)")
    func randomOptions() {
        expectRandomCasesMatchOriginal(
            seed: 0x57AC4, progress: -3...8, options: randomStackOptions, effect: StackEffect.init(options:),
            original: { OriginalFormulas.stack($0, progress: $1, width: $2.width, height: $2.height) })
    }

    @Test("every preset's transform changes continuously", arguments: StackTransformViewOptions.Layout.allCases)
    func continuity(layout: StackTransformViewOptions.Layout) {
        let options = StackTransformViewOptions.layout(layout)
        expectContinuousTransform(from: -3, step: 0.001, steps: 9000, limit: 2, "\(layout)") { stack(options, $0).transform }
    }

    @Test("non-finite and huge progress give finite attributes and z positions")
    func badProgress() {
        for options in StackTransformViewOptions.Layout.allCases.map(StackTransformViewOptions.layout) + [.init()] {
            #expect(stack(options, .nan) == stack(options, 0))
            for progress in [1e300, -1e300, 1e18] {
                let a = stack(options, progress)
                #expect(a.transform.isFinite && a.alpha.isFinite && a.blurRadius.isFinite, "p = \(progress)")
            }
        }
    }
}

/// Arbitrary stack options, with every optional sometimes absent.
func randomStackOptions(_ random: inout SeededGenerator) -> StackTransformViewOptions {
    StackTransformViewOptions(
        scaleFactor: random.number(-0.3...0.3), minScale: random.bool() ? random.number(0...0.8) : nil,
        maxScale: random.bool() ? random.number(0.8...1.5) : nil, maxStackSize: Int.random(in: 1...8, using: &random),
        spacingFactor: random.number(-0.1...0.2), maxSpacing: random.bool() ? random.number(0...0.1) : nil,
        alphaFactor: random.number(0...0.5), bottomStackAlphaSpeedFactor: random.number(0.05...10),
        topStackAlphaSpeedFactor: random.number(0.05...1), perspectiveRatio: random.number(-0.4...0.4),
        shadowEnabled: random.bool(), shadowOpacity: Float(random.number(0...1)),
        shadowOffset: CGSize(width: random.number(-5...5), height: random.number(-5...5)),
        shadowRadius: random.number(0...20), stackRotateAngle: random.number(-0.5...0.5),
        popAngle: random.number(-3...3), popOffsetRatio: CGSize(width: random.number(-2...2), height: random.number(-2...2)),
        stackPosition: CGPoint(x: random.number(-1...1), y: random.number(-1...1)), reverse: random.bool(),
        blurEffectEnabled: random.bool(), maxBlurEffectRadius: random.number(-0.1...0.5))
}

@Suite("StackTransformViewOptions.Layout: the original's names")
struct StackLayoutOriginalNameTests {
    @Test("the original's .layout(.reverse) is the reversed preset, named \"reverse\" in spec files")
    @available(*, deprecated)
    func reverseAlias() {
        #expect(StackTransformViewOptions.Layout.reverse == .reversed)
        #expect(StackTransformViewOptions.layout(.reverse) == .reversed)
        #expect(StackTransformViewOptions.Layout.reversed.rawValue == "reverse")
        #expect(StackTransformViewOptions.reversed.reverse)
    }
}
