import Foundation
import Testing

@testable import PagingLayout

/// Five full-viewport pages, 300 points each: page k rests at 300·k.
@Suite("ScrollSelectionSync: a selection binding and a native scroll view in step")
struct ScrollSelectionSyncTests {
    private func offsets(_ values: [CGFloat], _ sync: inout ScrollSelectionSync) -> [Int?] {
        values.map { sync.offsetChanged(to: $0, geometry: fullPageGeometry, pageCount: 5) }
    }

    @Test("setting the selection scrolls there, and the pages passed are not written back")
    func selectionMovesThePager() {
        var sync = ScrollSelectionSync(selectedPage: 0)
        #expect(sync.selectionChanged(toPage: 3, pageCount: 5) == 3)
        #expect(offsets([150, 300, 600, 899, 900], &sync) == [nil, nil, nil, nil, nil])
        #expect(sync.destination == nil)
        #expect(sync.restingPage == 3)
        #expect(sync.selectionChanged(toPage: 3, pageCount: 5) == nil)
    }

    @Test("a selection changed on the way redirects the pager; nothing is written back")
    func redirect() {
        var sync = ScrollSelectionSync(selectedPage: 0)
        _ = sync.selectionChanged(toPage: 4, pageCount: 5)
        #expect(sync.selectionChanged(toPage: 1, pageCount: 5) == 1)
        #expect(offsets([600, 1200, 300], &sync) == [nil, nil, nil])
        #expect(sync.selectedPage == 1)
        #expect(sync.restingPage == 1)
    }

    @Test("a drag's resting page is written once, when the pager arrives")
    func dragWritesOnce() {
        var sync = ScrollSelectionSync(selectedPage: 0)
        sync.released(towardSlot: 2)
        #expect(offsets([100, 300, 599], &sync) == [nil, nil, nil])
        #expect(offsets([600, 600], &sync) == [2, nil])
        #expect(sync.selectedPage == 2)
    }

    @Test("a drag that interrupts the way to a selected page takes over")
    func dragTakesOver() {
        var sync = ScrollSelectionSync(selectedPage: 0)
        _ = sync.selectionChanged(toPage: 4, pageCount: 5)
        sync.released(towardSlot: 1)
        #expect(offsets([1200, 300], &sync) == [nil, 1])
    }

    @Test("without a destination moving offsets write nothing")
    func noDestinationNoWrites() {
        var sync = ScrollSelectionSync(selectedPage: 1)
        #expect(offsets([0, 300, 600, 900], &sync) == [nil, nil, nil, nil])
        #expect(sync.selectedPage == 1)
    }

    @Test("arrival allows half a point of pixel rounding")
    func arrivalTolerance() {
        var sync = ScrollSelectionSync(selectedPage: 0)
        sync.released(towardSlot: 3)
        #expect(offsets([901, 900.4], &sync) == [nil, 3])
    }

    @Test("out-of-range selections are clamped, and nothing moves without pages")
    func badInput() {
        var sync = ScrollSelectionSync(selectedPage: -3)
        #expect(sync.restingPage == 0)
        #expect(sync.selectionChanged(toPage: 9, pageCount: 5) == 4)
        #expect(sync.selectionChanged(toPage: 2, pageCount: 0) == nil)
        #expect(sync.selectionChanged(toPage: nil, pageCount: 5) == nil)
        #expect(sync.offsetChanged(to: .nan, geometry: fullPageGeometry, pageCount: 5) == nil)
    }

    @Test("peeking pages without padding: the first page arrives at offset 0, where it rests")
    func restingOffsetIsClamped() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240)
        var sync = ScrollSelectionSync(selectedPage: 2)
        sync.released(towardSlot: 0)
        #expect(sync.offsetChanged(to: 0, geometry: geometry, pageCount: 5) == 0)
    }
}

@Suite("ScrollSelectionSync: when the pager rests")
struct ScrollSelectionSyncRestingTests {
    @Test("resting means at the resting page's offset with nowhere to go")
    func resting() {
        var sync = ScrollSelectionSync(selectedPage: 2)
        #expect(sync.isResting(atOffset: 600, geometry: fullPageGeometry, pageCount: 5))
        // Under a finger, away from the page.
        #expect(!sync.isResting(atOffset: 640, geometry: fullPageGeometry, pageCount: 5))
        // On the way to another page, even while still at this one.
        _ = sync.selectionChanged(toPage: 3, pageCount: 5)
        #expect(!sync.isResting(atOffset: 600, geometry: fullPageGeometry, pageCount: 5))
        _ = sync.offsetChanged(to: 900, geometry: fullPageGeometry, pageCount: 5)
        #expect(sync.isResting(atOffset: 900, geometry: fullPageGeometry, pageCount: 5))
        #expect(!sync.isResting(atOffset: 900, geometry: fullPageGeometry, pageCount: 0))
    }
}
