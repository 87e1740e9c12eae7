import Foundation
import Testing

@testable import PagingLayout

@Suite("PagePadding")
struct PagePaddingTests {
    let container = CGSize(width: 400, height: 800)

    @Test(
        "each kind of padding measures against the right dimension",
        arguments: [
            (PagePadding.Padding.absolute(25), CGFloat(25)),
            (.fractionalWidth(0.1), 40),  // 0.1 × 400
            (.fractionalHeight(0.1), 80),  // 0.1 × 800
            (.absolute(-10), -10),  // negative paddings let a page overhang its cell
        ])
    func points(padding: PagePadding.Padding, expected: CGFloat) {
        #expect(padding.points(in: container) == expected)
    }

    @Test("non-finite paddings count as 0")
    func nonFinite() {
        #expect(PagePadding.Padding.absolute(.nan).points(in: container) == 0)
        #expect(PagePadding.Padding.fractionalWidth(.infinity).points(in: container) == 0)
        #expect(PagePadding.Padding.fractionalHeight(0.5).points(in: CGSize(width: 1, height: CGFloat.infinity)) == 0)
    }

    @Test("the page frame is the container inset by the four sides")
    func pageFrame() {
        let padding = PagePadding(top: .absolute(10), left: .fractionalWidth(0.25), bottom: .fractionalHeight(0.05), right: .absolute(30))
        // left 0.25 × 400 = 100, top 10, width 400 − 100 − 30 = 270, height 800 − 10 − 0.05 × 800 (40) = 750.
        #expect(padding.pageFrame(in: container) == CGRect(x: 100, y: 10, width: 270, height: 750))
    }

    @Test("vertical/horizontal and all-sides initialisers fill the matching sides")
    func convenienceInitialisers() {
        let vh = PagePadding(vertical: .absolute(100), horizontal: .absolute(80))
        #expect(vh == PagePadding(top: .absolute(100), left: .absolute(80), bottom: .absolute(100), right: .absolute(80)))
        #expect(vh.pageFrame(in: container) == CGRect(x: 80, y: 100, width: 240, height: 600))
        let all = PagePadding(.absolute(50))
        #expect(all.pageFrame(in: container) == CGRect(x: 50, y: 50, width: 300, height: 700))
        #expect(PagePadding.zero.pageFrame(in: container) == CGRect(origin: .zero, size: container))
    }

    @Test("overriding replaces only the sides it is given, as successive modifiers do")
    func overriding() {
        let first = PagePadding(vertical: .absolute(10), horizontal: nil)
        let second = first.overriding(left: .absolute(4))
        #expect(second == PagePadding(top: .absolute(10), left: .absolute(4), bottom: .absolute(10), right: nil))
        let third = second.overriding(top: .fractionalHeight(0.2), right: .absolute(6))
        #expect(third == PagePadding(top: .fractionalHeight(0.2), left: .absolute(4), bottom: .absolute(10), right: .absolute(6)))
        #expect(third.overriding() == third)
    }

    @Test("paddings larger than the container collapse the page to zero length where they would meet")
    func oversizedPaddings() {
        let padding = PagePadding(vertical: .fractionalHeight(0.6), horizontal: .absolute(250))
        let frame = padding.pageFrame(in: container)
        // 400 − 250 − 250 < 0 and 800 − 480 − 480 < 0: equal paddings meet in the middle.
        #expect(frame.size == .zero)
        #expect(frame.origin == CGPoint(x: 200, y: 400))
        // Unequal ones in proportion: 300 on the left and 100 on the right of 200 meet at 200 · 3/4.
        let uneven = PagePadding(left: .absolute(300), right: .absolute(100)).pageFrame(in: CGSize(width: 200, height: 50))
        #expect(uneven == CGRect(x: 150, y: 0, width: 0, height: 50))
        // Paddings whose sum overflows to infinity still give a finite, empty frame.
        let huge = PagePadding(.absolute(.greatestFiniteMagnitude)).pageFrame(in: container)
        #expect(huge.origin.x.isFinite && huge.origin.y.isFinite && huge.size == .zero)
    }

    @Test("a negative or non-finite container counts as empty")
    func badContainer() {
        let padding = PagePadding(.fractionalWidth(0.1))
        #expect(padding.pageFrame(in: CGSize(width: -50, height: CGFloat.nan)) == .zero)
    }
}
