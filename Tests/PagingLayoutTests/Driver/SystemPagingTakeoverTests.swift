import Foundation
import Testing

@testable import PagingLayout

/// Paging by the bounds' width meets pages shorter than the view (issue 24, defect 8).
@Suite("SystemPagingTakeover")
struct SystemPagingTakeoverTests {
    /// A 390 × 844 phone.
    private static let phone = CGSize(width: 390, height: 844)

    struct LandingCase: CustomTestStringConvertible, Sendable {
        let name: String
        let geometry: PageGeometry
        let lands: Bool
        var testDescription: String { name }
    }

    // Each worked out by hand from PageGeometry's formulas for 6 pages in 390 points: page k settles at
    // A + L/2 − 195 + k·(L + S) (centred) or k·(L + S) (start), and the content is A + 6L + 5S + B long.
    static let landingCases: [LandingCase] = [
        LandingCase(name: "full-view pages: 0, 390, …, 1950 in 2340", geometry: PageGeometry(viewportSize: phone), lands: true),
        LandingCase(
            name: "300-point pages 20 apart, 45 each end: a step of 320",
            geometry: PageGeometry(
                viewportSize: phone, pageLength: 300, spacing: 20, padding: ContentPadding(leading: 45, trailing: 45)),
            lands: false),
        LandingCase(
            name: "370-point pages 20 apart, 10 each end: 0, 390, …, 1950 in 2340",
            geometry: PageGeometry(
                viewportSize: phone, pageLength: 370, spacing: 20, padding: ContentPadding(leading: 10, trailing: 10)),
            lands: true),
        LandingCase(
            name: "370-point pages 20 apart, no padding: page 0 at −10",
            geometry: PageGeometry(viewportSize: phone, pageLength: 370, spacing: 20), lands: false),
        LandingCase(
            name: "full-view pages with 30 points each end: page 0 at 30",
            geometry: PageGeometry(viewportSize: phone, padding: ContentPadding(leading: 30, trailing: 30)),
            lands: false),
        LandingCase(
            name: "start-aligned full-view pages: 0, 390, …",
            geometry: PageGeometry(viewportSize: phone, alignment: .start), lands: true),
        LandingCase(
            name: "vertical full-view pages: 0, 844, …",
            geometry: PageGeometry(viewportSize: phone, scrollDirection: .vertical), lands: true),
        LandingCase(
            name: "vertical 390-point pages in an 844-point-tall view",
            geometry: PageGeometry(viewportSize: phone, scrollDirection: .vertical, pageLength: 390), lands: false),
        LandingCase(
            name: "right-to-left full-view pages: page 0 at 1950",
            geometry: PageGeometry(viewportSize: phone, layoutDirection: .rightToLeft), lands: true),
        LandingCase(
            name: "looping full-view pages", geometry: PageGeometry(viewportSize: phone, isLooping: true), lands: true),
        LandingCase(
            name: "pages of their own lengths",
            geometry: PageGeometry(viewportSize: phone, itemLengths: ItemLengths([390, 390, 390, 390, 390, 390])),
            lands: false),
        LandingCase(
            name: "a zero-sized view", geometry: PageGeometry(viewportSize: .zero), lands: false),
    ]

    @Test("paging by the viewport lands on the pages exactly when they sit on its multiples", arguments: landingCases)
    func landing(_ landing: LandingCase) {
        #expect(SystemPagingTakeover.pagesLandOnViewportMultiples(landing.geometry, pageCount: 6) == landing.lands)
    }

    private let peeking = PageGeometry(
        viewportSize: phone, pageLength: 300, spacing: 20, padding: ContentPadding(leading: 45, trailing: 45))
    private let fullView = PageGeometry(viewportSize: phone)

    /// The takeover's change (by default for the peeking geometry of 6 pages, paging at 0.998, at rest).
    private func change(
        _ takeover: inout SystemPagingTakeover, pagingEnabled: Bool, rate: CGFloat = 0.998,
        geometry: PageGeometry? = nil, pageCount: Int = 6, isScrolling: Bool = false
    ) -> SystemPagingChange {
        takeover.change(
            for: geometry ?? peeking, pageCount: pageCount, isPagingEnabled: pagingEnabled, decelerationRate: rate,
            isScrolling: isScrolling)
    }

    @Test("paging on with pages off the bounds' multiples: the layout takes over, once")
    func takesOver() {
        var takeover = SystemPagingTakeover()
        #expect(change(&takeover, pagingEnabled: true) == .takeOver)
        #expect(takeover.hasTakenOver)
        #expect(takeover.restoredDecelerationRate == 0.998)
        // The scroll view's paging is off now: nothing more to do.
        #expect(change(&takeover, pagingEnabled: false, rate: 0.99) == .none)
    }

    @Test("when the pages sit on the multiples again, paging goes back with the rate it had")
    func handsBack() {
        var takeover = SystemPagingTakeover()
        _ = change(&takeover, pagingEnabled: true)
        #expect(change(&takeover, pagingEnabled: false, rate: 0.99, geometry: fullView) == .handBack(decelerationRate: 0.998))
        #expect(!takeover.hasTakenOver)
    }

    @Test("nothing changes while the pager scrolls; the next decision at rest takes over")
    func notWhileScrolling() {
        var takeover = SystemPagingTakeover()
        #expect(change(&takeover, pagingEnabled: true, isScrolling: true) == .none)
        #expect(!takeover.hasTakenOver)
        #expect(change(&takeover, pagingEnabled: true) == .takeOver)
    }

    @Test("an app that keeps paging off is left alone, and full-view pages keep UIKit's paging")
    func leftAlone() {
        var takeover = SystemPagingTakeover()
        #expect(change(&takeover, pagingEnabled: false) == .none)
        #expect(change(&takeover, pagingEnabled: true, geometry: fullView) == .none)
        #expect(!takeover.hasTakenOver)
    }

    @Test("with no pages or no viewport nothing is decided")
    func nothingToPage() {
        var takeover = SystemPagingTakeover()
        #expect(change(&takeover, pagingEnabled: true, pageCount: 0) == .none)
        #expect(
            change(&takeover, pagingEnabled: true, geometry: PageGeometry(viewportSize: .zero, pageLength: 300)) == .none)
    }

    @Test("paging turned on again by the app is taken over again, and the first rate is still the one given back")
    func appTurnsPagingOnAgain() {
        var takeover = SystemPagingTakeover()
        _ = change(&takeover, pagingEnabled: true)
        #expect(change(&takeover, pagingEnabled: true, rate: 0.99) == .takeOver)
        #expect(takeover.relinquish() == .handBack(decelerationRate: 0.998))
    }

    @Test("leaving the scroll view gives paging back only after a takeover")
    func relinquish() {
        var untouched = SystemPagingTakeover()
        #expect(untouched.relinquish() == .none)
        var takeover = SystemPagingTakeover()
        _ = change(&takeover, pagingEnabled: true)
        #expect(takeover.relinquish() == .handBack(decelerationRate: 0.998))
        #expect(takeover.relinquish() == .none)
    }
}
