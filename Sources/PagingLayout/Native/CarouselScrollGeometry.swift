import Foundation

/// The focus carousel (``CarouselLayout``) in a scroll view without content insets — SwiftUI's
/// `ScrollView` — as the SwiftUI-native carousel lays it out: where the items sit, each item's
/// focus translation worked out from its frame in the scroll view, and where a released scroll
/// rests. The numbers are the layout's for the same options and viewport.
///
/// The layout expects the scroll view to inset its content by
/// ``CarouselLayout/contentInset(viewportWidth:)`` on each side, and measures offsets from the
/// first item (negative at the start). A scroll view without insets gets that room as padding
/// (``endPadding``) and measures its offset from the padding's start: layout offset = scroll
/// offset − ``endPadding``. Item `i` then rests centred at scroll offset `i × step`.
///
/// ```swift
/// // 100 × 50 items 10 apart (30 around the focus) in a 300 × 100 viewport:
/// let carousel = CarouselScrollGeometry(
///     layout: CarouselLayout(
///         options: CarouselLayoutOptions(itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30),
///         itemCount: 5),
///     viewportSize: CGSize(width: 300, height: 100))
/// carousel.endPadding                                                              // 100
/// // Item 3 with its left edge at 182.5 in the viewport: the focus is a quarter step past item 2.
/// carousel.translation(ofItem: 3, frame: CGRect(x: 182.5, y: 25, width: 100, height: 50))   // 10
/// ```
package struct CarouselScrollGeometry: Sendable, Equatable {
    /// The carousel.
    public var layout: CarouselLayout
    /// The scroll view's size, in points; negative or non-finite dimensions count as 0.
    public var viewportSize: CGSize

    /// Creates the geometry of `layout` in a scroll view of `viewportSize`.
    public init(layout: CarouselLayout, viewportSize: CGSize) {
        self.layout = layout
        self.viewportSize = viewportSize.nonNegativeOrZero
    }

    /// Every item's size as a view takes it: the options' size, negative or non-finite dimensions as 0.
    public var itemSize: CGSize {
        let size = layout.options.itemSize
        return size.nonNegativeOrZero
    }

    /// The gap between items at rest, in points (may be negative; non-finite counts as 0): the
    /// stack's spacing.
    public var spacing: CGFloat { layout.options.spacing.finiteValue }

    /// The distance between the leading edges of two neighbouring items at rest, in points.
    public var step: CGFloat { itemSize.width + spacing }

    /// The padding before the first item and after the last: the layout's content inset, so the
    /// first and the last item can reach the viewport's centre. 0 when an item is wider than the
    /// viewport (a scroll view's padding cannot be negative): the end items then rest at the ends.
    public var endPadding: CGFloat {
        layout.contentInset(viewportWidth: viewportSize.width).nonNegativeOrZero
    }

    /// The largest scroll offset: the padded content's width less the viewport's, at least 0.
    public var maximumScrollOffset: CGFloat {
        let count = CGFloat(layout.itemCount)
        let content = count > 0 ? 2 * endPadding + count * itemSize.width + (count - 1) * spacing : 0
        return (content - viewportSize.width).nonNegativeOrZero
    }

    /// The layout's content offset (measured from the first item) at which item `index` has
    /// `frame` in the viewport: its resting x, `index × step`, less the frame's left edge.
    /// Non-finite frames count as a frame at the origin.
    ///
    /// - Parameters:
    ///   - index: the item's index.
    ///   - frame: the item's frame in the viewport (SwiftUI's `frame(in: .scrollView)`), in points.
    public func layoutOffset(ofItem index: Int, frame: CGRect) -> CGFloat {
        let edge = frame.minX.isFinite ? frame.minX : 0
        return (CGFloat(index) * step - edge).finiteValue
    }

    /// Item `index`'s distance from the focus in item steps, from its frame in the viewport:
    /// `index − ` ``CarouselLayout/continuousFocusedIndex(atOffset:viewportWidth:)`` — 0 when it is
    /// centred, the input of ``FocusSpacingEffect``.
    public func progress(ofItem index: Int, frame: CGRect) -> CGFloat {
        let offset = layoutOffset(ofItem: index, frame: frame)
        let focus = layout.continuousFocusedIndex(atOffset: offset, viewportWidth: viewportSize.width)
        return (CGFloat(index) - focus).finiteValue
    }

    /// How far item `index` moves along x from where it rests, in points, for its frame in the
    /// viewport: the layout's focus translation at that offset (``CarouselLayout/focusSpacing``
    /// at the item's ``progress(ofItem:frame:)``). What the native carousel's `visualEffect`
    /// applies as an offset.
    public func translation(ofItem index: Int, frame: CGRect) -> CGFloat {
        layout.focusSpacing.translation(progress: progress(ofItem: index, frame: frame))
    }

    /// Where a scroll proposed to stop at `proposedOffset` (a scroll view's offset, from the
    /// padding's start) rests: the layout's snapping (``CarouselLayout/targetOffset(forProposed:velocity:viewportSize:)``,
    /// the item nearest the viewport's centre centred there), held within 0 … ``maximumScrollOffset``
    /// as the scroll view holds it. The cross-axis component is the proposed one (0 when not finite).
    ///
    /// - Parameters:
    ///   - proposedOffset: where the deceleration would end, in points.
    ///   - velocity: the release velocity in points per second (the layout does not use it).
    public func target(forProposedOffset proposedOffset: CGPoint, velocity: CGPoint) -> CGPoint {
        let proposed = CGPoint(x: proposedOffset.x.finiteValue - endPadding, y: 0)
        let snapped = layout.targetOffset(forProposed: proposed, velocity: velocity, viewportSize: viewportSize)
        let x = min(max((snapped.x + endPadding).finiteValue, 0), maximumScrollOffset)
        return CGPoint(x: x, y: proposedOffset.y.isFinite ? proposedOffset.y : 0)
    }
}
