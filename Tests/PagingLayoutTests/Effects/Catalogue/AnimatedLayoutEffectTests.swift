import Foundation
import Testing

@testable import PagingLayout

@Suite("AnimatedLayoutEffect")
struct AnimatedLayoutEffectTests {
    /// A full-viewport 200 × 300 page, as the library is used.
    let context = EffectContext(targetSize: CGSize(width: 200, height: 300))

    func effect(_ animator: AnimatedLayoutOptions.Animator) -> AnimatedLayoutEffect {
        AnimatedLayoutEffect(options: .layout(animator))
    }

    @Test("crossfade pins the page to the viewport and fades it")
    func crossFade() {
        let a = effect(.crossFade).attributes(for: 0.3, in: context)
        #expect(isNear(a.transform, planar(1, 0, 0, 1, 0, 0)) && isNear(a.alpha, 0.7))
        // A 160-point page in a 200-point viewport: leading edges aligned, 20 points left of centre.
        let narrow = EffectContext(
            targetSize: CGSize(width: 160, height: 300), viewportSize: CGSize(width: 200, height: 300), pageStep: 170)
        #expect(isNear(effect(.crossFade).attributes(for: -0.5, in: narrow).transform.m41, -20))
    }

    @Test("linear card: moved towards the centre, then scaled, worked by hand")
    func linearCard() {
        // middleOffset 0.5: scale 0.65; move −(200·0.4·0.5) = −40, scaled: −26; place +100.
        let a = effect(.linearCard).attributes(for: 0.5, in: context)
        #expect(isNear(a.transform, planar(0.65, 0, 0, 0.65, 74, 0)))
        #expect(isNear(a.alpha, 1))
    }

    @Test("page: the leaving page shrinks in place and sits below the next")
    func page() {
        let a = effect(.page).attributes(for: -0.5, in: context)
        #expect(isNear(a.transform, planar(0.9, 0, 0, 0.9, 0, 0)))
        let b = effect(.page).attributes(for: 0.5, in: context)
        #expect(isNear(b.transform, planar(1, 0, 0, 1, 100, 0)))
        #expect(b.zPosition > a.zPosition)
    }

    @Test("parallax and cube move the content, not the page")
    func contentEffects() {
        let p = effect(.parallax).attributes(for: 0.5, in: context)
        #expect(isNear(p.transform, planar(1, 0, 0, 1, 100, 0)))
        #expect(isNear(p.contentTransform, planar(1, 0, 0, 1, -50, 0)))
        #expect(effect(.parallax).attributes(for: 1.2, in: context).contentTransform == .identity)
        // Cube at 0.5: anchor on the leading edge (x −100), turned by π/4 under m34 = −1/500. Core
        // Animation applies the whole transform, perspective included, about the anchor: a point
        // moves by +100 (from the centre to the anchor's frame), turns, gains perspective, moves back.
        let c = effect(.cube).attributes(for: 0.5, in: context)
        var perspective = ReferenceMatrix.identity
        perspective.rows[2][3] = -1.0 / 500.0
        let expected = ReferenceMatrix.translation(100, 0, 0) * .rotation(.pi / 4, axis: 1) * perspective
            * .translation(-100, 0, 0)
        #expect(isNear(c.contentTransform, expected.fields))
        #expect(isNear(c.transform, planar(1, 0, 0, 1, 100, 0)))
    }

    @Test("rotate in/out turns and fades within one page, then resets")
    func rotateInOut() {
        let a = effect(.rotateInOut).attributes(for: 0.5, in: context)
        let angle = Double.pi / 8
        #expect(isNear(a.transform, planar(cos(angle), sin(angle), -sin(angle), cos(angle), 100, 0)))
        #expect(isNear(a.alpha, 0.5))
        #expect(effect(.rotateInOut).attributes(for: 1, in: context).alpha == 1)
    }

    @Test("snap-in: the incoming page slides and grows from the trailing edge, worked by hand")
    func snapIn() {
        // progress 0.5: endOffset 0.5 − 1 = −0.5; move (1 − 0.125)·50 = 43.75, scale 0.9, scaled
        // 39.375; place +100; alpha 0.5.
        let a = effect(.snapIn).attributes(for: 0.5, in: context)
        #expect(isNear(a.transform, planar(0.9, 0, 0, 0.9, 139.375, 0)))
        #expect(isNear(a.alpha, 0.5))
        #expect(effect(.snapIn).attributes(for: 0, in: context).alpha == 1)
    }

    @Test("zoom in/out shrinks only the leaving page")
    func zoomInOut() {
        #expect(isNear(effect(.zoomInOut).attributes(for: -0.5, in: context).transform, planar(0.9, 0, 0, 0.9, -100, 0)))
        #expect(isNear(effect(.zoomInOut).attributes(for: 0.5, in: context).transform, planar(1, 0, 0, 1, 100, 0)))
    }

    @Test("an empty viewport keeps every animator finite", arguments: AnimatedLayoutOptions.Animator.allCases)
    func emptyViewport(animator: AnimatedLayoutOptions.Animator) {
        let empty = EffectContext(targetSize: .zero)
        for p in [-1.0, -0.5, 0, 0.5, 1, .infinity] as [CGFloat] {
            #expect(isEveryNumberFinite(effect(animator).attributes(for: p, in: empty)))
            #expect(effect(animator).attributes(for: p, in: empty).contentTransform.isFinite)
        }
    }
}
