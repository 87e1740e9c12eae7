import Foundation
import Testing

@testable import PagingLayout

@Suite("PagerAccessibility")
struct PagerAccessibilityTests {
    @Test("the value reads the 1-based page and the count, with the page's own label when given")
    func value() {
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 2).value == "Page 3 of 12")
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 2, pageLabel: "Sunrise").value == "Sunrise, page 3 of 12")
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 2, pageLabel: "").value == "Page 3 of 12")
    }

    @Test("the templates are localisable; a label is spoken as written")
    func localised() {
        let french = PagerAccessibilityStrings(
            value: "Page {page} sur {count}", labeledValue: "{label} — page {page} sur {count}", empty: "Aucune page")
        #expect(PagerAccessibility(numberOfPages: 4, currentPage: 0, strings: french).value == "Page 1 sur 4")
        #expect(
            PagerAccessibility(numberOfPages: 4, currentPage: 3, pageLabel: "Plage", strings: french).value
                == "Plage — page 4 sur 4")
        #expect(PagerAccessibility(numberOfPages: 0, currentPage: 0, strings: french).value == "Aucune page")
        #expect(PagerAccessibility(numberOfPages: 4, currentPage: 0, pageLabel: "{count}").value == "{count}, page 1 of 4")
    }

    @Test("increment and decrement move one page and stop at the ends")
    func adjustsWithinTheEnds() {
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 5).incrementedPage == 6)
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 5).decrementedPage == 4)
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 11).incrementedPage == nil)
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 0).decrementedPage == nil)
    }

    @Test("a looping pager wraps round")
    func wraps() {
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 11, isLooping: true).incrementedPage == 0)
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 0, isLooping: true).decrementedPage == 11)
    }

    @Test("fewer than two pages: nothing to adjust", arguments: [0, 1, -2])
    func nothingToAdjust(count: Int) {
        for looping in [false, true] {
            let model = PagerAccessibility(numberOfPages: count, currentPage: 0, isLooping: looping)
            #expect(model.incrementedPage == nil)
            #expect(model.decrementedPage == nil)
            #expect(model.page(scrolling: .next) == nil)
        }
        #expect(PagerAccessibility(numberOfPages: 0, currentPage: 0).value == "No pages")
    }

    @Test("a loop of Int.max pages steps round its seam without overflow; Int.min pages are none")
    func extremeCounts() {
        let first = PagerAccessibility(numberOfPages: .max, currentPage: 0, isLooping: true)
        #expect(first.incrementedPage == 1)
        #expect(first.decrementedPage == Int.max - 1)
        let last = PagerAccessibility(numberOfPages: .max, currentPage: .max - 1, isLooping: true)
        #expect(last.incrementedPage == 0)
        #expect(last.decrementedPage == Int.max - 2)
        let none = PagerAccessibility(numberOfPages: .min, currentPage: 3)
        #expect(none.resolvedPage == 0)
        #expect(none.value == "No pages")
        #expect(none.announcement(after: 5) == nil)
    }

    @Test("a current page outside the pages counts as the nearest one")
    func clampsThePage() {
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 20).value == "Page 12 of 12")
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: -4).value == "Page 1 of 12")
        #expect(PagerAccessibility(numberOfPages: 12, currentPage: 20).decrementedPage == 10)
    }

    @Test(
        "scroll gestures page along the axis, mirrored right to left",
        arguments: [
            (ScrollDirection.horizontal, LayoutDirection.leftToRight, [4, 6, nil, nil, 6, 4]),
            (.horizontal, .rightToLeft, [6, 4, nil, nil, 6, 4]),
            (.vertical, .leftToRight, [nil, nil, 4, 6, 6, 4]),
            (.vertical, .rightToLeft, [nil, nil, 4, 6, 6, 4]),
        ] as [(ScrollDirection, LayoutDirection, [Int?])])
    func scrolls(axis: ScrollDirection, layout: LayoutDirection, expected: [Int?]) {
        let model = PagerAccessibility(numberOfPages: 12, currentPage: 5, scrollDirection: axis, layoutDirection: layout)
        let directions: [AccessibilityScrollDirection] = [.right, .left, .down, .up, .next, .previous]
        #expect(directions.map(model.page(scrolling:)) == expected)
    }

    @Test("announces the new value when the page changed, nothing otherwise")
    func announces() {
        let model = PagerAccessibility(numberOfPages: 5, currentPage: 3, pageLabel: "Harbour")
        #expect(model.announcement(after: 2) == "Harbour, page 4 of 5")
        #expect(model.announcement(after: 3) == nil)
        // A previous page out of range is clamped as the current one is.
        #expect(PagerAccessibility(numberOfPages: 5, currentPage: 4).announcement(after: 9) == nil)
    }

    @Test(
        "only the page nearest the centre is exposed",
        arguments: [(CGFloat(0), false), (0.49, false), (-0.49, false), (0.5, true), (-0.5, true), (1, true), (.nan, true)])
    func hidesOffScreenPages(progress: CGFloat, hidden: Bool) {
        #expect(PagerAccessibility.isHidden(progress: progress) == hidden)
    }

    @Test("made from an engine: its pages, looping and directions")
    func fromEngine() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 200), scrollDirection: .vertical, isLooping: true)
        let model = PagerAccessibility(engine: PagingEngine(geometry: geometry, itemCounts: [3, 4]), currentPage: 6)
        #expect(model.value == "Page 7 of 7")
        #expect(model.incrementedPage == 0)
        #expect(model.page(scrolling: .up) == 0)
    }
}
