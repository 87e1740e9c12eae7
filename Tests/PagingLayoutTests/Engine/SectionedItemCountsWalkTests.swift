import TestSupport
import Testing

@testable import PagingLayout

@Suite("SectionedItemCounts look-ups and walk")
struct SectionedItemCountsWalkTests {
    /// The index path of every flat index, listed item by item: what every look-up must agree with.
    static func listed(_ counts: [Int]) -> [ItemIndexPath] {
        counts.enumerated().flatMap { section, count in
            (0..<max(count, 0)).map { ItemIndexPath(item: $0, section: section) }
        }
    }

    /// Section counts with runs of empty sections, skewed sizes, and sections of one item.
    static func randomCounts(_ generator: inout SeededGenerator) -> [Int] {
        let sections = Int.random(in: 1...60, using: &generator)
        return (0..<sections).map { _ in
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: 0
            case 1: 1
            case 2: Int.random(in: 2...5, using: &generator)
            default: Int.random(in: 0...40, using: &generator)
            }
        }
    }

    @Test("a look-up of any flat index finds the item the listing has there, empty sections anywhere")
    func lookUpsMatchTheListing() {
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<200 {
            let counts = Self.randomCounts(&generator)
            let listing = Self.listed(counts)
            let items = SectionedItemCounts(counts)
            for flatIndex in listing.indices {
                #expect(items.indexPath(forFlatIndex: flatIndex) == listing[flatIndex], "\(counts) at \(flatIndex)")
            }
        }
    }

    @Test("a walk over ascending runs, and back to the start, gives the listing's index paths")
    func walkMatchesTheListing() {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<200 {
            let counts = Self.randomCounts(&generator)
            let listing = Self.listed(counts)
            guard !listing.isEmpty else { continue }
            let items = SectionedItemCounts(counts)
            var walk = SectionedItemCounts.Walk()
            // A looping pass: a run from somewhere, wrapping to the first item, and on.
            let start = Int.random(in: 0..<listing.count, using: &generator)
            let length = Int.random(in: 1...(2 * listing.count), using: &generator)
            for step in 0..<length {
                let flatIndex = (start + step) % listing.count
                #expect(walk.indexPath(forFlatIndex: flatIndex, in: items) == listing[flatIndex], "\(counts) at \(flatIndex)")
            }
            let range = min(start, listing.count - 1)..<listing.count
            #expect(items.indexPaths(forFlatIndices: range) == Array(listing[range]), "\(counts) over \(range)")
        }
    }

    @Test("10 items over 10 000 sections, and one item per section, are found where they are")
    func manySections() {
        let sparse = SectionedItemCounts((0..<10_000).map { $0 < 10 ? 1 : 0 })
        #expect(sparse.indexPath(forFlatIndex: 9) == ItemIndexPath(item: 0, section: 9))
        let single = SectionedItemCounts(Array(repeating: 1, count: 10_000))
        #expect(single.indexPaths(forFlatIndices: 4_998..<5_001) == [
            ItemIndexPath(item: 0, section: 4_998), ItemIndexPath(item: 0, section: 4_999),
            ItemIndexPath(item: 0, section: 5_000),
        ])
        let trailing = SectionedItemCounts([0, 0, 3] + Array(repeating: 0, count: 5_000) + [2])
        #expect(trailing.indexPaths(forFlatIndices: 2..<4) == [
            ItemIndexPath(item: 2, section: 2), ItemIndexPath(item: 0, section: 5_003),
        ])
    }
}
