import Foundation

/// How the snapshot effect cuts a page into pieces: a grid of equal pieces, the last row and column
/// clipped to the page.
///
/// A piece is `pieceSizeRatio × targetSize` (capped at the page). There are as many columns as it takes
/// to cover the width — `ceil(1 / ratio)`, except that a ratio dividing 1 up to a relative error of
/// 10⁻⁶ (1/3, 0.1, 0.3333333) gives the whole number, the last piece absorbing the error instead of a
/// sliver piece — and likewise for rows. Pieces are numbered row by row from the top left.
///
/// A UI toolkit adapter captures one image per ``frames`` rectangle and can keep them for as long as
/// the grid is unchanged.
///
/// ```swift
/// let grid = SnapshotGrid(targetSize: CGSize(width: 200, height: 300),
///                         pieceSizeRatio: CGSize(width: 0.3, height: 0.5))!
/// // 4 columns (60, 60, 60 and 20 points wide) × 2 rows of 150 points
/// ```
package struct SnapshotGrid: Sendable, Equatable {
    /// The smallest piece size ratio used: smaller ratios count as this one, so a grid has at most
    /// 100 × 100 pieces. (The original clamped its row and column numbering, not its slicing, here.)
    public static let minimumPieceSizeRatio: CGFloat = 0.01

    /// The size of the page that is cut, in points; both sides are positive.
    public let targetSize: CGSize
    /// The size of a whole piece, in points; pieces in the last row or column may be smaller.
    public let pieceSize: CGSize
    /// The number of rows, at least 1.
    public let rowCount: Int
    /// The number of columns, at least 1.
    public let columnCount: Int

    /// The grid for a page of `targetSize` cut by `pieceSizeRatio`, or `nil` when there is nothing to
    /// cut: a side of `targetSize` or of `pieceSizeRatio` is zero, negative or not finite.
    ///
    /// Ratios above 1 count as 1; ratios below ``minimumPieceSizeRatio`` count as that minimum.
    public init?(targetSize: CGSize, pieceSizeRatio: CGSize) {
        guard let columns = Self.axis(length: targetSize.width, ratio: pieceSizeRatio.width),
            let rows = Self.axis(length: targetSize.height, ratio: pieceSizeRatio.height)
        else { return nil }
        self.targetSize = targetSize
        self.pieceSize = CGSize(width: columns.pieceLength, height: rows.pieceLength)
        self.columnCount = columns.count
        self.rowCount = rows.count
    }

    /// The number of pieces, `rowCount × columnCount`.
    public var pieceCount: Int { rowCount * columnCount }

    /// The position of piece number `index` (row by row from the top left).
    public func position(ofPiece index: Int) -> SnapshotTransformViewOptions.PiecePosition {
        SnapshotTransformViewOptions.PiecePosition(
            index: index, row: index / columnCount, column: index % columnCount,
            rowCount: rowCount, columnCount: columnCount)
    }

    /// The rectangle of the piece at `row` and `column`, in the page's coordinates; pieces tile the page
    /// without gaps or overlap.
    public func frame(row: Int, column: Int) -> CGRect {
        let minX = columnEdge(column)
        let minY = rowEdge(row)
        return CGRect(x: minX, y: minY, width: columnEdge(column + 1) - minX, height: rowEdge(row + 1) - minY)
    }

    /// Where column boundary `index` lies across the page: 0 at the left edge, ``columnCount`` at the
    /// right. A piece's frame spans from its column's boundary to the next.
    func columnEdge(_ index: Int) -> CGFloat {
        edge(index, of: pieceSize.width, count: columnCount, length: targetSize.width)
    }

    /// Where row boundary `index` lies down the page: 0 at the top, ``rowCount`` at the bottom.
    func rowEdge(_ index: Int) -> CGFloat {
        edge(index, of: pieceSize.height, count: rowCount, length: targetSize.height)
    }

    /// Every piece's rectangle, row by row from the top left.
    ///
    /// - Complexity: O(``pieceCount``).
    public var frames: [CGRect] {
        (0..<pieceCount).map { frame(row: $0 / columnCount, column: $0 % columnCount) }
    }

    /// Where piece boundary `index` (0 at the start, `count` at the end) lies along a side: each piece
    /// starts where the previous one ends, and the last ends exactly at the side's end, whatever the
    /// rounding of the products.
    private func edge(_ index: Int, of pieceLength: CGFloat, count: Int, length: CGFloat) -> CGFloat {
        index >= count ? length : min(CGFloat(index) * pieceLength, length)
    }

    /// The piece length and count along one side, or `nil` when that side cannot be cut.
    private static func axis(length: CGFloat, ratio: CGFloat) -> (pieceLength: CGFloat, count: Int)? {
        guard length > 0, length.isFinite, ratio > 0, ratio.isFinite else { return nil }
        let clampedRatio = min(max(ratio, minimumPieceSizeRatio), 1)
        let pieceLength = clampedRatio * length
        let pieces = 1 / clampedRatio   // at most 1 / minimumPieceSizeRatio
        // A ratio meant to divide the side (1/3, 0.1) gives a quotient a rounding error away from a whole
        // number; counting up from there would add a sliver piece, as the original's slicing did.
        let whole = pieces.rounded()
        let count = abs(pieces - whole) <= 1e-6 * whole ? whole : pieces.rounded(.up)
        return (pieceLength, Int(count))
    }
}
