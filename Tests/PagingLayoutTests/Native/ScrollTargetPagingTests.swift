import Foundation
import Testing

@testable import PagingLayout

@Suite("ScrollTargetPaging: where a released scroll view rests")
struct ScrollTargetPagingTests {
    private func paging(_ geometry: PageGeometry = fullPageGeometry, start: Int = 2) -> ScrollTargetPaging {
        ScrollTargetPaging(geometry: geometry, pageCount: 10, dragStartSlot: start)
    }

    @Test("a slow release settles on the nearest page")
    func slowRelease() {
        // 690 is position 2.3: page 2 at 600.
        let target = paging().target(forProposedOffset: CGPoint(x: 690, y: 0), velocity: CGPoint(x: 0, y: 0))
        #expect(target == ScrollTargetPaging.Target(slot: 2, offset: CGPoint(x: 600, y: 0)))
    }

    @Test("a flick goes on to the next page in its direction")
    func flicks() {
        let forward = paging().target(forProposedOffset: CGPoint(x: 690, y: 0), velocity: CGPoint(x: 800, y: 0))
        #expect(forward == ScrollTargetPaging.Target(slot: 3, offset: CGPoint(x: 900, y: 0)))
        // From 540 (position 1.8) backwards: past the boundary behind it, page 1.
        let backward = paging().target(forProposedOffset: CGPoint(x: 540, y: 0), velocity: CGPoint(x: -800, y: 0))
        #expect(backward == ScrollTargetPaging.Target(slot: 1, offset: CGPoint(x: 300, y: 0)))
    }

    @Test("a fast fling moves one page from where the drag began")
    func onePagePerSwipe() {
        let target = paging().target(forProposedOffset: CGPoint(x: 2400, y: 0), velocity: CGPoint(x: 5000, y: 0))
        #expect(target.slot == 3)
        #expect(target.offset.x == 900)
    }

    @Test("the nearest-to-projected-end configuration lets a fling pass several pages")
    func projectedEnd() {
        var paging = paging()
        paging.configuration = .nearestToProjectedEnd
        let target = paging.target(forProposedOffset: CGPoint(x: 2380, y: 0), velocity: CGPoint(x: 5000, y: 0))
        #expect(target.slot == 8)
        #expect(target.offset.x == 2400)
    }

    @Test("the first page of peeking pages without padding rests at offset 0, where the scroll view stops")
    func restsWithinTheScrollableRange() {
        // 240-point pages centred in 300 points with no padding: page 0 would settle at −30.
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240)
        let target = paging(geometry, start: 0).target(forProposedOffset: CGPoint(x: -50, y: 0), velocity: CGPoint(x: -100, y: 0))
        #expect(target == ScrollTargetPaging.Target(slot: 0, offset: CGPoint(x: 0, y: 0)))
    }

    @Test("a vertical pager reads the y components and keeps the x one")
    func vertical() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), scrollDirection: .vertical)
        let target = paging(geometry).target(forProposedOffset: CGPoint(x: 7, y: 1150), velocity: CGPoint(x: 9000, y: 600))
        #expect(target == ScrollTargetPaging.Target(slot: 3, offset: CGPoint(x: 7, y: 1500)))
    }

    @Test("right-to-left: a flick towards larger physical offsets goes to an earlier page")
    func rightToLeft() {
        var geometry = fullPageGeometry
        geometry.layoutDirection = .rightToLeft
        // Ten pages, 3000 points: page 2 rests at physical 3000 − 300 − 600 = 2100; 2190 is position 1.7.
        let target = paging(geometry).target(forProposedOffset: CGPoint(x: 2190, y: 0), velocity: CGPoint(x: 800, y: 0))
        #expect(target == ScrollTargetPaging.Target(slot: 1, offset: CGPoint(x: 2400, y: 0)))
    }

    @Test("no snapping rests where the deceleration ends")
    func free() {
        var paging = paging()
        paging.configuration = .free
        let target = paging.target(forProposedOffset: CGPoint(x: 1234, y: 0), velocity: CGPoint(x: 800, y: 0))
        #expect(target.offset.x == 1234)
    }

    @Test("non-finite proposals and velocities rest on the start page")
    func nonFinite() {
        let target = paging().target(forProposedOffset: CGPoint(x: CGFloat.nan, y: .infinity), velocity: CGPoint(x: CGFloat.nan, y: 0))
        #expect(target == ScrollTargetPaging.Target(slot: 2, offset: CGPoint(x: 600, y: 0)))
        let none = ScrollTargetPaging(geometry: fullPageGeometry, pageCount: 0, dragStartSlot: 0)
            .target(forProposedOffset: CGPoint(x: 500, y: 0), velocity: CGPoint(x: 0, y: 0))
        #expect(none == ScrollTargetPaging.Target(slot: 0, offset: CGPoint(x: 0, y: 0)))
    }
}

@Suite("ScrollTargetPaging without a known drag start")
struct ScrollTargetPagingUnknownStartTests {
    @Test("the nearest page to the proposal is the start: only a flick moves past it")
    func nearestIsTheStart() {
        let paging = ScrollTargetPaging(geometry: fullPageGeometry, pageCount: 10, dragStartSlot: nil)
        // 2380 is position 7.93: page 8 slowly; a forward flick goes to the next boundary, 8 still.
        #expect(paging.target(forProposedOffset: CGPoint(x: 2380, y: 0), velocity: CGPoint(x: 0, y: 0)).slot == 8)
        #expect(paging.target(forProposedOffset: CGPoint(x: 2380, y: 0), velocity: CGPoint(x: 900, y: 0)).slot == 8)
        // 2300 is 7.67: nearest 8; a backward flick goes to 7, one from the start.
        #expect(paging.target(forProposedOffset: CGPoint(x: 2300, y: 0), velocity: CGPoint(x: -900, y: 0)).slot == 7)
    }
}
