import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// Options, sizes and progress at the edges of `CGFloat`: finite, but large enough that the
/// effects' products overflow.
private struct HostileNumbers {
    var random: SeededGenerator

    static let edges: [CGFloat] = [
        0, 1, -1, 0.5, 1e6, -1e6, 1e15, -1e15, 1e300, -1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
    ]

    mutating func number() -> CGFloat {
        Bool.random(using: &random)
            ? Self.edges.randomElement(using: &random)! : CGFloat.random(in: -100...100, using: &random)
    }

    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
    mutating func size() -> CGSize { CGSize(width: number(), height: number()) }
    mutating func flag() -> Bool { Bool.random(using: &random) }
    mutating func float() -> Float { Float(number()) }
    mutating func curve() -> TransformCurve { TransformCurve.allCases.randomElement(using: &random)! }
}

@Suite("Effects with options so large that their numbers overflow")
struct OverflowingOptionsTests {
    @Test("finite() holds ±∞ at the largest finite value of its sign and turns NaN into 0")
    func finiteRule() {
        var attributes = EffectAttributes(transform: .translation(x: .infinity, y: -.infinity, z: .nan), alpha: .nan)
        attributes.blurRadius = .infinity
        attributes.shadow = ShadowAttributes(
            opacity: -.infinity, radius: .nan, offset: CGSize(width: 3, height: CGFloat.infinity))
        var snapshot = SnapshotAttributes(
            containerTransform: .scale(x: .nan, y: 2), containerAlpha: -.infinity,
            pieces: [
                SnapshotPiece(
                    frame: .zero, transform: .translation(x: 1, y: .infinity), alpha: .nan, cornerRadius: .infinity)
            ])
        snapshot.makeFinite()
        let finite = attributes.finite()
        let largest = CGFloat.greatestFiniteMagnitude
        #expect(finite.transform == .translation(x: largest, y: -largest, z: 0))
        #expect(finite.alpha == 0 && finite.blurRadius == largest)
        #expect(
            finite.shadow
                == ShadowAttributes(
                    opacity: -.greatestFiniteMagnitude, radius: 0, offset: CGSize(width: 3, height: largest)))
        #expect(snapshot.containerTransform == .scale(x: 0, y: 2))
        #expect(snapshot.containerAlpha == -largest)
        #expect(
            snapshot.pieces == [
                SnapshotPiece(frame: .zero, transform: .translation(x: 1, y: largest), alpha: 0, cornerRadius: largest)
            ])
        // Finite attributes are left as they are.
        let coverFlow = evaluate(ScaleEffect(options: .coverFlow), 0.4)
        #expect(coverFlow.finite() == coverFlow)
    }

    @Test("scale: huge options, sizes and progress never give non-finite numbers")
    func scale() {
        var hostile = HostileNumbers(random: SeededGenerator(seed: 0xB16))
        for _ in 0..<400 {
            var options = ScaleTransformViewOptions(
                minScale: hostile.number(), maxScale: hostile.number(), scaleRatio: hostile.number(),
                translationRatio: hostile.point(), minTranslationRatio: hostile.flag() ? hostile.point() : nil,
                maxTranslationRatio: hostile.flag() ? hostile.point() : nil, keepVerticalSpacingEqual: hostile.flag(),
                keepHorizontalSpacingEqual: hostile.flag(), scaleCurve: hostile.curve(),
                translationCurve: hostile.curve(),
                shadowRadiusMin: hostile.number(), shadowRadiusMax: hostile.number(), shadowOffsetMin: hostile.size(),
                shadowOffsetMax: hostile.size(), shadowOpacityMin: hostile.float(), shadowOpacityMax: hostile.float(),
                blurEffectEnabled: true, blurEffectRadiusRatio: hostile.number())
            if hostile.flag() {
                options.rotation3d = .init(
                    angle: hostile.number(), minAngle: hostile.number(), maxAngle: hostile.number(),
                    x: hostile.number(), y: hostile.number(), z: hostile.number(), m34: hostile.number())
            }
            if hostile.flag() {
                options.translation3d = .init(
                    translateRatios: Vector3(x: hostile.number(), y: hostile.number(), z: hostile.number()),
                    minTranslateRatios: Vector3(x: hostile.number(), y: hostile.number(), z: hostile.number()),
                    maxTranslateRatios: Vector3(x: hostile.number(), y: hostile.number(), z: hostile.number()))
            }
            let progress = hostile.number()
            let result = evaluate(ScaleEffect(options: options), progress, size: hostile.size())
            #expect(isEveryNumberFinite(result), "\(options) at \(progress)")
        }
    }

    @Test("stack: huge options, sizes and progress never give non-finite numbers")
    func stack() {
        var hostile = HostileNumbers(random: SeededGenerator(seed: 0x57AC))
        for _ in 0..<400 {
            let options = StackTransformViewOptions(
                scaleFactor: hostile.number(), minScale: hostile.flag() ? hostile.number() : nil,
                maxScale: hostile.flag() ? hostile.number() : nil,
                maxStackSize: Int.random(in: -3...1_000_000, using: &hostile.random),
                spacingFactor: hostile.number(), maxSpacing: hostile.flag() ? hostile.number() : nil,
                alphaFactor: hostile.number(), bottomStackAlphaSpeedFactor: hostile.number(),
                topStackAlphaSpeedFactor: hostile.number(), perspectiveRatio: hostile.number(),
                shadowOpacity: hostile.float(), shadowOffset: hostile.size(), shadowRadius: hostile.number(),
                stackRotateAngle: hostile.number(), popAngle: hostile.number(), popOffsetRatio: hostile.size(),
                stackPosition: hostile.point(), reverse: hostile.flag(), blurEffectEnabled: true,
                maxBlurEffectRadius: hostile.number())
            let progress = hostile.number()
            let result = evaluate(StackEffect(options: options), progress, size: hostile.size())
            #expect(isEveryNumberFinite(result), "\(options) at \(progress)")
        }
    }

    @Test("snapshot: huge options, sizes and progress never give non-finite numbers")
    func snapshot() {
        var hostile = HostileNumbers(random: SeededGenerator(seed: 0x5A95))
        for _ in 0..<300 {
            let options = SnapshotTransformViewOptions(
                pieceSizeRatio: CGSize(width: 0.25, height: 0.5),
                piecesCornerRadiusRatio: .aggregated(
                    [.rowBased(hostile.number()), .static(hostile.number())], .product),
                piecesAlphaRatio: .columnBasedMirror(hostile.number()),
                piecesTranslationRatio: .rowOddEven(hostile.point(), hostile.point(), increasing: hostile.flag()),
                minPiecesTranslationRatio: hostile.flag() ? .static(hostile.point()) : nil,
                maxPiecesTranslationRatio: hostile.flag() ? .indexBasedCustom([hostile.point(), hostile.point()]) : nil,
                piecesScaleRatio: .columnBased(hostile.size()), containerScaleRatio: hostile.number(),
                containerTranslationRatio: hostile.point(),
                containerMinTranslationRatio: hostile.flag() ? hostile.point() : nil,
                containerMaxTranslationRatio: hostile.flag() ? hostile.point() : nil)
            let progress = hostile.number()
            let size = hostile.size()
            let result = evaluate(SnapshotEffect(options: options), progress, size: size)
            #expect(isEveryNumberFinite(result), "\(options) at \(progress)")
            let pieces = evaluateSnapshot(SnapshotEffect(options: options), progress, size: size)
            #expect(isEveryNumberFinite(pieces), "\(options) at \(progress)")
        }
    }

    @Test("snapshot: progress beyond ±1 000 000 pages is held there, as in the other prepared effects")
    func snapshotProgressIsHeld() {
        let effect = SnapshotEffect(options: .layout(.grid))
        // The default container moves 1 page width per page: at 10³⁰⁸ pages of 200 points that is ∞.
        #expect(evaluate(effect, 1e308) == evaluate(effect, 1_000_000))
        #expect(evaluate(effect, -.greatestFiniteMagnitude) == evaluate(effect, -1_000_000))
        #expect(evaluateSnapshot(effect, 1e308) == evaluateSnapshot(effect, 1_000_000))
        #expect(evaluateSnapshot(effect, -.greatestFiniteMagnitude) == evaluateSnapshot(effect, -1_000_000))
        #expect(evaluateSnapshot(SnapshotEffect(), 1_000_000)?.containerTransform.m41 == CGFloat(200 * 1_000_000))
    }

    @Test("a composition of finite transforms that overflows stays finite")
    func composition() {
        // Each effect scales by 10²⁰⁰ (scale = 1 − 1 × (−10²⁰⁰)); together 10⁴⁰⁰ = ∞.
        var options = ScaleTransformViewOptions(
            minScale: 0, maxScale: .greatestFiniteMagnitude, scaleRatio: -1e200, minTranslationRatio: nil,
            maxTranslationRatio: nil, keepVerticalSpacingEqual: false, keepHorizontalSpacingEqual: false,
            shadowEnabled: false)
        options.translationRatio = .zero
        let one = evaluate(ScaleEffect(options: options), 1)
        #expect(one.transform.m11 == 1 + 1e200)
        let both = evaluate(ComposedEffect([ScaleEffect(options: options), ScaleEffect(options: options)]), 1)
        #expect(both.transform.m11 == .greatestFiniteMagnitude)
        #expect(isEveryNumberFinite(both))
    }
}
