import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PagingEngine over a page geometry")
struct PagingEngineGeometryTests {
    @Test("right-to-left at offset o is left-to-right at W − V − o, frames mirrored, progress logical")
    func rightToLeftMirrors() {
        var random = SeededGenerator(seed: 23)
        for _ in 0..<150 {
            var geometry = PageGeometryTests.randomGeometry(using: &random)
            geometry.scrollDirection = .horizontal
            geometry.layoutDirection = .rightToLeft
            var leftToRight = geometry
            leftToRight.layoutDirection = .leftToRight
            let counts = [Int.random(in: 1...4, using: &random), Int.random(in: 0...4, using: &random)]
            let visible: Int? = Bool.random(using: &random) ? Int.random(in: 1...4, using: &random) : nil
            let rtl = PagingEngine(geometry: geometry, itemCounts: counts, numberOfVisibleItems: visible)
            let ltr = PagingEngine(geometry: leftToRight, itemCounts: counts, numberOfVisibleItems: visible)
            let w = rtl.contentSize.width
            let v = geometry.viewportSize.width
            let o = CGFloat.random(in: -200...(w + 200), using: &random)
            let mirrored = rtl.layout(at: CGPoint(x: o, y: 0))
            let plain = ltr.layout(at: CGPoint(x: w - v - o, y: 0))
            #expect(mirrored.currentPage == plain.currentPage)
            #expect(mirrored.elements.count == plain.elements.count)
            for (a, b) in zip(mirrored.elements, plain.elements) {
                #expect(a.indexPath == b.indexPath)
                #expect(isClose(a.progress, b.progress, tolerance: 1e-6))
                #expect(isClose(a.frame.minX, w - b.frame.minX - b.frame.width, tolerance: 1e-6))
                #expect(a.frame.width == b.frame.width)
            }
        }
    }

    @Test("looping: one period later the same pages show, slots shifted by n")
    func loopingIsPeriodic() {
        var random = SeededGenerator(seed: 31)
        for _ in 0..<150 {
            var geometry = PageGeometryTests.randomGeometry(using: &random)
            geometry.isLooping = true
            let n = Int.random(in: 1...6, using: &random)
            let visible = Int.random(in: 1...8, using: &random)
            let engine = PagingEngine(geometry: geometry, itemCounts: [n], numberOfVisibleItems: visible)
            // The period: every page and every gap.
            let period = (0..<n).map { geometry.length(ofPage: $0) }.reduce(0, +) + CGFloat(n) * geometry.resolvedSpacing
            let along = CGFloat.random(in: -3000...3000, using: &random)
            let sign: CGFloat = geometry.isMirrored ? -1 : 1
            let here = engine.layout(at: geometry.point(along: along))
            let later = engine.layout(at: geometry.point(along: along + sign * period))
            #expect(here.currentPage == later.currentPage)
            #expect(here.elements.count == visible)
            for (a, b) in zip(here.elements, later.elements) {
                #expect(b.slot == a.slot + n)
                #expect(a.flatIndex == b.flatIndex)
                #expect(a.flatIndex == ((a.slot % n) + n) % n)
                #expect(isClose(a.progress, b.progress, tolerance: 1e-6))
            }
        }
    }

    @Test("looping shows the slots nearest the position, one page in several slots when n is small")
    func loopingWindow() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true)
        let engine = PagingEngine(geometry: geometry, itemCounts: [2], numberOfVisibleItems: 5)
        // Offset −360: position −1.2, nearest slot −1, window −3…1.
        let pass = engine.layout(at: CGPoint(x: -360, y: 0))
        #expect(pass.elements.map(\.slot) == [-3, -2, -1, 0, 1])
        #expect(pass.elements.map(\.flatIndex) == [1, 0, 1, 0, 1])
        #expect(pass.elements.map(\.progress).map { ($0 * 10).rounded() / 10 } == [-1.8, -0.8, 0.2, 1.2, 2.2])
        // round(−1.2) = −1, which is page 1 of 2.
        #expect(pass.currentPage == 1)
    }

    @Test("a looping pager of one page fills every slot with it; without items it does not loop")
    func loopingEdgeCases() {
        let geometry = PageGeometry(viewportSize: CGSize(width: 300, height: 500), isLooping: true)
        let one = PagingEngine(geometry: geometry, itemCounts: [1], numberOfVisibleItems: 3)
        #expect(one.layout(at: CGPoint(x: 1234, y: 0)).elements.map(\.flatIndex) == [0, 0, 0])
        let none = PagingEngine(geometry: geometry, itemCounts: [0])
        #expect(!none.isLooping)
        #expect(none.layout(at: CGPoint(x: 50, y: 0)).elements.isEmpty)
        #expect(none.layout(at: CGPoint(x: 50, y: 0)).currentPage == 0)
    }

    @Test("the visible window holds the items nearest the position for any geometry")
    func nearestWindow() {
        var random = SeededGenerator(seed: 41)
        for _ in 0..<200 {
            let geometry = PageGeometryTests.randomGeometry(using: &random)
            let n = Int.random(in: 1...10, using: &random)
            let count = Int.random(in: 1...5, using: &random)
            let engine = PagingEngine(geometry: geometry, itemCounts: [n], numberOfVisibleItems: count)
            let pass = engine.layout(at: geometry.point(along: CGFloat.random(in: -400...4000, using: &random)))
            let shown = Set(pass.elements.map(\.flatIndex))
            #expect(shown.count == min(count, n))
            // No hidden item is nearer the position than a shown one, by more than rounding.
            let farthestShown = pass.elements.map { abs($0.progress) }.max() ?? 0
            for page in 0..<n where !shown.contains(page) {
                #expect(abs(CGFloat(page) - pass.scrollPosition) >= farthestShown - 1 - 1e-9)
            }
        }
    }
}

@Suite("The slide effect over a page geometry")
struct SlideGeometryTests {
    @Test("each slid page lands on its own leading edge, for every geometry: lengths, spacing, direction, loops")
    func slidPagesLandOnTheirEdges() {
        var random = SeededGenerator(seed: 53)
        for _ in 0..<200 {
            var geometry = PageGeometryTests.randomGeometry(using: &random)
            geometry.isLooping = Bool.random(using: &random)
            let n = Int.random(in: 1...6, using: &random)
            let engine = PagingEngine(geometry: geometry, itemCounts: [n], numberOfVisibleItems: 5)
            let offset = geometry.point(along: CGFloat.random(in: -500...2500, using: &random))
            let period = geometry.leadingEdge(ofPage: n) - geometry.padding.resolvedLeading
            for item in engine.layout(at: offset).elements {
                let context = geometry.effectContext(forSlot: item.slot, pageCount: n, at: offset)
                let moved = SlideEffect().directedAttributes(for: item.progress, in: context).transform
                let horizontal = geometry.scrollDirection == .horizontal
                let start = horizontal ? item.frame.minX + moved.m41 : item.frame.minY + moved.m42
                let turns = geometry.isLooping ? CGFloat(((item.slot - item.flatIndex) / n)) : 0
                var edge = geometry.leadingEdge(ofPage: item.flatIndex) + turns * period
                if geometry.isMirrored {
                    edge = engine.contentSize.width - edge - geometry.length(ofPage: item.flatIndex)
                }
                #expect(isClose(start, edge, tolerance: 1e-6), "\(geometry) slot \(item.slot)")
            }
        }
    }
}
