import Foundation
import Testing

@testable import PagingLayout

@Suite("PageGeometry: ends a scroll view without content insets can reach")
struct ScrollableEndsTests {
    @Test("centred pages get half the room the page leaves on each end")
    func centred() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240)
            .withScrollableEnds(pageCount: 5)
        #expect(geometry.padding == ContentPadding(leading: 30, trailing: 30))
        // Every page now rests where it settles: page k at 30 + 240·k + 120 − 150 = 240·k.
        for page in 0..<5 {
            #expect(geometry.restingOffset(forSlot: page, pageCount: 5) == CGFloat(240 * page))
        }
    }

    @Test("padding already larger is kept")
    func largerPaddingKept() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), pageLength: 240, padding: ContentPadding(leading: 50, trailing: 10))
        #expect(geometry.withScrollableEnds(pageCount: 5).padding == ContentPadding(leading: 50, trailing: 30))
    }

    @Test("start-aligned pages get room after the last one")
    func startAligned() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), pageLength: 240, padding: ContentPadding(leading: 10),
            alignment: .start
        ).withScrollableEnds(pageCount: 5)
        // 300 − 10 − 240 = 50 after the last page; page 4 settles at 10 + 960 − 10 = 960.
        #expect(geometry.padding == ContentPadding(leading: 10, trailing: 50))
        #expect(geometry.restingOffset(forSlot: 4, pageCount: 5) == 960)
        #expect(geometry.maximumScrollableOffset(pageCount: 5) == 960)
    }

    @Test("no pages, no change")
    func noPages() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240)
        #expect(geometry.withScrollableEnds(pageCount: 0) == geometry)
        #expect(geometry.maximumScrollableOffset(pageCount: 0) == 0)
    }
}

@Suite("PageGeometry: the anchor that scrolls a page to where it settles")
struct ScrollAnchorTests {
    @Test("centred pages line up their centres")
    func centred() {
        #expect(peekingGeometry.scrollAnchor(ofPage: 3) == 0.5)
    }

    @Test("start-aligned pages line up the fraction that leaves the leading padding before the page")
    func startAligned() {
        // 240-point pages, 15 points of leading padding in 300 points: a = 15 / 60 = 0.25, and the
        // page's point at 0.25·240 = 60 meets the viewport's at 0.25·300 = 75: the page starts at 15.
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), pageLength: 240, padding: ContentPadding(leading: 15),
            alignment: .start)
        #expect(geometry.scrollAnchor(ofPage: 1) == 0.25)
        #expect(fullPageGeometry.scrollAnchor(ofPage: 1) == 0.5)
        var full = fullPageGeometry
        full.alignment = .start
        #expect(full.scrollAnchor(ofPage: 1) == 0)
    }
}
