import Foundation
import Testing

@testable import PagingLayout

/// Listeners hear about changes outside the layout pass.
@MainActor
@Suite("PagingLayoutDriver: callbacks and batch updates")
struct PagingLayoutDriverCallbackTests {
    // Defect 10. A reload that removes the current page changes the page inside `prepare()`; the
    // adapter called its delegate right there, so a delegate that reloads (a page label, a data
    // refresh) re-entered the collection view's layout from inside its own pass.
    @Test("a listener that reloads from a page change does not re-enter layout")
    func listenerReloadingDoesNotReenter() {
        let fixture = DriverFixture(items: [10])
        fixture.driver.setCurrentPage(8, animated: false)
        fixture.host.layoutIfNeeded()
        fixture.host.runMainQueue()
        var heard: [Int] = []
        // Weakly, as an app's listener would: the host holds the driver, which holds the listener.
        fixture.driver.onCurrentPageChanged = { [weak host = fixture.host] page in
            heard.append(page)
            host?.reloadData()
            host?.layoutIfNeeded()
        }
        fixture.host.data = [5]
        fixture.host.reloadData()
        fixture.host.layoutIfNeeded()
        #expect(heard.isEmpty)  // not from inside the pass
        fixture.host.runMainQueue()
        #expect(heard == [4])
        #expect(fixture.host.reentrantLayoutCount == 0)
        #expect(fixture.host.contentOffset.x == 1200)
    }

    @Test("events from one pass reach listeners in the order they happened")
    func deferredEventsKeepOrder() {
        let fixture = DriverFixture(items: [10], layOut: false)
        var events: [String] = []
        fixture.driver.onCurrentPageChanged = { events.append("page \($0)") }
        fixture.driver.setCurrentPage(3, animated: false) { events.append("done \($0)") }
        fixture.host.layoutIfNeeded()
        fixture.host.runMainQueue()
        #expect(events == ["page 3", "done true"])
    }

    // #28: the UIKit host submits one work item made once for every delivery, so a page change
    // allocates nothing; the driver then hands it no closure, and the events wait for that delivery.
    @Test("a host that schedules the delivery itself is asked once per pass and gets the events in order")
    func hostScheduledDeliveryKeepsOrder() {
        let fixture = DriverFixture(items: [10], layOut: false)
        fixture.host.schedulesEventDelivery = true
        var events: [String] = []
        fixture.driver.onCurrentPageChanged = { [weak driver = fixture.driver] page in
            events.append("page \(page), current \(driver?.currentPage ?? -1)")
        }
        fixture.driver.setCurrentPage(3, animated: false) { events.append("done \($0)") }
        fixture.host.layoutIfNeeded()
        fixture.host.runMainQueue()
        #expect(events.isEmpty)  // nothing went through `schedule(_:)`
        #expect(fixture.host.eventDeliveryRequests == 1)  // one request for the pass's two events
        fixture.driver.deliverDeferredEvents()
        #expect(events == ["page 3, current 3", "done true"])
        fixture.driver.deliverDeferredEvents()
        #expect(events.count == 2)  // a delivery with nothing queued tells nothing
    }

    @Test("outside a pass, listeners hear at once")
    func eventsOutsidePassAreImmediate() {
        let fixture = DriverFixture(items: [10])
        var heard: [Int] = []
        fixture.driver.onCurrentPageChanged = { heard.append($0) }
        fixture.driver.setCurrentPage(2, animated: false)
        #expect(heard == [2])
    }

    // `invalidateLayoutInBatchUpdate` used to call `performBatchUpdates` synchronously; the
    // original dispatched it to the main queue, so calling it from a callback or from layout
    // never nests batch updates in a pass.
    @Test("invalidating in batch updates waits for the next turn of the run loop")
    func batchUpdateInvalidationIsDeferred() {
        let fixture = DriverFixture(items: [10])
        let passes = fixture.host.layoutPassCount
        fixture.driver.invalidateInBatchUpdates()
        #expect(fixture.host.batchUpdateCount == 0)
        #expect(fixture.host.layoutPassCount == passes)
        fixture.host.runMainQueue()
        #expect(fixture.host.batchUpdateCount == 1)
        #expect(fixture.host.layoutPassCount == passes + 1)
        #expect(fixture.host.reentrantLayoutCount == 0)
    }

    @Test("batch updates that insert before the current page keep the page index and read the new counts")
    func batchUpdatesReadCounts() {
        let fixture = DriverFixture(items: [3])
        fixture.driver.setCurrentPage(2, animated: false)
        fixture.host.performBatchUpdates { fixture.host.data = [6] }
        #expect(fixture.driver.pageController.engine.numberOfPages == 6)
        #expect(fixture.driver.currentPage == 2)
        #expect(fixture.driver.contentSize.width == 1800)
    }
}
