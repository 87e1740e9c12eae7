import Foundation

extension SnapshotTransformViewOptions {
    /// Where a piece sits in the snapshot's grid: what a ``PiecesValue`` turns into a value.
    ///
    /// Rows and columns count from 0 at the top left; ``index`` counts pieces row by row, so in a grid of
    /// `columnCount` columns `index == row * columnCount + column`.
    public struct PiecePosition: Sendable, Hashable {
        /// The piece's number, row by row from the top left, starting at 0.
        public var index: Int
        /// The piece's row, 0 at the top.
        public var row: Int
        /// The piece's column, 0 at the left.
        public var column: Int
        /// How many rows the grid has (at least 1 in grids the snapshot effect makes).
        public var rowCount: Int
        /// How many columns the grid has (at least 1 in grids the snapshot effect makes).
        public var columnCount: Int

        /// Creates a position. Values a grid could not produce (negative numbers, a row past
        /// `rowCount`) are accepted: pieces values treat them arithmetically and never trap.
        public init(index: Int, row: Int, column: Int, rowCount: Int, columnCount: Int) {
            self.index = index
            self.row = row
            self.column = column
            self.rowCount = rowCount
            self.columnCount = columnCount
        }
    }
}
