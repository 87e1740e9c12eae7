import Foundation
import Testing

@testable import PagingLayout

/// Pages asked for before the layout knows the item counts.
@MainActor
@Suite("PagingLayoutDriver: page requests before the counts are known")
struct PagingLayoutDriverRequestTests {
    // Defect 2. `setCurrentPage(3)` in `viewDidLoad` went straight to the page controller, whose
    // engine still had no items: the page was clamped to 0 and forgotten, so the first pass showed
    // page 0.
    @Test("a page set before the first pass is shown by that pass, without animation")
    func pageSetBeforeFirstPass() {
        let fixture = DriverFixture(items: [10], layOut: false)
        var finished: [Bool] = []
        fixture.driver.setCurrentPage(3) { finished.append($0) }
        #expect(fixture.driver.requestedPage == 3)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 3)
        #expect(fixture.host.contentOffset.x == 900)
        #expect(!fixture.driver.isAnimating)
        // The completion and the page change reach listeners after the pass, not inside it.
        #expect(finished.isEmpty)
        fixture.host.runMainQueue()
        #expect(finished == [true])
        #expect(fixture.log.pages == [3])
    }

    // With the old logic the request for page 3 of 4 was clamped to the 3 items the engine still
    // counted (page 2), and the page change wrote item 2 back to a SwiftUI selection.
    @Test("a page appended and selected at once is reached, not clamped to the old count")
    func appendThenSelect() {
        let fixture = DriverFixture(items: [3])
        fixture.host.data = [4]
        fixture.host.reloadData()
        fixture.driver.setCurrentPage(3)
        fixture.runFrames()
        #expect(fixture.driver.currentPage == 3)
        #expect(fixture.host.contentOffset.x == 900)
        #expect(fixture.log.pages == [3])
    }

    @Test("next page after a remembered request steps from the requested page")
    func nextAfterRequest() {
        let fixture = DriverFixture(items: [10], layOut: false)
        fixture.driver.setCurrentPage(3, animated: false)
        fixture.driver.goToNextPage(animated: false)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 4)
    }

    @Test("a newer request replaces a remembered one, whose completion gets false")
    func newerRequestReplaces() {
        let fixture = DriverFixture(items: [10], layOut: false)
        var first: [Bool] = []
        fixture.driver.setCurrentPage(5) { first.append($0) }
        fixture.driver.setCurrentPage(2)
        fixture.host.layoutIfNeeded()
        fixture.host.runMainQueue()
        #expect(first == [false])
        #expect(fixture.driver.currentPage == 2)
    }

    @Test("a page requested past the end is clamped to the counted pages")
    func requestPastEndClamps() {
        let fixture = DriverFixture(items: [4], layOut: false)
        fixture.driver.setCurrentPage(40)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 3)
        #expect(fixture.host.contentOffset.x == 900)
    }

    @Test("a request waits while the viewport has no size, and is shown once it has one")
    func requestWaitsForSize() {
        let fixture = DriverFixture(items: [10], size: .zero, layOut: false)
        fixture.driver.setCurrentPage(2)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.requestedPage == 2)
        fixture.host.resize(to: DriverFixture.pageSize)
        fixture.host.layoutIfNeeded()
        #expect(fixture.driver.currentPage == 2)
        #expect(fixture.host.contentOffset.x == 600)
    }
}
