import Foundation
import Testing

@testable import PagingLayout

@Suite("AndroidPageEffect")
struct AndroidPageEffectTests {
    let context = EffectContext(targetSize: CGSize(width: 200, height: 300))

    @Test("zoom-out as the ViewPager2 guide computes it, worked by hand")
    func zoomOut() {
        // position 0.5: scale 0.85; horzMargin 15, vertMargin 22.5; translationX −15 + 11.25 =
        // −3.75; place +100; alpha 0.5 + 0·0.5 = 0.5.
        let a = AndroidPageEffect(options: .layout(.zoomOut)).attributes(for: 0.5, in: context)
        #expect(isNear(a.transform, planar(0.85, 0, 0, 0.85, 96.25, 0)))
        #expect(isNear(a.alpha, 0.5))
        let near = AndroidPageEffect().attributes(for: -0.1, in: context)
        // scale 0.9: alpha 0.5 + (0.05/0.15)·0.5; horzMargin 10, vertMargin 15, translationX
        // 10 − 15/2 = 2.5; place −20.
        #expect(isNear(near.alpha, CGFloat(0.5 + 0.5 / 3)))
        #expect(isNear(near.transform, planar(0.9, 0, 0, 0.9, -17.5, 0)))
        #expect(AndroidPageEffect().attributes(for: 1.2, in: context).alpha == 0)
    }

    @Test("depth: the next page stays put behind, shrinking and fading")
    func depth() {
        let effect = AndroidPageEffect(options: .layout(.depth))
        let a = effect.attributes(for: 0.5, in: context)
        #expect(isNear(a.transform, planar(0.875, 0, 0, 0.875, 0, 0)))
        #expect(isNear(a.alpha, 0.5) && a.zPosition < effect.attributes(for: -0.5, in: context).zPosition)
        #expect(isNear(effect.attributes(for: -0.5, in: context).transform, planar(1, 0, 0, 1, -100, 0)))
    }

    @Test("margin adds its gap per page, along the axis")
    func margin() {
        let effect = AndroidPageEffect(options: .layout(.margin))
        #expect(isNear(effect.attributes(for: 1, in: context).transform, planar(1, 0, 0, 1, 216, 0)))
        let vertical = EffectContext(targetSize: CGSize(width: 200, height: 300), scrollDirection: .vertical)
        #expect(isNear(effect.attributes(for: -1, in: vertical).transform, planar(1, 0, 0, 1, 0, -316)))
        let negative = AndroidPageEffect(options: AndroidPageOptions(transformer: .margin, margin: -10))
        #expect(isNear(negative.attributes(for: 1, in: context).transform, planar(1, 0, 0, 1, 200, 0)))
    }

    @Test("right-to-left mirrors the margin's direction, as ViewPager2 negates it")
    func rightToLeft() {
        let rtl = EffectContext(targetSize: CGSize(width: 200, height: 300), layoutDirection: .rightToLeft)
        let a = AndroidPageEffect(options: .layout(.margin)).directedAttributes(for: 1, in: rtl)
        #expect(isNear(a.transform.m41, -216))
    }
}
