import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PagingEngine")
struct PagingEngineTests {
    let size = CGSize(width: 300, height: 500)

    func engine(_ sections: [Int], visible: Int? = 3, direction: ScrollDirection = .horizontal) -> PagingEngine {
        PagingEngine(viewportSize: size, itemCounts: sections, scrollDirection: direction, numberOfVisibleItems: visible)
    }

    @Test("half way between pages: progress −0.5 / 0.5 / 1.5 and the page rounds away from zero")
    func halfWay() {
        let pass = engine([3, 4, 3]).layout(at: CGPoint(x: 450, y: 0))
        // 450 / 300 = 1.5 → current page 2; the odd window of 3 is centred on it: flat 1, 2, 3.
        #expect(pass.currentPage == 2)
        #expect(pass.contentSize == CGSize(width: 3000, height: 500))
        #expect(pass.elements.map(\.indexPath) == [ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 2, section: 0), ItemIndexPath(item: 0, section: 1)])
        #expect(pass.elements.map(\.progress) == [-0.5, 0.5, 1.5])
        #expect(pass.elements.map(\.zPosition) == [-1, -1, -2])
        #expect(pass.elements.allSatisfy { $0.frame == CGRect(x: 450, y: 0, width: 300, height: 500) })
    }

    @Test("the pager's pass is the layouts' pass: cells, untransformed and opaque, with the scroll position")
    func passOfCells() {
        let pager = engine([3, 4, 3])
        let pass = pager.layout(at: CGPoint(x: 450, y: 0))
        // 450 / 300 = 1.5 pages; the window of 3 around page 2 is flat 1, 2, 3 (section 1 starts at 3).
        #expect(pass.scrollPosition == 1.5)
        #expect(pass.elements.allSatisfy { $0.kind == .cell })
        #expect(pass.elements.map(\.flatIndex) == [1, 2, 3])
        #expect(pass.elements.map(\.slot) == [1, 2, 3])
        #expect(pass.elements.map(\.section) == [0, 0, 1])
        #expect(pass.elements.map(\.item) == [1, 2, 0])
        #expect(pass.elements.allSatisfy { $0.transform == .identity && $0.alpha == 1 })
        #expect(pass.elements.allSatisfy { $0.parallaxOffset == .zero && $0.overlayAlpha == 0 })
        // The contract's pass in the engine's own viewport is the same pass.
        #expect(pager.layout(at: CGPoint(x: 450, y: 0), viewportSize: size) == pass)
    }

    @Test("vertical paging divides the y offset by the height")
    func vertical() {
        let pass = engine([3, 4, 3], direction: .vertical).layout(at: CGPoint(x: 0, y: 1250))
        // 1250 / 500 = 2.5 → page 3; window flat 2…4.
        #expect(pass.currentPage == 3)
        #expect(pass.contentSize == CGSize(width: 300, height: 5000))
        #expect(pass.elements.map(\.flatIndex) == [2, 3, 4])
        #expect(pass.elements.map(\.progress) == [-0.5, 0.5, 1.5])
    }

    @Test("the window shifts at either end to keep its size")
    func windowAtTheEnds() {
        let e = engine([10], visible: 3)
        #expect(e.layout(at: .zero).elements.map(\.flatIndex) == [0, 1, 2])
        #expect(e.layout(at: CGPoint(x: 2700, y: 0)).elements.map(\.flatIndex) == [7, 8, 9])
        #expect(e.layout(at: CGPoint(x: -900, y: 0)).elements.map(\.flatIndex) == [0, 1, 2])
        #expect(e.layout(at: CGPoint(x: 9000, y: 0)).elements.map(\.flatIndex) == [7, 8, 9])
    }

    @Test("an even count lays out the items nearest the position, including the one scrolled towards")
    func evenWindow() {
        let e = engine([10], visible: 2)
        // Position 1.3: item 1 is 0.3 away, item 2 is 0.7 away. The original laid out 0 and 1.
        #expect(e.layout(at: CGPoint(x: 390, y: 0)).elements.map(\.flatIndex) == [1, 2])
        // Position 1.5 with 4 visible: 0 and 3 are 1.5 away, 1 and 2 are 0.5 away.
        let four = engine([10], visible: 4)
        #expect(four.layout(at: CGPoint(x: 450, y: 0)).elements.map(\.flatIndex) == [0, 1, 2, 3])
        #expect(four.layout(at: CGPoint(x: 480, y: 0)).elements.map(\.flatIndex) == [0, 1, 2, 3])
        #expect(four.layout(at: CGPoint(x: 660, y: 0)).elements.map(\.flatIndex) == [1, 2, 3, 4])
    }

