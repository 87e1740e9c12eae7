import Foundation
import TestSupport
import Testing

@testable import PagingLayout

/// The target size most effect tests use.
let cardSize = CGSize(width: 200, height: 300)

/// The attributes `effect` gives at `progress` for a target of `size`.
func evaluate(_ effect: some PagingEffect, _ progress: CGFloat, size: CGSize = cardSize) -> EffectAttributes {
    effect.attributes(for: progress, in: EffectContext(targetSize: size))
}

/// The snapshot `effect` shows at `progress` for a target of `size` (`nil` for none).
func evaluateSnapshot(_ effect: some PagingEffect, _ progress: CGFloat, size: CGSize = cardSize) -> SnapshotAttributes? {
    effect.snapshot(for: progress, in: EffectContext(targetSize: size))
}

/// Whether `actual` is within `1e-9 · max(1, |expected|)` of `expected`.
func isNear(_ actual: CGFloat, _ expected: CGFloat) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
}

/// Whether every field of `actual` is near the matching entry of `expected` (16 numbers, row by row).
func isNear(_ actual: Transform3D, _ expected: [Double]) -> Bool {
    expected.count == 16 && zip(actual.fields, expected).allSatisfy { isNear($0, $1) }
}

/// Whether every number in `attributes` is finite: transform, alpha, blur and shadow.
func isEveryNumberFinite(_ attributes: EffectAttributes) -> Bool {
    let shadowIsFinite = attributes.shadow.map {
        $0.opacity.isFinite && $0.radius.isFinite && $0.offset.width.isFinite && $0.offset.height.isFinite
    }
    return attributes.transform.isFinite && attributes.alpha.isFinite && attributes.blurRadius.isFinite
        && shadowIsFinite != false
}

/// Whether every number in `snapshot` is finite (true for none): the container's and the pieces'.
func isEveryNumberFinite(_ snapshot: SnapshotAttributes?) -> Bool {
    snapshot.map { snapshot in
        snapshot.containerTransform.isFinite && snapshot.containerAlpha.isFinite
            && snapshot.pieces.allSatisfy { $0.transform.isFinite && $0.alpha.isFinite && $0.cornerRadius.isFinite }
    } ?? true
}

/// A planar transform `(a, b, c, d, tx, ty)` as 16 fields.
func planar(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> [Double] {
    [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]
}

/// Checks that `attributes` are what the original's formulas give (`expected`).
func expectMatches(
    _ attributes: EffectAttributes, _ expected: OriginalFormulas.Result, _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isNear(attributes.transform, expected.transform), "transform \(label())", sourceLocation: sourceLocation)
    #expect(isNear(attributes.alpha, expected.alpha), "alpha \(label())", sourceLocation: sourceLocation)
    #expect(isNear(attributes.blurRadius, expected.blurRadius), "blur \(label())", sourceLocation: sourceLocation)
    #expect(attributes.zPosition == expected.zPosition, "z \(label())", sourceLocation: sourceLocation)
    #expect(attributes.isDoubleSided == expected.isDoubleSided, "sides \(label())", sourceLocation: sourceLocation)
    #expect((attributes.shadow == nil) == (expected.shadow == nil), "shadow \(label())", sourceLocation: sourceLocation)
    if let shadow = attributes.shadow, let want = expected.shadow {
        #expect(shadow.opacity == want.opacity, "shadow opacity \(label())", sourceLocation: sourceLocation)
        #expect(isNear(shadow.radius, want.radius), "shadow radius \(label())", sourceLocation: sourceLocation)
        #expect(
            isNear(shadow.offset.width, want.offsetWidth) && isNear(shadow.offset.height, want.offsetHeight),
            "shadow offset \(label())", sourceLocation: sourceLocation)
    }
}

extension SeededGenerator {
    /// A number in `range`, rounded to 1/1000 so failures print readably.
    mutating func number(_ range: ClosedRange<Double>) -> CGFloat {
        (Double.random(in: range, using: &self) * 1000).rounded() / 1000
    }

    mutating func bool() -> Bool { Bool.random(using: &self) }
}

/// The transform mirrored left to right: `S · t · S` with `S = diag(−1, 1, 1, 1)`, which flips the
/// sign of every field that mixes x with another axis.
func mirrored(_ t: Transform3D) -> Transform3D {
    var m = t
    m.m12 = -m.m12; m.m13 = -m.m13; m.m14 = -m.m14
    m.m21 = -m.m21; m.m31 = -m.m31; m.m41 = -m.m41
    return m
}

/// Checks that `transform` changes continuously: from `start`, over `steps` steps of `step`, no field
/// moves by `limit` or more from one step to the next.
func expectContinuousTransform(
    from start: CGFloat, step: CGFloat, steps: Int, limit: CGFloat, _ label: @autoclosure () -> String,
    _ transform: (CGFloat) -> Transform3D, sourceLocation: SourceLocation = #_sourceLocation
) {
    var previous = transform(start)
    for index in 1...steps {
        let progress = start + CGFloat(index) * step
        let current = transform(progress)
        let jump = zip(previous.fields, current.fields).map { abs($0 - $1) }.max() ?? 0
        #expect(jump < limit, "\(label()): jump of \(jump) at p = \(progress)", sourceLocation: sourceLocation)
        previous = current
    }
}

/// The target sizes the preset sweeps use: the card, a phone's screen and a small, wide strip.
let sweepSizes = [cardSize, CGSize(width: 375, height: 667), CGSize(width: 90, height: 40)]

/// Checks `effect`'s attributes against the original's formulas (`original`) at every progress of
/// `progress` for each of the ``sweepSizes``.
func expectMatchesOriginal(
    _ effect: some PagingEffect, progress: StrideThrough<Double>, _ label: @autoclosure () -> String,
    original: (_ progress: Double, _ size: CGSize) -> OriginalFormulas.Result,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for size in sweepSizes {
        for value in progress {
            expectMatches(
                evaluate(effect, value, size: size), original(value, size), "\(label()) \(size) p=\(value)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Checks 300 seeded random cases against the original's formulas: each draws options with `options`,
/// a size of 1…800 by 1…800 points, then 6 progress values in `progress`, and compares the attributes
/// of `effect(options)` with `original`'s, except where `isDefined` says the original has no answer.
func expectRandomCasesMatchOriginal<Options>(
    seed: UInt64, progress: ClosedRange<Double>, options: (inout SeededGenerator) -> Options,
    effect: (Options) -> some PagingEffect,
    original: (_ options: Options, _ progress: Double, _ size: CGSize) -> OriginalFormulas.Result,
    isDefined: (OriginalFormulas.Result) -> Bool = { _ in true }, sourceLocation: SourceLocation = #_sourceLocation
) {
    var random = SeededGenerator(seed: seed)
    for index in 0..<300 {
        let drawn = options(&random)
        let size = CGSize(width: random.number(1...800), height: random.number(1...800))
        for _ in 0..<6 {
            let value = random.number(progress)
            let expected = original(drawn, value, size)
            guard isDefined(expected) else { continue }
            expectMatches(
                evaluate(effect(drawn), value, size: size), expected, "case \(index) p=\(value)",
                sourceLocation: sourceLocation)
        }
    }
}
