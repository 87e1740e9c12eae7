import Foundation
import Testing

@testable import PagingLayout

@Suite("Sanitising helpers")
struct SanitizingTests {
    @Test("non-finite values count as 0; lengths also below 0")
    func finiteAndNonNegative() {
        #expect(CGFloat.nan.finiteOrZero == 0)
        #expect((-CGFloat.infinity).finiteOrZero == 0)
        #expect(CGFloat(-3).finiteOrZero == -3)
        #expect(CGFloat(-3).nonNegativeOrZero == 0)
        #expect(CGFloat.infinity.nonNegativeOrZero == 0)
        #expect(CGFloat(2.5).nonNegativeOrZero == 2.5)
        #expect(CGSize(width: -1, height: CGFloat.nan).nonNegativeOrZero == .zero)
        #expect(CGPoint(x: CGFloat.infinity, y: 4).finiteOrZero == CGPoint(x: 0, y: 4))
    }

    @Test("an index rounds by the rule and holds within its bounds; NaN counts as 0")
    func index() {
        #expect(CGFloat(2.5).index() == 3)
        #expect(CGFloat(-2.5).index() == -3)
        #expect(CGFloat(2.7).index(rounded: .down) == 2)
        #expect(CGFloat(-0.5).index(rounded: .down, within: 0...10) == 0)
        #expect(CGFloat(12).index(within: 0...10) == 10)
        #expect(CGFloat.infinity.index() == .max)
        #expect((-CGFloat.infinity).index() == .min)
        #expect(CGFloat(1e300).index() == .max)
        #expect(CGFloat.nan.index() == 0)
        #expect(CGFloat.nan.index(within: 5...10) == 5)
    }

    @Test("the axis picks the component along or across it")
    func axis() {
        let point = CGPoint(x: 1, y: 2)
        #expect(ScrollDirection.horizontal.along(point) == 1)
        #expect(ScrollDirection.vertical.along(point) == 2)
        #expect(ScrollDirection.vertical.across(point) == 1)
        #expect(ScrollDirection.vertical.point(along: 5, across: 6) == CGPoint(x: 6, y: 5))
        #expect(ScrollDirection.vertical.size(along: 5, across: 6) == CGSize(width: 6, height: 5))
        #expect(ScrollDirection.horizontal.length(of: CGSize(width: 3, height: 4)) == 3)
        #expect(ScrollDirection.horizontal.crossLength(of: CGSize(width: 3, height: 4)) == 4)
    }
}
