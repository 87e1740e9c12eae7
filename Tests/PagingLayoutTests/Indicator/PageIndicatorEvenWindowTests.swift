import Foundation
import Testing

@testable import PagingLayout

@Suite("PageIndicator with an even number of dots in its window")
struct PageIndicatorEvenWindowTests {
    static func indicator(position: CGFloat) -> PageIndicator {
        var style = PageIndicatorStyle()
        style.maximumVisibleDots = 4
        return PageIndicator(numberOfPages: 20, position: position, style: style)
    }

    @Test("four slots centred on the position: their centres are the position ∓ 0.5 and ∓ 1.5")
    func centredStart() {
        // Slots 8.5, 9.5, 10.5, 11.5 average to 10: the window starts half a page before page 9.
        #expect(Self.indicator(position: 10).windowStart == 8.5)
        #expect(Self.indicator(position: 4.25).windowStart == 2.75)
    }

    @Test("the window stays within the pages: 0 at the start, 20 − 4 = 16 at the end")
    func clampedStart() {
        #expect(Self.indicator(position: 1).windowStart == 0)
        #expect(Self.indicator(position: 19).windowStart == 16)
        #expect(Self.indicator(position: 18).windowStart == 16)
    }
}
