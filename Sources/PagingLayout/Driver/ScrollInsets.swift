import Foundation

/// A scroll view's insets around its content, in points (UIKit's `UIEdgeInsets`, without UIKit).
///
/// Non-finite or negative values count as 0 where the driver uses them.
package struct ScrollInsets: Sendable, Hashable {
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
        // No array of the pair: the content size asks on every layout pass.
        axis == .horizontal ? Self.counted(top) + Self.counted(bottom) : Self.counted(left) + Self.counted(right)
    }

    /// The inset before the content along `axis`, as given: left for a horizontal pager, top for a
    /// vertical one.
    package func leading(along axis: ScrollDirection) -> CGFloat { axis == .horizontal ? left : top }

    /// The inset after the content along `axis`, as given: right for a horizontal pager, bottom for a
    /// vertical one.
    package func trailing(along axis: ScrollDirection) -> CGFloat { axis == .horizontal ? right : bottom }

    /// An inset as the driver counts it: 0 when negative or not finite.
    private static func counted(_ inset: CGFloat) -> CGFloat {
        inset.isFinite ? max(inset, 0) : 0
    }
}
