import Foundation
import Testing

@testable import PagingLayout

/// The target size most effect tests use.
let cardSize = CGSize(width: 200, height: 300)

/// The attributes `effect` gives at `progress` for a target of `size`.
func evaluate(_ effect: some PagingEffect, _ progress: CGFloat, size: CGSize = cardSize) -> EffectAttributes {
    effect.attributes(for: progress, in: EffectContext(targetSize: size))
}

/// Whether `actual` is within `1e-9 · max(1, |expected|)` of `expected`.
func isNear(_ actual: CGFloat, _ expected: CGFloat) -> Bool {
    abs(actual - expected) <= 1e-9 * max(1, abs(expected))
}

/// Whether every field of `actual` is near the matching entry of `expected` (16 numbers, row by row).
func isNear(_ actual: Transform3D, _ expected: [Double]) -> Bool {
    expected.count == 16 && zip(actual.fields, expected).allSatisfy { isNear($0, $1) }
}

/// Whether every number in `attributes` is finite: transform, alpha, blur, shadow and snapshot.
func isEveryNumberFinite(_ attributes: EffectAttributes) -> Bool {
    let shadowIsFinite = attributes.shadow.map {
        $0.opacity.isFinite && $0.radius.isFinite && $0.offset.width.isFinite && $0.offset.height.isFinite
    }
    let snapshotIsFinite = attributes.snapshot.map { snapshot in
        snapshot.containerTransform.isFinite && snapshot.containerAlpha.isFinite
            && snapshot.pieces.allSatisfy { $0.transform.isFinite && $0.alpha.isFinite && $0.cornerRadius.isFinite }
    }
    return attributes.transform.isFinite && attributes.alpha.isFinite && attributes.blurRadius.isFinite
        && shadowIsFinite != false && snapshotIsFinite != false
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
