import Foundation
import Testing

@testable import PagingLayout

@Suite("ScaleEffect rotating without a 3-D translation")
struct ScaleRotationWithoutTranslationTests {
    /// Rotation about y by up to ±π, perspective m34 = −0.002, no 3-D translation; the 2-D part
    /// scales by 1 − 0.4·|p| and moves x by 200 · 0.5 · p, no spacing adjustments or clamps.
    static let options = ScaleTransformViewOptions(
        minScale: 0, maxScale: 1, scaleRatio: 0.4, translationRatio: CGPoint(x: 0.5, y: 0),
        minTranslationRatio: nil, maxTranslationRatio: nil, keepVerticalSpacingEqual: false,
        keepHorizontalSpacingEqual: false, shadowEnabled: false,
        rotation3d: .init(angle: .pi / 2, minAngle: -.pi, maxAngle: .pi, x: 0, y: 1, z: 0, m34: -0.002))

    // Core Animation's rotation about y by θ has m11 = m33 = cos θ, m13 = −sin θ, m31 = sin θ; the
    // original pre-concatenates it to the 2-D part P (scale s, translation x, y, m34 = q):
    // R · P = [c·s, 0, −sn, −sn·q; 0, s, 0, 0; sn·s, 0, c, c·q; x, y, 0, 1].

    @Test("p = 0.5: θ = π/4, s = 0.8, x = 50")
    func forwards() {
        let h = 0.5.squareRoot()
        let q = -0.002
        let t = evaluate(ScaleEffect(options: Self.options), 0.5).transform
        #expect(isNear(t, [h * 0.8, 0, -h, -h * q, 0, 0.8, 0, 0, h * 0.8, 0, h, h * q, 50, 0, 0, 1]))
    }

    @Test("p = −0.5: θ = −π/4, s = 0.8, x = −50")
    func backwards() {
        let h = 0.5.squareRoot()
        let q = -0.002
        let t = evaluate(ScaleEffect(options: Self.options), -0.5).transform
        #expect(isNear(t, [h * 0.8, 0, h, h * q, 0, 0.8, 0, 0, -h * 0.8, 0, h, h * q, -50, 0, 0, 1]))
    }

    @Test("the angle clamps to its bounds: p = 3 turns by π, not 3π/2")
    func clampedAngle() {
        let t = evaluate(ScaleEffect(options: Self.options), 3).transform
        // cos π = −1, sin π ≈ 0; scale 1 − 1.2 floors at minScale 0.
        #expect(isNear(t.m33, -1))
        #expect(abs(t.m13) < 1e-12)
    }
}
