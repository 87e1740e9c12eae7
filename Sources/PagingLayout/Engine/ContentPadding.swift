import Foundation

/// Space before the first page and after the last one along a pager's scroll axis, in points.
///
/// Leading is before the first page in reading order (on the right in a right-to-left pager).
/// Negative or non-finite values count as 0.
public struct ContentPadding: Sendable, Hashable, Codable {
    /// Space before the first page (A), in points. Default 0.
    public var leading: CGFloat
    /// Space after the last page (B), in points. Default 0.
    public var trailing: CGFloat

    /// Creates a padding; no padding by default.
    public init(leading: CGFloat = 0, trailing: CGFloat = 0) {
        self.leading = leading
        self.trailing = trailing
    }

    /// The same padding on both ends.
    public init(both: CGFloat) {
        self.init(leading: both, trailing: both)
    }

    /// ``leading`` clamped to ≥ 0 (non-finite counts as 0).
    public var resolvedLeading: CGFloat { leading.nonNegativeOrZero }
    /// ``trailing`` clamped to ≥ 0 (non-finite counts as 0).
    public var resolvedTrailing: CGFloat { trailing.nonNegativeOrZero }
}
