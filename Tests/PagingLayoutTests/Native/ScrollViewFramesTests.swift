import Foundation
import Testing

@testable import PagingLayout

@Suite("PageGeometry: progress and offset from a page's frame in the scroll view")
struct ScrollViewFramesTests {
    @Test("a full-viewport page half way in from the right is at progress 0.5")
    func fullPages() {
        // Page 2 starts at 600 in the content; its left edge at 150 in the viewport means offset 450.
        let frame = CGRect(x: 150, y: 0, width: 300, height: 500)
        #expect(fullPageGeometry.contentOffset(forSlot: 2, frame: frame, pageCount: 5) == 450)
        #expect(fullPageGeometry.progress(ofSlot: 2, frame: frame, pageCount: 5) == 0.5)
        #expect(fullPageGeometry.progress(ofSlot: 1, frame: frame.offsetBy(dx: -300, dy: 0), pageCount: 5) == -0.5)
    }

    @Test("peeking pages: progress counts from where a settled page sits")
    func peekingPages() {
        // Page 3 starts at 30 + 3·256 = 798; at offset 640 its left edge is at 158 in the viewport.
        // A settled page's left edge is at 30, so it is (158 − 30) / 256 = 0.5 pages away.
        let frame = CGRect(x: 158, y: 0, width: 240, height: 500)
        #expect(peekingGeometry.contentOffset(forSlot: 3, frame: frame, pageCount: 5) == 640)
        #expect(peekingGeometry.progress(ofSlot: 3, frame: frame, pageCount: 5) == 0.5)
        // The settled page itself.
        #expect(peekingGeometry.progress(ofSlot: 2, frame: CGRect(x: 30, y: 0, width: 240, height: 500), pageCount: 5) == 0)
    }

    @Test("vertical pagers read the frame's top edge")
    func verticalPager() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), scrollDirection: .vertical)
        // Page 2 starts at 1000; its top at 250 means offset 750, position 1.5.
        let frame = CGRect(x: 0, y: 250, width: 300, height: 500)
        #expect(geometry.contentOffset(forSlot: 2, frame: frame, pageCount: 5) == 750)
        #expect(geometry.progress(ofSlot: 2, frame: frame, pageCount: 5) == 0.5)
    }

    @Test("right-to-left: the leading edge is the frame's right edge, and the offset is physical")
    func rightToLeft() {
        var geometry = fullPageGeometry
        geometry.layoutDirection = .rightToLeft
        // Five pages, 1500 points: physical offset o shows logical offset 1200 − o. At logical 450
        // (position 1.5) page 2's leading (right) edge is 150 points from the viewport's right edge,
        // so its frame spans −150…150 and the physical offset is 750.
        let frame = CGRect(x: -150, y: 0, width: 300, height: 500)
        #expect(geometry.contentOffset(forSlot: 2, frame: frame, pageCount: 5) == 750)
        #expect(geometry.progress(ofSlot: 2, frame: frame, pageCount: 5) == 0.5)
    }

    @Test("a page displaced as the engine displaces it gives back the offset and the engine's progress")
    func agreesWithTheEngine() {
        var mirrored = peekingGeometry
        mirrored.layoutDirection = .rightToLeft
        var start = peekingGeometry
        start.alignment = .start
        var looping = peekingGeometry
        looping.isLooping = true
        var varied = peekingGeometry
        varied.itemLengths = ItemLengths([200, 260, 180, 240, 300])
        for geometry in [fullPageGeometry, peekingGeometry, mirrored, start, looping, varied] {
            for offset in stride(from: CGFloat(-40), through: 1000, by: 37.5) {
                let contentOffset = CGPoint(x: offset, y: 0)
                let position = geometry.position(atOffset: offset, pageCount: 5)
                for slot in -1..<6 where geometry.isLooping || (0..<5).contains(slot) {
                    // Where a settled page sits at this offset (viewport coordinates), moved along the
                    // axis by the engine's displacement for the slot's progress; mirrored, it moves left.
                    let progress = CGFloat(slot) - position
                    let displacement = geometry.effectContext(forSlot: slot, pageCount: 5, at: contentOffset)
                        .displacement(atProgress: progress)
                    let frame = geometry.frame(forSlot: slot, pageCount: 5, at: contentOffset)
                        .offsetBy(dx: -offset + (geometry.isMirrored ? -displacement : displacement), dy: 0)
                    let found = geometry.contentOffset(forSlot: slot, frame: frame, pageCount: 5)
                    #expect(isClose(found, offset, tolerance: 1e-9), "slot \(slot) at \(offset)")
                    #expect(isClose(geometry.progress(ofSlot: slot, frame: frame, pageCount: 5), progress, tolerance: 1e-9))
                }
            }
        }
    }

    @Test("a non-finite frame counts as one at the origin")
    func nonFiniteFrame() {
        let frame = CGRect(x: CGFloat.nan, y: 0, width: 300, height: 500)
        #expect(fullPageGeometry.contentOffset(forSlot: 2, frame: frame, pageCount: 5) == 600)
        #expect(fullPageGeometry.progress(ofSlot: 2, frame: frame, pageCount: 5) == 0)
    }
}
