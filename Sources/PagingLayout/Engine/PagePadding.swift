import Foundation

/// Space around each page inside the pager's viewport: where a page's content sits within the
/// full-viewport cell that every page occupies.
///
/// Each side is optional (`nil` is no padding) and is either a number of points or a fraction of the
/// container's width or height, measured when the pager lays out, so a fractional padding follows
/// rotation and resizing.
///
/// ```swift
/// let padding = PagePadding(vertical: .absolute(100), horizontal: .fractionalWidth(0.2))
/// padding.pageFrame(in: CGSize(width: 400, height: 800))
/// // x 80, y 100, width 240, height 600
/// ```
///
/// The SwiftUI page views' `pagePadding` modifiers build one with ``overriding(top:left:bottom:right:)``.
public struct PagePadding: Sendable, Hashable {
    /// One side's padding.
    public enum Padding: Sendable, Hashable {
        /// A fixed number of points.
        case absolute(CGFloat)
        /// A fraction of the container's height (0.1 is a tenth of it).
        case fractionalHeight(CGFloat)
        /// A fraction of the container's width (0.1 is a tenth of it).
        case fractionalWidth(CGFloat)

        /// The padding in points for a container of `containerSize`.
        ///
        /// Negative values are kept (they let a page overhang its cell, as negative layout
        /// constants do); a non-finite value, or a non-finite container dimension, gives 0.
        public func points(in containerSize: CGSize) -> CGFloat {
            let value: CGFloat
            switch self {
            case .absolute(let points): value = points
            case .fractionalHeight(let fraction): value = fraction * containerSize.height
            case .fractionalWidth(let fraction): value = fraction * containerSize.width
            }
            return value.finiteOrZero
        }
    }

    /// The padding above the page; `nil` for none.
    public var top: Padding?
    /// The padding left of the page; `nil` for none.
    public var left: Padding?
    /// The padding below the page; `nil` for none.
    public var bottom: Padding?
    /// The padding right of the page; `nil` for none.
    public var right: Padding?

    /// Creates a padding from its four sides; omitted sides have none.
    public init(top: Padding? = nil, left: Padding? = nil, bottom: Padding? = nil, right: Padding? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same padding on the top and bottom, and another on the left and right.
    public init(vertical: Padding?, horizontal: Padding?) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The same padding on all four sides.
    public init(_ all: Padding?) {
        self.init(vertical: all, horizontal: all)
    }

    /// No padding: the page fills its cell.
    public static let zero = PagePadding()

    /// This padding with the given sides replaced; sides passed as `nil` keep their current value.
    ///
    /// This is how successive `pagePadding` modifiers combine: `.pagePadding(vertical: .absolute(10))`
    /// followed by `.pagePadding(left: .absolute(4))` keeps the vertical padding and sets the left one.
    public func overriding(
        top: Padding? = nil, left: Padding? = nil, bottom: Padding? = nil, right: Padding? = nil
    ) -> PagePadding {
        PagePadding(
            top: top ?? self.top, left: left ?? self.left, bottom: bottom ?? self.bottom,
            right: right ?? self.right)
    }

    /// The page's frame inside a container (the page's cell) of `containerSize`, in the container's
    /// coordinates.
    ///
    /// When the paddings along an axis add up to more than the container, the page's length on that
    /// axis is 0 (it never goes negative), at the point where the paddings would meet if shrunk in
    /// proportion: the middle for equal ones. Negative or non-finite container dimensions count as 0.
    public func pageFrame(in containerSize: CGSize) -> CGRect {
        let size = containerSize.nonNegativeOrZero
        func points(_ padding: Padding?) -> CGFloat { padding?.points(in: size) ?? 0 }
        let across = Self.span(before: points(left), after: points(right), in: size.width)
        let along = Self.span(before: points(top), after: points(bottom), in: size.height)
        return CGRect(x: across.start, y: along.start, width: across.length, height: along.length)
    }

    /// Where a page starts and how long it is in a container `length` long with `before` and `after`
    /// of padding.
    private static func span(before: CGFloat, after: CGFloat, in length: CGFloat) -> (start: CGFloat, length: CGFloat) {
        // One subtraction of the sum: equal paddings give `length − 2 × padding` exactly, as an inset does.
        let room = length - (before + after)
        if room >= 0 { return (before, room) }
        // No room: before + after > length ≥ 0, so the division is safe; dividing first keeps huge
        // paddings (whose sum overflows to infinity) finite.
        return (length * (before / (before + after)), 0)
    }
}
