/// Item counts per section, with the prefix sums that map flat page indices to index paths in
/// logarithmic time.
///
/// Pages run through all items of all sections in order; empty sections take no page.
/// Negative counts are clamped to 0 (a data source cannot have fewer than no items).
public struct SectionedItemCounts: Sendable, Hashable {
    /// The number of items in each section, negative counts already clamped to 0.
    public let counts: [Int]
    /// `firstFlatIndex[s]` is the flat index of section `s`'s first item; one extra entry holds the total.
    private let firstFlatIndex: [Int]

    /// Creates the mapping for `counts` items per section.
    ///
    /// - Complexity: O(number of sections), once; look-ups are then O(log sections).
    public init(_ counts: [Int]) {
        self.counts = counts.map { max(0, $0) }
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for count in self.counts {
            // Saturate rather than trap: no real data source gets near Int.max items.
            total = total.addingReportingOverflow(count).overflow ? Int.max : total + count
            starts.append(total)
        }
        firstFlatIndex = starts
    }

    /// The total number of items, which is the number of pages.
    public var totalCount: Int { firstFlatIndex[firstFlatIndex.count - 1] }

    /// The number of sections, empty ones included.
    public var sectionCount: Int { counts.count }

    /// The index path of the item at `flatIndex`, or `nil` when it is outside `0..<totalCount`.
    ///
    /// - Complexity: O(log sections).
    public func indexPath(forFlatIndex flatIndex: Int) -> ItemIndexPath? {
        guard flatIndex >= 0, flatIndex < totalCount else { return nil }
        // The last section whose first flat index is <= flatIndex and that is not empty.
        var low = 0
        var high = counts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstFlatIndex[mid] <= flatIndex { low = mid } else { high = mid - 1 }
        }
        // Empty sections share their start with the next one; the search lands on the last of them,
        // which is the non-empty section holding the item.
        return ItemIndexPath(item: flatIndex - firstFlatIndex[low], section: low)
    }

    /// The index paths of a run of consecutive flat indices, in order; indices outside
    /// `0..<totalCount` are left out.
    ///
    /// - Complexity: O(n + k · log sections) for n indices crossing k section boundaries: one search
    ///   per section entered, then a step per item.
    public func indexPaths(forFlatIndices range: Range<Int>) -> [ItemIndexPath] {
        let clamped = range.clamped(to: 0..<totalCount)
        var paths: [ItemIndexPath] = []
        paths.reserveCapacity(clamped.count)
        var sectionEnd = 0
        for flatIndex in clamped {
            if let previous = paths.last, flatIndex < sectionEnd {
                paths.append(ItemIndexPath(item: previous.item + 1, section: previous.section))
            } else if let path = indexPath(forFlatIndex: flatIndex) {
                sectionEnd = firstFlatIndex[path.section + 1]
                paths.append(path)
            }
        }
        return paths
    }

    /// The flat (page) index of `indexPath`, or `nil` when the data has no such item.
    ///
    /// - Complexity: O(1).
    public func flatIndex(for indexPath: ItemIndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < counts.count,
            indexPath.item >= 0, indexPath.item < counts[indexPath.section]
        else { return nil }
        return firstFlatIndex[indexPath.section] + indexPath.item
    }
}
