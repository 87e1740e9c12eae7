import Foundation

/// The parallax list (the cells of a ``ListLayout`` with ``ParallaxEffect``, as
/// ``ListLayoutOptions/parallax(width:)`` configures it) in a SwiftUI `ScrollView`, as the
/// SwiftUI-native parallax list lays it out: one column of cells, each preceded by the line
/// spacing, and each cell's parallax offset worked out from its frame in the scroll view — the
/// list layout's number at that offset.
///
/// The list has no insets, so a scroll view's offset is the layout's content offset. The cells
/// are one section of ``itemCount`` cells as wide as the viewport; the layout's header, menu and
/// section views are not part of it (see `Docs/SwiftUI.md` for why the sticky list is not native).
///
/// ```swift
/// // 120-point cells in a 320 × 568 viewport, images moving up to 30 points:
/// let list = ParallaxListScrollGeometry(
///     itemCount: 20, viewportSize: CGSize(width: 320, height: 568), itemHeight: 120, maxParallaxOffset: 30)
/// // Cell 5 with its top 424 points down the viewport: its centre is 200 below the viewport's.
/// list.parallaxOffset(ofItem: 5, frame: CGRect(x: 0, y: 424, width: 320, height: 120))   // −30 × 200 / 344 ≈ −17.44
/// ```
package struct ParallaxListScrollGeometry: Sendable {
    /// The list layout the numbers come from: one section of cells with the parallax effect.
    public let layout: ListLayout
    /// The scroll view's size, in points; negative or non-finite dimensions count as 0.
    public let viewportSize: CGSize

    /// Creates the geometry of `itemCount` cells in a scroll view of `viewportSize`.
    ///
    /// - Parameters:
    ///   - itemCount: the number of cells; negative counts as 0.
    ///   - viewportSize: the scroll view's size, in points.
    ///   - itemHeight: every cell's height, in points; negative or non-finite counts as 0. Default
    ///     200.
    ///   - maxParallaxOffset: how far a cell's image moves at most, in points, reached as the cell
    ///     leaves the viewport; negative or non-finite counts as 0. Default 30.
    ///   - lineSpacing: the space above every cell, in points, ≥ 0. Default 0.
    public init(
        itemCount: Int, viewportSize: CGSize, itemHeight: CGFloat = 200, maxParallaxOffset: CGFloat = 30,
        lineSpacing: CGFloat = 0
    ) {
        let viewport = viewportSize.nonNegativeOrZero
        self.viewportSize = viewport
        let options = ListLayoutOptions(
            itemSize: CGSize(width: viewport.width, height: itemHeight.nonNegativeOrZero),
            isParallaxOnCellsEnabled: true, maxParallaxOffset: maxParallaxOffset.nonNegativeOrZero,
            minimumLineSpacing: lineSpacing.nonNegativeOrZero)
        layout = ListLayout(options: options, itemCounts: [itemCount])
    }

    /// The number of cells.
    public var itemCount: Int { layout.itemCounts.first ?? 0 }

    /// Every cell's size: the viewport's width by the cell height.
    public var cellSize: CGSize { layout.options.itemSize ?? viewportSize }

    /// The space above every cell, in points.
    public var lineSpacing: CGFloat { layout.options.minimumLineSpacing }

    /// How far a cell's image reaches beyond the cell above and below, in points: the largest
    /// parallax offset's size, so the moved image always covers the cell.
    public var imageOverhang: CGFloat { layout.options.maxParallaxOffset }

    /// The scroll view's content offset (along y) at which cell `index` has `frame` in the
    /// viewport: where the cell rests in the list, less the frame's top. 0 for an index outside
    /// the list; non-finite frames count as a frame at the origin.
    ///
    /// - Parameters:
    ///   - index: the cell's index.
    ///   - frame: the cell's frame in the viewport (SwiftUI's `frame(in: .scrollView)`), in points.
    public func contentOffset(ofItem index: Int, frame: CGRect) -> CGFloat {
        guard let resting = layout.element(.cell, section: 0, item: index, at: .zero, viewportSize: viewportSize)
        else { return 0 }
        let top = frame.minY.isFinite ? frame.minY : 0
        return (resting.frame.minY - top).finiteValue
    }

    /// How far cell `index`'s image moves along y inside the cell, in points, for the cell's frame
    /// in the viewport: the list layout's parallax offset at ``contentOffset(ofItem:frame:)`` — 0
    /// with the cell centred in the viewport, ±``imageOverhang`` as it leaves (positive near the
    /// top). 0 for an index outside the list.
    public func parallaxOffset(ofItem index: Int, frame: CGRect) -> CGFloat {
        let offset = CGPoint(x: 0, y: contentOffset(ofItem: index, frame: frame))
        let element = layout.element(.cell, section: 0, item: index, at: offset, viewportSize: viewportSize)
        return element?.parallaxOffset.y ?? 0
    }
}
