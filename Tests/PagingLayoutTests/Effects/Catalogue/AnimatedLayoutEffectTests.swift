import Foundation
import Testing

@testable import PagingLayout

@Suite("AnimatedLayoutEffect")
struct AnimatedLayoutEffectTests {
    /// A full-viewport 200 × 300 page, as the library is used.
    let context = EffectContext(targetSize: CGSize(width: 200, height: 300))

    func effect(_ animator: AnimatedLayoutOptions.Layout) -> AnimatedLayoutEffect {
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
        let c = effect(.cube).attributes(for: 0.5, in: context)
        #expect(isNear(c.transform, planar(1, 0, 0, 1, 100, 0)))
        #expect(c.contentTransform != .identity)
        #expect(effect(.cube).attributes(for: 1, in: context).contentTransform == .identity)
    }

    /// Where a point of the content, `(x, y)` from its centre, lands on screen relative to that
    /// centre: through `transform` with the perspective divide, as Core Animation draws a layer whose
    /// position is the content's centre.
    func projected(_ x: CGFloat, _ y: CGFloat, through t: Transform3D) -> CGPoint {
        let w = x * t.m14 + y * t.m24 + t.m44
        return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
    }

    @Test("cube follows the 1.1.0 release: the outer edge lands where Core Animation draws it, worked by hand")
    func cubeOuterEdge() {
        // Progress 0.5 of a 200-point page: middleOffset 0.5, turned by π/4 under m34 = −1/500. The
        // anchor sits on the shared (left) edge, the position stays at the centre, and the transform
        // is translate(−100), m34, rotate. The outer edge is 200 from the anchor: turned, it is at
        // x = 200 cos 45° = 141.42, z = −141.42; moved by −100 and divided by w = 1 + 141.42/500:
        // 41.42 / 1.28284 = 32.29 right of the centre. (Perspective taken about the shared edge
        // instead, the 2019 anchor handling, puts it at 141.42 / 1.28284 − 100 = 10.24.)
        let turned = 200 * cos(Double.pi / 4)
        let w = 1 + turned / 500
        let c = effect(.cube).attributes(for: 0.5, in: context).contentTransform
        #expect(isNear(projected(100, 0, through: c).x, (turned - 100) / w))
        #expect(abs((turned - 100) / w - 32.29) < 0.01)
        // The shared edge sits on the anchor: it stays where it is, at −100.
        #expect(isNear(projected(-100, 0, through: c).x, -100))
        // The page behind mirrors it: anchor on its trailing edge, outer edge 32.29 left of centre.
        let behind = effect(.cube).attributes(for: -0.5, in: context).contentTransform
        #expect(isNear(projected(-100, 0, through: behind).x, -(turned - 100) / w))
        #expect(isNear(projected(100, 0, through: behind).x, 100))
    }

    @Test("cube's matrices are the library's: translate, m34, rotate, then the anchor's offset")
    func cubeMatrices() {
        // Horizontal, page ahead: CATransform3DMakeTranslation(−100, 0, 0), m34, rotated about y by
        // π/4; about the centre, a point first moves +100 (centre to anchor).
        var ahead = ReferenceMatrix.translation(-100, 0, 0)
        ahead.rows[2][3] = -1.0 / 500.0
        ahead = ReferenceMatrix.translation(100, 0, 0) * ahead.rotate(.pi / 4, axis: 1)
        #expect(isNear(effect(.cube).attributes(for: 0.5, in: context).contentTransform, ahead.fields))
        // Vertical 200 × 300 page, page behind at −0.25: the anchor on the bottom edge, translation
        // (0, +150), rotated about (−1, 0, 0) by π/2 × −0.25, i.e. about x by +π/8.
        let vertical = EffectContext(targetSize: CGSize(width: 200, height: 300), scrollDirection: .vertical)
        var behind = ReferenceMatrix.translation(0, 150, 0)
        behind.rows[2][3] = -1.0 / 500.0
        behind = ReferenceMatrix.translation(0, -150, 0) * behind.rotate(.pi / 8, axis: 0)
        #expect(isNear(effect(.cube).attributes(for: -0.25, in: vertical).contentTransform, behind.fields))
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

    @Test("an empty viewport keeps every animator finite", arguments: AnimatedLayoutOptions.Layout.allCases)
    func emptyViewport(animator: AnimatedLayoutOptions.Layout) {
        let empty = EffectContext(targetSize: .zero)
        for p in [-1.0, -0.5, 0, 0.5, 1, .infinity] as [CGFloat] {
            #expect(isEveryNumberFinite(effect(animator).attributes(for: p, in: empty)))
            #expect(effect(animator).attributes(for: p, in: empty).contentTransform.isFinite)
        }
    }
}
