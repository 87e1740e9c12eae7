import Foundation

extension ItemRow {
    /// The viewport at the content offset `offset` (non-finite components held finite, NaN as 0;
    /// negative or non-finite dimensions count as 0), or
    /// `nil` when items of `itemSize` spanning `crossStart ..< crossStart + itemSize.height` across
    /// the axis cannot show in it: an item with a zero dimension is never shown, nor one outside the
    /// viewport's cross-axis span.
    public static func viewport(
        at offset: CGPoint, size viewportSize: CGSize, showing itemSize: CGSize, crossStart: CGFloat
    ) -> CGRect? {
        let viewport = CGRect(
            x: offset.x.finiteValue, y: offset.y.finiteValue,
            width: max(0, viewportSize.width.finiteValue), height: max(0, viewportSize.height.finiteValue))
        guard itemSize.width > 0, itemSize.height > 0, crossStart < viewport.maxY,
            crossStart + itemSize.height > viewport.minY
        else { return nil }
        return viewport
    }

    /// The content size of the row for items `crossLength` points across the axis:
    /// ``contentLength`` by `crossLength`.
    public func contentSize(crossLength: CGFloat) -> CGSize {
        CGSize(width: contentLength, height: crossLength.finiteValue)
    }

    /// The inset on each side of the content that lets the first and the last item reach the centre
    /// of a viewport `viewportLength` points long: `(viewportLength − length) / 2`.
    public func centringInset(viewportLength: CGFloat) -> CGFloat {
        ((viewportLength - length) / 2).finiteValue
    }
}
