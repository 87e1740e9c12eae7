import Foundation
import Testing

@testable import PagingLayout

@Suite("StretchyHeaderEffect")
struct StretchyHeaderEffectTests {
    let effect = StretchyHeaderEffect(maxOverlayAlpha: 0.6)

    @Test("at rest the header is untransformed and has no overlay")
    func atRest() {
        #expect(effect.transform(atOffset: 0, headerHeight: 200, viewportHeight: 568) == .identity)
        #expect(effect.overlayAlpha(atOffset: 0, headerHeight: 200) == 0)
    }

    @Test("pulled down 100 points it grows to 300 points with its top at the viewport's top")
    func pulledDown() throws {
        // Stretched height 200 + 100 = 300: scale 1.5; it moves by −100 + (300 − 200)/2 = −50.
        let transform = effect.transform(atOffset: -100, headerHeight: 200, viewportHeight: 568)
        #expect(transform == Transform3D.scale(x: 1.5, y: 1.5).concatenating(.translation(x: 0, y: -50)))
        let quad = try #require(transform.project(CGRect(x: 0, y: 0, width: 320, height: 200)))
        #expect(isClose(quad.topLeft.y, -100))
        #expect(isClose(quad.bottomLeft.y, 200))
        // The raw alpha goes negative: −100 / 200.
        #expect(effect.overlayAlpha(atOffset: -100, headerHeight: 200) == -0.5)
    }

    @Test("it stretches no taller than the viewport")
    func stretchLimit() {
        // Stretched height min(568, 200 + 1000) = 568: scale 2.84, moved by −1000 + 184.
        let transform = effect.transform(atOffset: -1000, headerHeight: 200, viewportHeight: 568)
        #expect(isClose(transform.m11, 2.84))
        #expect(isClose(transform.m22, 2.84))
        #expect(isClose(transform.m42, -816))
    }

    @Test("scrolled up it slides down with the scroll until its own height, and darkens up to the maximum")
    func scrolledUp() {
        #expect(effect.transform(atOffset: 50, headerHeight: 200, viewportHeight: 568) == .translation(x: 0, y: 50))
        #expect(effect.overlayAlpha(atOffset: 50, headerHeight: 200) == 0.25)
        #expect(effect.transform(atOffset: 900, headerHeight: 200, viewportHeight: 568) == .translation(x: 0, y: 200))
        #expect(effect.overlayAlpha(atOffset: 900, headerHeight: 200) == 0.6)
    }

    @Test("a header of zero or non-finite height neither stretches nor darkens")
    func degenerateHeight() {
        for height: CGFloat in [0, -10, .nan, .infinity] {
            #expect(effect.transform(atOffset: -50, headerHeight: height, viewportHeight: 500) == .identity)
            #expect(effect.overlayAlpha(atOffset: 50, headerHeight: height) == 0)
        }
    }
}
