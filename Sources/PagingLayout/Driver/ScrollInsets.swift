import Foundation

/// A scroll view's insets around its content, in points (UIKit's `UIEdgeInsets`, without UIKit).
///
/// Non-finite or negative values count as 0 where the driver uses them.
public struct ScrollInsets: Sendable, Hashable {
    /// The inset above the content, in points.
    public var top: CGFloat
    /// The inset on the left of the content, in points.
    public var left: CGFloat
    /// The inset below the content, in points.
    public var bottom: CGFloat
    /// The inset on the right of the content, in points.
    public var right: CGFloat

    /// Creates insets; all 0 by default.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The insets across `axis`: top + bottom for a horizontal pager, left + right for a vertical
    /// one; non-finite or negative insets count as 0.
    func across(_ axis: ScrollDirection) -> CGFloat {
        let pair = axis == .horizontal ? [top, bottom] : [left, right]
        return pair.reduce(0) { $0 + ($1.isFinite ? max($1, 0) : 0) }
    }
}
