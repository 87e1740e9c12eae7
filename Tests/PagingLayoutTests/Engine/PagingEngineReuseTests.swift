import Foundation
import Testing

@testable import PagingLayout

@Suite("PagingEngine layout into a kept pass")
struct PagingEngineReuseTests {
    /// Engines over sectioned data: one section, empty sections between, looping, per-item lengths.
    static let engines: [PagingEngine] = {
        var looping = PageGeometry(viewportSize: CGSize(width: 300, height: 500), pageLength: 240, spacing: 10)
        looping.isLooping = true
        var variable = PageGeometry(viewportSize: CGSize(width: 300, height: 500), spacing: 8)
        variable.itemLengths = ItemLengths([200, 260, 120, 300, 90, 260, 200])
        return [
            PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [12], numberOfVisibleItems: 3),
            PagingEngine(
                viewportSize: CGSize(width: 300, height: 500), itemCounts: [0, 2, 0, 0, 1, 1, 0, 3, 0],
                numberOfVisibleItems: 4),
            PagingEngine(geometry: looping, itemCounts: [1, 0, 2, 0, 3], numberOfVisibleItems: 7),
            PagingEngine(geometry: variable, itemCounts: [3, 0, 4], numberOfVisibleItems: nil),
        ]
    }()

    @Test("a pass into a kept result equals a fresh pass at every offset, whatever the result held")
    func intoEqualsFresh() {
        for engine in Self.engines {
            var kept = LayoutPass(contentSize: .zero, scrollPosition: 9, currentPage: 9, elements: [])
            for step in -20...60 {
                let offset = CGPoint(x: CGFloat(step) * 47.5, y: 0)
                engine.layout(at: offset, into: &kept)
                #expect(kept == engine.layout(at: offset), "\(engine.items.counts) at \(offset)")
            }
        }
    }

    @Test("the kept result's item storage is reused once it is large enough")
    func storageIsReused() {
        let engine = Self.engines[1]
        var kept = engine.layout(at: .zero)
        let first = kept.elements.withUnsafeBufferPointer { $0.baseAddress }
        for step in 1...30 {
            engine.layout(at: CGPoint(x: CGFloat(step) * 31, y: 0), into: &kept)
            #expect(kept.elements.withUnsafeBufferPointer { $0.baseAddress } == first)
        }
    }

    @Test("a visible window crossing one-item sections gives each item its own section")
    func oneItemSections() {
        let engine = PagingEngine(
            viewportSize: CGSize(width: 100, height: 100), itemCounts: Array(repeating: 1, count: 10_000),
            numberOfVisibleItems: 3)
        let pass = engine.layout(at: CGPoint(x: 500_000, y: 0))
        #expect(pass.elements.map(\.indexPath) == [4_999, 5_000, 5_001].map { ItemIndexPath(item: 0, section: $0) })
    }
}
