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
    /// The sections that hold items, in order, when some section is empty; empty when none is.
    /// A search for an item's section runs over these, so empty sections cost it nothing.
    private let nonEmptySections: [Int]

    /// Creates the mapping for `counts` items per section.
    ///
    /// - Complexity: O(number of sections), once; look-ups are then O(log sections).
    public init(_ counts: [Int]) {
        let clamped = counts.map { max(0, $0) }
        self.counts = clamped
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for count in self.counts {
            // Saturate rather than trap: no real data source gets near Int.max items.
            total = total.addingReportingOverflow(count).overflow ? Int.max : total + count
            starts.append(total)
        }
        firstFlatIndex = starts
        let occupied = clamped.indices.filter { clamped[$0] > 0 }
        nonEmptySections = occupied.count == clamped.count ? [] : occupied
    }

    /// The total number of items, which is the number of pages.
    public var totalCount: Int { firstFlatIndex[firstFlatIndex.count - 1] }

    /// The number of sections, empty ones included.
    public var sectionCount: Int { counts.count }

    /// The index path of the item at `flatIndex`, or `nil` when it is outside `0..<totalCount`.
    ///
    /// - Complexity: O(log sections); O(1) when sections have similar sizes.
    public func indexPath(forFlatIndex flatIndex: Int) -> ItemIndexPath? {
        guard flatIndex >= 0, flatIndex < totalCount else { return nil }
        let section = section(holding: flatIndex)
        return ItemIndexPath(item: flatIndex - firstFlatIndex[section], section: section)
    }

    /// The index paths of a run of consecutive flat indices, in order; indices outside
    /// `0..<totalCount` are left out.
    ///
    /// - Complexity: O(n + log sections) for n indices: one search for the first, then a step per
    ///   item, walking on to the next section at each boundary.
    public func indexPaths(forFlatIndices range: Range<Int>) -> [ItemIndexPath] {
        let clamped = range.clamped(to: 0..<totalCount)
        var paths: [ItemIndexPath] = []
        paths.reserveCapacity(clamped.count)
        var walk = Walk()
        for flatIndex in clamped { paths.append(walk.indexPath(forFlatIndex: flatIndex, in: self)) }
        return paths
    }

    /// The non-empty section holding `flatIndex`, which must be in `0..<totalCount`.
    ///
    /// The search runs over the non-empty sections and starts from the one at the item's share of
    /// the total, galloping from there (``gallop(to:from:count:start:)``): O(1) when the sections
    /// holding items have similar sizes, O(log sections) at worst.
    func section(holding flatIndex: Int) -> Int {
        let total = Double(totalCount)
        if nonEmptySections.isEmpty {
            let guess = Int(Double(flatIndex) / total * Double(counts.count))
            return firstFlatIndex.withUnsafeBufferPointer { starts in
                Self.lastPosition(startingAtOrBefore: flatIndex, from: guess, count: counts.count) { starts[$0] }
            }
        }
        let guess = Int(Double(flatIndex) / total * Double(nonEmptySections.count))
        return nonEmptySections.withUnsafeBufferPointer { sections in
            firstFlatIndex.withUnsafeBufferPointer { starts in
                sections[
                    Self.lastPosition(startingAtOrBefore: flatIndex, from: guess, count: sections.count) {
                        starts[sections[$0]]
                    }]
            }
        }
    }

    /// The non-empty section holding `flatIndex` (which must be in `0..<totalCount`), looked for
    /// from section `guess` outwards: O(1) for the next section, as a pass's walk asks, and
    /// O(log d) for one d sections away.
    func section(holding flatIndex: Int, near guess: Int) -> Int {
        firstFlatIndex.withUnsafeBufferPointer { starts in
            Self.lastPosition(startingAtOrBefore: flatIndex, from: guess, count: counts.count) { starts[$0] }
        }
    }

    /// The last of `count` positions whose start (non-decreasing in the position, the first one
    /// at most `flatIndex`) is at most `flatIndex`, looked for from `guess` outwards.
    ///
    /// Empty sections share their start with the next one, so the last position starting at or
    /// before an item is the non-empty section holding it. Every position read is within
    /// `0..<count`; callers read through unsafe buffers to spare a bounds check per read in the
    /// pass's hottest search.
    ///
    /// - Complexity: O(log d) reads for an answer d positions from the guess.
    @inline(__always)
    private static func lastPosition(
        startingAtOrBefore flatIndex: Int, from guess: Int, count: Int, start: (Int) -> Int
    ) -> Int {
        (0...(count - 1)).lastPosition(gallopingFrom: guess) { start($0) <= flatIndex }
    }

    /// The flat index of section `section`'s first item (`section` may be `sectionCount`, for the total).
    package func firstFlatIndex(ofSection section: Int) -> Int { firstFlatIndex[section] }

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
