import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PageSnapping")
struct PageSnappingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let offset: CGFloat
        let velocity: CGFloat
        let start: Int
        var pageLength: CGFloat = 300
        var pages = 10
        var configuration = PageSnapping.Configuration()
        let expected: Int
        var testDescription: String { name }
    }

    /// 300-point pages, 10 pages, default configuration (flick from 400 pt/s, one page per drag)
    /// unless stated. Positions are offset ÷ 300.
    static let cases: [Case] = [
        Case(name: "2.3, slow: nearest page 2", offset: 690, velocity: 0, start: 2, expected: 2),
        Case(name: "2.5, slow: half rounds away from zero, 3", offset: 750, velocity: 0, start: 2, expected: 3),
        Case(name: "2.7 from 3, slow: 3", offset: 810, velocity: 0, start: 3, expected: 3),
        Case(name: "2.3, 399 pt/s: below the threshold, 2", offset: 690, velocity: 399, start: 2, expected: 2),
        Case(name: "2.3, 400 pt/s: the threshold flicks, floor + 1 = 3", offset: 690, velocity: 400, start: 2, expected: 3),
        Case(name: "2.3, 800 pt/s: flick forwards to 3", offset: 690, velocity: 800, start: 2, expected: 3),
        Case(name: "2.3, −800 pt/s: flick back to ceil − 1 = 2", offset: 690, velocity: -800, start: 2, expected: 2),
        Case(name: "2.0 exactly, 800 pt/s: at least one page, 3", offset: 600, velocity: 800, start: 2, expected: 3),
        Case(name: "2.0 exactly, −800 pt/s: at least one page, 1", offset: 600, velocity: -800, start: 2, expected: 1),
        Case(name: "2.7 from 3, −800 pt/s: back to 2", offset: 810, velocity: -800, start: 3, expected: 2),
        Case(name: "5.0 from 2: at most one page, 3", offset: 1500, velocity: 0, start: 2, expected: 3),
        Case(name: "0.4 from 2, 800 pt/s: at most one page back, 1", offset: 120, velocity: 800, start: 2, expected: 1),
        Case(name: "−0.67 (bouncing): page 0", offset: -200, velocity: 0, start: 0, expected: 0),
        Case(name: "−0.67, −800 pt/s: page 0", offset: -200, velocity: -800, start: 0, expected: 0),
        Case(name: "9.83 from 9, 800 pt/s: the last page, 9", offset: 2950, velocity: 800, start: 9, expected: 9),
        Case(name: "5.0 from 2, up to 3 pages: 5", offset: 1500, velocity: 0, start: 2,
             configuration: .init(maximumPageDistance: 3), expected: 5),
        Case(name: "6.67 from 2, up to 3 pages: 5", offset: 2000, velocity: 0, start: 2,
             configuration: .init(maximumPageDistance: 3), expected: 5),
        Case(name: "5.0 from 2, distance 0 counts as 1: 3", offset: 1500, velocity: 0, start: 2,
             configuration: .init(maximumPageDistance: 0), expected: 3),
        Case(name: "9.83 from 0, no limit: 9 without overflow", offset: 2950, velocity: 0, start: 0,
             configuration: .init(maximumPageDistance: .max), expected: 9),
        Case(name: "2.03, 1 pt/s, threshold 0: flick to 3", offset: 610, velocity: 1, start: 2,
             configuration: .init(minimumFlickVelocity: 0), expected: 3),
        Case(name: "2.03, 0 pt/s, threshold 0: no movement, 2", offset: 610, velocity: 0, start: 2,
             configuration: .init(minimumFlickVelocity: 0), expected: 2),
        Case(name: "2.3, 10⁶ pt/s, threshold ∞: never flicks, 2", offset: 690, velocity: 1e6, start: 2,
             configuration: .init(minimumFlickVelocity: .infinity), expected: 2),
        Case(name: "2.3, 10⁶ pt/s, threshold NaN: never flicks, 2", offset: 690, velocity: 1e6, start: 2,
             configuration: .init(minimumFlickVelocity: .nan), expected: 2),
        Case(name: "NaN offset: the start page", offset: .nan, velocity: 0, start: 4, expected: 4),
        Case(name: "NaN offset, 800 pt/s: one past the start page", offset: .nan, velocity: 800, start: 4, expected: 5),
        Case(name: "infinite offset: the start page", offset: .infinity, velocity: 0, start: 4, expected: 4),
        Case(name: "NaN velocity: nearest", offset: 690, velocity: .nan, start: 2, expected: 2),
        Case(name: "infinite velocity: a flick forwards, 3", offset: 690, velocity: .infinity, start: 2, expected: 3),
        Case(name: "−infinite velocity from 2.0: a flick back, 1", offset: 600, velocity: -.infinity, start: 2, expected: 1),
        Case(name: "huge offset: the start page's neighbour", offset: 1e300, velocity: 0, start: 4, expected: 5),
        Case(name: "start page 50 of 10 counts as 9; 1.0: 8", offset: 300, velocity: 0, start: 50, expected: 8),
        Case(name: "start page −3 counts as 0; 1.0: 1", offset: 300, velocity: 0, start: -3, expected: 1),
        Case(name: "no pages: 0", offset: 690, velocity: 800, start: 2, pages: 0, expected: 0),
        Case(name: "negative page count: 0", offset: 690, velocity: 800, start: 2, pages: -4, expected: 0),
        Case(name: "page length 0 counts as 1: 2.4 → 2", offset: 2.4, velocity: 0, start: 2, pageLength: 0, expected: 2),
        Case(name: "NaN page length counts as 1: 3.4 from 3 → 3", offset: 3.4, velocity: 0, start: 3, pageLength: .nan, expected: 3),
        Case(name: "one page: always 0", offset: 690, velocity: 800, start: 0, pages: 1, expected: 0),
    ]

    @Test("picks the page to settle on", arguments: cases)
    func targetPage(test: Case) {
        let page = PageSnapping.targetPage(
            forProposedOffset: test.offset, velocity: test.velocity, dragStartPage: test.start,
            pageLength: test.pageLength, numberOfPages: test.pages, configuration: test.configuration)
        #expect(page == test.expected)
    }

    @Test("gives the target page's offset")
    func targetOffset() {
        // A forward flick from 2.3 settles on page 3: 3 × 300.
        #expect(PageSnapping.targetOffset(forProposedOffset: 690, velocity: 800, dragStartPage: 2,
                                          pageLength: 300, numberOfPages: 10) == 900)
        // No usable page length: every page is at 0.
        #expect(PageSnapping.targetOffset(forProposedOffset: 2.4, velocity: 0, dragStartPage: 2,
                                          pageLength: 0, numberOfPages: 10) == 0)
        #expect(PageSnapping.targetOffset(forProposedOffset: 2.4, velocity: 0, dragStartPage: 2,
                                          pageLength: .nan, numberOfPages: 10) == 0)
        // Page 2 of 10³⁰⁸-point pages would be 2 × 10³⁰⁸ = ∞: held at the largest finite value.
        #expect(PageSnapping.targetOffset(forProposedOffset: 1.7e308, velocity: 0, dragStartPage: 2,
                                          pageLength: 1e308, numberOfPages: 3) == CGFloat.greatestFiniteMagnitude)
    }

    @Test("a configuration that does not snap leaves the offset where the fling ends, on both entry points")
    func freeConfigurationKeepsTheProposedOffset() {
        // 690 is position 2.3 on 300-point pages: a snapping release would settle on page 2 (600).
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500))
        #expect(PageSnapping.targetOffset(forProposedOffset: 690, velocity: 0, dragStartPage: 2,
                                          pageLength: 300, numberOfPages: 10, configuration: .free) == 690)
        #expect(PageSnapping.targetOffset(forProposedOffset: 690, velocity: 0, dragStartSlot: 2,
                                          geometry: geometry, numberOfPages: 10, configuration: .free) == 690)
        // A non-finite proposal still settles on a page: the drag's start, page 2.
        #expect(PageSnapping.targetOffset(forProposedOffset: .nan, velocity: 0, dragStartPage: 2,
                                          pageLength: 300, numberOfPages: 10, configuration: .free) == 600)
        #expect(PageSnapping.targetOffset(forProposedOffset: 690, velocity: 0, dragStartPage: 2,
                                          pageLength: 300, numberOfPages: 10) == 600)
    }

    @Test("a page count near Int.max settles without overflowing", arguments: [-1e300, 0, 1e300])
    func pageCountsNearIntMax(velocity: CGFloat) {
        let last = Int.max - 1
        let unlimited = PageSnapping.Configuration(maximumPageDistance: .max)
        // Released far past the end (position 10³⁰⁰ / 300): the last page, whichever way the flick goes.
        #expect(PageSnapping.targetPage(forProposedOffset: 1e300, velocity: velocity, dragStartPage: last,
                                        pageLength: 300, numberOfPages: .max, configuration: unlimited) == last)
        // Released far before the start: page 0.
        #expect(PageSnapping.targetPage(forProposedOffset: -1e300, velocity: velocity, dragStartPage: 0,
                                        pageLength: 300, numberOfPages: .max, configuration: unlimited) == 0)
    }

    @Test("defaults to a one-page-per-swipe pager flicking from 400 points per second")
    func defaults() {
        let configuration = PageSnapping.Configuration()
        #expect(configuration.minimumFlickVelocity == 400)
        #expect(configuration.maximumPageDistance == 1)
    }

    @Test("a sweep of release positions never leaves the allowed band")
    func sweep() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            let pages = Int.random(in: 1...12, using: &generator)
            let start = Int.random(in: 0..<pages, using: &generator)
            let distance = Int.random(in: 1...3, using: &generator)
            let offset = CGFloat.random(in: -400...4000, using: &generator)
            let velocity = CGFloat.random(in: -2000...2000, using: &generator)
            let page = PageSnapping.targetPage(
                forProposedOffset: offset, velocity: velocity, dragStartPage: start, pageLength: 300,
                numberOfPages: pages, configuration: .init(maximumPageDistance: distance))
            #expect((0..<pages).contains(page))
            #expect(abs(page - start) <= distance)
            // A flick never settles behind the release position's page boundary it moves away from.
            let position = offset / 300
            if velocity >= 400, page < pages - 1, page < start + distance {
                #expect(CGFloat(page) > position.rounded(.down), "\(offset) \(velocity) \(start)")
            }
        }
    }
}