    @Test("nil numberOfVisibleItems lays out every item")
    func allItems() {
        let pass = engine([2, 3], visible: nil).layout(at: CGPoint(x: 600, y: 0))
        #expect(pass.elements.map(\.flatIndex) == [0, 1, 2, 3, 4])
        #expect(pass.elements.map(\.progress) == [-2, -1, 0, 1, 2])
        #expect(pass.elements.map(\.zPosition) == [-2, -1, 0, -1, -2])
    }

    @Test("empty sections take no page")
    func emptySections() {
        let pass = engine([0, 2, 0, 0, 3], visible: nil).layout(at: .zero)
        #expect(
            pass.elements.map(\.indexPath) == [
                ItemIndexPath(item: 0, section: 1), ItemIndexPath(item: 1, section: 1),
                ItemIndexPath(item: 0, section: 4), ItemIndexPath(item: 1, section: 4), ItemIndexPath(item: 2, section: 4),
            ])
    }

    @Test("the current page is clamped while bouncing past either end", arguments: [
        (-200.0, 0), (-150.0, 0), (2850.0, 9), (90_000.0, 9), (1340.0, 4),
    ])
    func currentPageClamped(offset: Double, expected: Int) {
        #expect(engine([10]).layout(at: CGPoint(x: offset, y: 0)).currentPage == expected)
    }

    @Test("offsets for pages are clamped to the valid pages")
    func offsetsForPages() {
        let e = engine([4])
        #expect(e.contentOffset(forPage: 2) == CGPoint(x: 600, y: 0))
        #expect(e.contentOffset(forPage: -3) == .zero)
        #expect(e.contentOffset(forPage: 99) == CGPoint(x: 900, y: 0))
        #expect(engine([4], direction: .vertical).contentOffset(forPage: 1) == CGPoint(x: 0, y: 500))
    }

    @Test("no items: an empty pass on page 0")
    func noItems() {
        for sections in [[], [0], [0, 0]] {
            let pass = engine(sections).layout(at: CGPoint(x: 300, y: 0))
            #expect(pass.elements.isEmpty)
            #expect(pass.currentPage == 0)
            #expect(pass.contentSize == CGSize(width: 0, height: 500))
        }
    }

    @Test("non-finite offsets count as 0")
    func nonFiniteOffsets() {
        for value: CGFloat in [.nan, .infinity, -CGFloat.infinity] {
            let pass = engine([5]).layout(at: CGPoint(x: value, y: value))
            #expect(pass.scrollPosition == 0)
            #expect(pass.elements.map(\.flatIndex) == [0, 1, 2])
            #expect(pass.elements.allSatisfy { $0.frame.origin == .zero })
        }
    }

    @Test("huge offsets neither overflow nor produce non-finite progress")
    func hugeOffsets() {
        let pass = engine([5]).layout(at: CGPoint(x: 1e300, y: 0))
        #expect(pass.currentPage == 4)
        #expect(pass.elements.map(\.flatIndex) == [2, 3, 4])
        #expect(pass.elements.allSatisfy { $0.progress.isFinite })
        #expect(pass.elements.allSatisfy { $0.zPosition < 0 })
    }

    @Test("one pass lays out at most 10 000 items, the ones nearest the position, whatever the visible count")
    func visibleItemsAreBounded() {
        // 10⁹ items: a window of 10 000 centred on page 5 000 000 (position 5 000 000.2) is
        // 4 995 000 …< 5 005 000 (odd counts centre on the page, even ones are the nearest items:
        // floor(position) − 10 000 / 2 + 1 = 4 995 001 for the even 10 000).
        let huge = PagingEngine(viewportSize: size, itemCounts: [1_000_000_000], numberOfVisibleItems: nil)
        let offset = CGPoint(x: 5_000_000.2 * 300, y: 0)
        let all = huge.layout(at: offset).elements.map(\.flatIndex)
        #expect(all.count == 10_000)
        #expect(all.first == 4_995_001 && all.last == 5_005_000)
        var absurd = huge
        absurd.numberOfVisibleItems = Int.max
        #expect(absurd.layout(at: offset).elements.map(\.flatIndex) == all)
        // Counts that saturate at Int.max items are bounded too.
        let saturated = PagingEngine(viewportSize: size, itemCounts: [Int.max, Int.max], numberOfVisibleItems: nil)
        #expect(saturated.layout(at: .zero).elements.map(\.flatIndex) == Array(0..<10_000))
        // Below the bound nothing changes: nil still lays out every one of 7 items.
        #expect(engine([7], visible: nil).layout(at: .zero).elements.count == 7)
    }

    @Test("a data source near Int.max items lays out the ends without overflowing", arguments: [2, 3])
    func itemCountsNearIntMax(visible: Int) {
        let e = PagingEngine(
            viewportSize: size, itemCounts: [Int.max], numberOfVisibleItems: visible)
        // Far before the start: the first items; far past the end: the last ones, Int.max − visible …< Int.max.
        #expect(e.layout(at: CGPoint(x: -1e300, y: 0)).elements.map(\.flatIndex) == Array(0..<visible))
        let end = e.layout(at: CGPoint(x: 1e300, y: 0))
        #expect(end.elements.map(\.flatIndex) == Array((Int.max - visible)..<Int.max))
        #expect(end.currentPage == Int.max - 1)
        #expect(e.currentPage(atScrollPosition: 1e300) == Int.max - 1)
        #expect(e.currentPage(atScrollPosition: -1e300) == 0)
    }

    @Test("default z positions sink one level per page, down to −Int32.max")
    func defaultZPositions() {
        #expect(PagingEngine.defaultZPosition(progress: 0.4) == 0)
        #expect(PagingEngine.defaultZPosition(progress: -2.5) == -3)
        #expect(PagingEngine.defaultZPosition(progress: 1e300) == -2_147_483_647)
        #expect(PagingEngine.defaultZPosition(progress: .nan) == 0)
    }

    @Test("content size and page offsets hold at the largest finite value instead of overflowing")
    func hugeLengthsStayFinite() {
        // 3 pages of 10³⁰⁸ points would be 3 × 10³⁰⁸ = ∞.
        let wide = PagingEngine(viewportSize: CGSize(width: 1e308, height: 500), itemCounts: [3])
        #expect(wide.contentSize == CGSize(width: CGFloat.greatestFiniteMagnitude, height: 500))
        #expect(wide.contentOffset(forPage: 2) == CGPoint(x: CGFloat.greatestFiniteMagnitude, y: 0))
        #expect(wide.contentOffset(forPage: 1) == CGPoint(x: 1e308, y: 0))
        let many = PagingEngine(viewportSize: CGSize(width: 300, height: 1e300), itemCounts: [Int.max],
                                scrollDirection: .vertical)
        #expect(many.contentSize.height.isFinite)
        let pass = wide.layout(at: CGPoint(x: 1.5e308, y: 0))
        #expect(pass.elements.allSatisfy { $0.progress.isFinite && $0.frame.minX.isFinite })
    }

    @Test("zero, negative and non-finite viewport sizes are clamped; the page length divides as at least 1")
    func degenerateSizes() {
        let zero = PagingEngine(viewportSize: .zero, itemCounts: [3], numberOfVisibleItems: 3)
        let pass = zero.layout(at: CGPoint(x: 1, y: 0))
        #expect(pass.scrollPosition == 1)
        #expect(pass.contentSize == .zero)
        #expect(pass.elements.allSatisfy { $0.progress.isFinite })
        let negative = PagingEngine(viewportSize: CGSize(width: -10, height: CGFloat.nan), itemCounts: [3])
        #expect(negative.viewportSize == .zero)
    }

    @Test("negative counts count as no items; a visible count below 1 counts as 1")
    func degenerateCounts() {
        #expect(engine([-4, 2]).numberOfPages == 2)
        #expect(engine([5], visible: 0).layout(at: CGPoint(x: 600, y: 0)).elements.map(\.flatIndex) == [2])
        #expect(engine([5], visible: -3).layout(at: .zero).elements.map(\.flatIndex) == [0])
    }

    @Test("sweep: windows are contiguous, sized min(n, total), hold the nearest items, and progress = index − position")
    func sweep() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let sections = (0..<Int.random(in: 1...5, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            let visible = Int.random(in: 1...6, using: &generator)
            let e = engine(sections, visible: visible)
            let offset = CGFloat.random(in: -600...9000, using: &generator)
            let pass = e.layout(at: CGPoint(x: offset, y: 0))
            let position = offset / 300
            let indices = pass.elements.map(\.flatIndex)
            #expect(indices.count == min(visible, e.numberOfPages))
            #expect(indices == Array(indices.first.map { $0..<($0 + indices.count) } ?? 0..<0))
            for item in pass.elements {
                #expect(isClose(item.progress, CGFloat(item.flatIndex) - position, tolerance: 1e-9))
                #expect(e.items.flatIndex(for: item.indexPath) == item.flatIndex)
            }
            // No item left out is strictly nearer the position than an item laid out.
            if let farthest = pass.elements.map({ abs($0.progress) }).max() {
                for index in 0..<e.numberOfPages where !indices.contains(index) {
                    #expect(abs(CGFloat(index) - position) >= farthest - 1e-9)
                }
            }
        }
    }
}
