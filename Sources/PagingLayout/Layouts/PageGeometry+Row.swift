import Foundation

extension PageGeometry {
    /// The resting geometry of a horizontal row of items `itemSize.width` long and `spacing` apart
    /// that may overlap (``allowsOverlap``), in a viewport of `viewportSize`: item k starts at
    /// k × (width + spacing), and sits at `alignment` in the viewport at position k — the focus
    /// carousel and the thumbnail strip centre their items, the Photos preview starts its pages.
    static func row(
        itemSize: CGSize, spacing: CGFloat, alignment: PageAlignment, viewportSize: CGSize
    ) -> PageGeometry {
        PageGeometry(
            viewportSize: viewportSize, pageLength: itemSize.width, spacing: spacing, alignment: alignment,
            allowsOverlap: true)
    }

    /// The content size of `itemCount` items `crossLength` points across the axis:
    /// ``contentLength(pageCount:)`` by `crossLength`.
    func contentSize(pageCount: Int, crossLength: CGFloat) -> CGSize {
        scrollDirection.size(along: contentLength(pageCount: pageCount), across: crossLength.finiteValue)
    }

    /// The viewport at the content offset `offset` (non-finite components held finite, NaN as 0), or
    /// `nil` when items of `itemSize` spanning `crossStart ..< crossStart + itemSize.height` across
    /// the axis cannot show in it: an item with a zero dimension is never shown, nor one outside the
    /// viewport's cross-axis span.
    func viewport(at offset: CGPoint, showing itemSize: CGSize, crossStart: CGFloat) -> CGRect? {
        let viewport = CGRect(origin: CGPoint(x: offset.x.finiteValue, y: offset.y.finiteValue), size: viewportSize)
        guard itemSize.width > 0, itemSize.height > 0, crossStart < viewport.maxY,
            crossStart + itemSize.height > viewport.minY
        else { return nil }
        return viewport
    }
}
