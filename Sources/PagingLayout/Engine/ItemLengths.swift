import Foundation

/// Per-page lengths along a pager's axis — pages of different sizes, such as thumbnails of
/// different aspect ratios — with prefix sums, so any page's leading edge is found in O(1) and the
/// page at an offset in O(log n).
///
/// Negative or non-finite lengths count as 0.
public struct ItemLengths: Sendable, Hashable {
    /// The lengths, in points, negative or non-finite ones already clamped to 0.
    public let lengths: [CGFloat]
    /// `prefix[k]` is the sum of the first k lengths; one extra entry holds the total.
    private let prefix: [CGFloat]

    /// Creates the lengths.
    ///
    /// - Complexity: O(n), once.
    public init(_ lengths: [CGFloat]) {
        self.lengths = lengths.map(\.nonNegativeOrZero)
        var sums: [CGFloat] = [0]
        sums.reserveCapacity(lengths.count + 1)
        for length in self.lengths { sums.append((sums[sums.count - 1] + length).finiteValue) }
        prefix = sums
    }

    /// The length of page `index`, or `nil` past the end of the list.
    public func length(at index: Int) -> CGFloat? {
        index >= 0 && index < lengths.count ? lengths[index] : nil
    }

    /// The sum of the lengths of pages `0..<index`; pages past the end of the list count as
    /// `otherwise` each.
    ///
    /// - Complexity: O(1).
    public func totalLength(before index: Int, otherwise: CGFloat) -> CGFloat {
        let k = max(index, 0)
        let listed = min(k, lengths.count)
        return (prefix[listed] + CGFloat(k - listed) * otherwise).finiteValue
    }
}
