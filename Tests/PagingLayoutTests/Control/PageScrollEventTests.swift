import Foundation
import Testing

@testable import PagingLayout

@Suite("PageScrollEvent")
struct PageScrollEventTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let position: CGFloat
        let pages: Int
        let page: Int
        let fraction: CGFloat
        var testDescription: String { "\(position) of \(pages) → \(page) + \(fraction)" }
    }

    static let cases: [Case] = [
        Case(position: 2.25, pages: 5, page: 2, fraction: 0.25),
        Case(position: 3.75, pages: 5, page: 3, fraction: 0.75),
        Case(position: 0, pages: 5, page: 0, fraction: 0),
        Case(position: 1, pages: 5, page: 1, fraction: 0),
        Case(position: 4, pages: 5, page: 4, fraction: 0),       // the last page
        Case(position: 4.5, pages: 5, page: 4, fraction: 0),     // bouncing past the end
        Case(position: -0.25, pages: 5, page: 0, fraction: 0),   // bouncing before the start
        Case(position: 1.5, pages: 0, page: 0, fraction: 0),     // no pages
        Case(position: .nan, pages: 5, page: 0, fraction: 0),
        Case(position: .infinity, pages: 5, page: 0, fraction: 0),
        Case(position: 1.5, pages: Int.min, page: 0, fraction: 0),   // counting the last page overflowed
        Case(position: 1.5, pages: -3, page: 0, fraction: 0),
    ]

    @Test("splits a scroll position into a page and a fraction", arguments: cases)
    func split(test: Case) {
        let event = PageScrollEvent(position: test.position, numberOfPages: test.pages)
        #expect(event.page == test.page)
        #expect(event.fraction == test.fraction)
        #expect(event.position.isNaN ? test.position.isNaN : event.position == test.position)
    }
}
