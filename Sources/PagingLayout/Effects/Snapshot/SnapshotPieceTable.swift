import Foundation

/// The snapshot options' per-piece values for every piece of the grid, worked out once when the
/// options are made or changed (``SnapshotTransformViewOptions``' `pieceTable`), so neither building a
/// ``SnapshotEffect`` nor evaluating it evaluates each ``SnapshotTransformViewOptions/PiecesValue``
/// (an enum, aggregated parts, generic element conversions) for every piece.
///
/// The grid's rows and columns depend only on ``SnapshotTransformViewOptions/pieceSizeRatio``
/// (``SnapshotGrid``), never on the page's size, so the table holds for every page. Immutable, and
/// shared between copies of the options and effects. Equal when the numbers are: a table is derived
/// from the options' fields, so it never makes equal options unequal.
final class SnapshotPieceTable: Sendable, Equatable {
    /// Rows and columns of the grid the table is for; 0 when the ratio cannot cut a page.
    let rowCount: Int
    let columnCount: Int
    /// What the options give one piece before `|progress|` scales it.
    struct Entry: Equatable {
        /// The scale and translation ratios.
        var scale: PiecesVector
        var translation: PiecesVector
        /// The alpha and corner radius ratios.
        var alpha: CGFloat
        var cornerRadius: CGFloat
    }

    /// Per piece, row by row from the top left.
    let entries: [Entry]
    /// Per piece, the translation bounds; `nil` when the options have no such bound.
    let minimumTranslation: [PiecesVector]?
    let maximumTranslation: [PiecesVector]?

    /// The table for the options' piece size and per-piece values.
    ///
    /// - Complexity: O(pieces × parts of the pieces values); at most 10 000 pieces.
    init(
        pieceSizeRatio: CGSize, scale: SnapshotTransformViewOptions.PiecesValue<CGSize>,
        translation: SnapshotTransformViewOptions.PiecesValue<CGPoint>,
        alpha: SnapshotTransformViewOptions.PiecesValue<CGFloat>,
        cornerRadius: SnapshotTransformViewOptions.PiecesValue<CGFloat>,
        minimumTranslation: SnapshotTransformViewOptions.PiecesValue<CGPoint>?,
        maximumTranslation: SnapshotTransformViewOptions.PiecesValue<CGPoint>?
    ) {
        // Any positive size gives the grid's shape, which does not depend on the size.
        let grid = SnapshotGrid(targetSize: CGSize(width: 1, height: 1), pieceSizeRatio: pieceSizeRatio)
        rowCount = grid?.rowCount ?? 0
        columnCount = grid?.columnCount ?? 0
        let positions = grid.map { grid in (0..<grid.pieceCount).map(grid.position(ofPiece:)) } ?? []
        entries = positions.map { position in
            Entry(
                scale: scale.vector(at: position), translation: translation.vector(at: position),
                alpha: alpha.value(at: position), cornerRadius: cornerRadius.value(at: position))
        }
        self.minimumTranslation = minimumTranslation.map { value in positions.map(value.vector(at:)) }
        self.maximumTranslation = maximumTranslation.map { value in positions.map(value.vector(at:)) }
    }

    /// The table for `options`' piece size and per-piece values.
    convenience init(options: SnapshotTransformViewOptions) {
        self.init(
            pieceSizeRatio: options.pieceSizeRatio, scale: options.piecesScaleRatio,
            translation: options.piecesTranslationRatio, alpha: options.piecesAlphaRatio,
            cornerRadius: options.piecesCornerRadiusRatio, minimumTranslation: options.minPiecesTranslationRatio,
            maximumTranslation: options.maxPiecesTranslationRatio)
    }

    /// The same numbers for the same pieces (the same table at once).
    static func == (lhs: SnapshotPieceTable, rhs: SnapshotPieceTable) -> Bool {
        lhs === rhs
            || (lhs.rowCount == rhs.rowCount && lhs.columnCount == rhs.columnCount && lhs.entries == rhs.entries
                && lhs.minimumTranslation == rhs.minimumTranslation
                && lhs.maximumTranslation == rhs.maximumTranslation)
    }
}
