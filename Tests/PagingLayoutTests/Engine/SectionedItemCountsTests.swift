import Testing

@testable import PagingLayout

@Suite("SectionedItemCounts")
struct SectionedItemCountsTests {
    @Test("flat indices map to index paths across sections, skipping empty ones")
    func mapping() {
        let counts = SectionedItemCounts([0, 2, 0, 0, 3, 0])
        #expect(counts.totalCount == 5)
        #expect(counts.sectionCount == 6)
        let paths = (0..<5).map { counts.indexPath(forFlatIndex: $0) }
        #expect(paths == [
            ItemIndexPath(item: 0, section: 1), ItemIndexPath(item: 1, section: 1),
            ItemIndexPath(item: 0, section: 4), ItemIndexPath(item: 1, section: 4), ItemIndexPath(item: 2, section: 4),
        ])
        #expect(counts.indexPath(forFlatIndex: 5) == nil)
        #expect(counts.indexPath(forFlatIndex: -1) == nil)
    }

    @Test("index paths map back to flat indices; unknown ones give nil")
    func reverseMapping() {
        let counts = SectionedItemCounts([3, 4, 3])
        #expect(counts.flatIndex(for: ItemIndexPath(item: 0, section: 1)) == 3)
        #expect(counts.flatIndex(for: ItemIndexPath(item: 2, section: 2)) == 9)
        #expect(counts.flatIndex(for: ItemIndexPath(item: 4, section: 1)) == nil)
        #expect(counts.flatIndex(for: ItemIndexPath(item: 0, section: 3)) == nil)
        #expect(counts.flatIndex(for: ItemIndexPath(item: -1, section: 0)) == nil)
    }

    @Test("negative counts are clamped to 0; no sections means no items")
    func clamping() {
        #expect(SectionedItemCounts([-5, 2]).counts == [0, 2])
        #expect(SectionedItemCounts([]).totalCount == 0)
        #expect(SectionedItemCounts([]).indexPath(forFlatIndex: 0) == nil)
    }

    @Test("ten thousand sections of a million items map the last item")
    func largeData() {
        let counts = SectionedItemCounts(Array(repeating: 1_000, count: 10_000))
        #expect(counts.totalCount == 10_000_000)
        #expect(counts.indexPath(forFlatIndex: 9_999_999) == ItemIndexPath(item: 999, section: 9_999))
        #expect(counts.indexPath(forFlatIndex: 5_000_500) == ItemIndexPath(item: 500, section: 5_000))
    }
}

@Suite("SectionedItemCounts runs")
struct SectionedItemCountsRunTests {
    @Test("a run of flat indices maps like mapping each one, across empty sections and clamped to the data")
    func runs() {
        let counts = SectionedItemCounts([0, 2, 0, 0, 3, 0, 1])
        for start in -2...7 {
            for end in start...8 {
                let expected = (start..<end).compactMap { counts.indexPath(forFlatIndex: $0) }
                #expect(counts.indexPaths(forFlatIndices: start..<end) == expected)
            }
        }
    }
}
