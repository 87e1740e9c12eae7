import Foundation
import Testing

@testable import PagingLayout

@Suite("ParallaxEffect")
struct ParallaxEffectTests {
    let parallax = ParallaxEffect(maxParallaxOffset: 20)

    @Test("a cell at the viewport's centre has no offset")
    func centred() {
        // Viewport 66…634 (centre 350); a 100-point cell centred at 350.
        #expect(parallax.offset(itemCenter: 350, itemLength: 100, viewportOrigin: 66, viewportLength: 568) == 0)
    }

    @Test("the offset is proportional to the distance from the centre, against it")
    func proportional() {
        // Distance 66 below the centre of 0…568; reach 284 + 50 = 334: −20 × 66 / 334.
        let value = parallax.offset(itemCenter: 350, itemLength: 100, viewportOrigin: 0, viewportLength: 568)
        let expected: CGFloat = -1320 / 334
        #expect(isClose(value, expected))
        let above = parallax.offset(itemCenter: 218, itemLength: 100, viewportOrigin: 0, viewportLength: 568)
        #expect(isClose(above, -expected))
    }

    @Test("it reaches the maximum just as the cell leaves the viewport, and holds there")
    func edge() {
        // Top of a 100-point cell at the bottom edge 568: centre 618, distance 334 = the reach.
        #expect(parallax.offset(itemCenter: 618, itemLength: 100, viewportOrigin: 0, viewportLength: 568) == -20)
        #expect(parallax.offset(itemCenter: 5000, itemLength: 100, viewportOrigin: 0, viewportLength: 568) == -20)
        #expect(parallax.offset(itemCenter: -50, itemLength: 100, viewportOrigin: 0, viewportLength: 568) == 20)
    }

    @Test("zero lengths and non-finite positions give finite offsets")
    func degenerate() {
        #expect(parallax.offset(itemCenter: 10, itemLength: 0, viewportOrigin: 0, viewportLength: 0) == 0)
        for value: CGFloat in [.nan, .infinity, -.infinity] {
            let offset = parallax.offset(itemCenter: value, itemLength: 100, viewportOrigin: 0, viewportLength: 500)
            #expect(offset.isFinite)
            #expect(
                ParallaxEffect(maxParallaxOffset: 0).offset(
                    itemCenter: 0, itemLength: 100, viewportOrigin: value, viewportLength: 500) == 0)
        }
    }
}
