import Foundation

/// The snapshot options' per-piece values for every piece of the grid, worked out once when the
/// options are set, so evaluating the effect reads them instead of evaluating each
/// ``SnapshotTransformViewOptions/PiecesValue`` (an enum, aggregated parts, generic element
/// conversions) for every piece of every frame.
///
/// The grid's rows and columns depend only on ``SnapshotTransformViewOptions/pieceSizeRatio``
/// (``SnapshotGrid``), never on the page's size, so the table holds for every page. Immutable, and
/// shared between copies of the effect.
final class SnapshotPieceTable: Sendable {
    /// Rows and columns of the grid the table is for; 0 when the ratio cannot cut a page.
    let rowCount: Int
    let columnCount: Int
    /// What the options give one piece before `|progress|` scales it.
    struct Entry {
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

    /// The table for `options`.
    ///
    /// - Complexity: O(pieces × parts of the options' pieces values); at most 10 000 pieces.
    init(options: SnapshotTransformViewOptions) {
        // Any positive size gives the grid's shape, which does not depend on the size.
        let grid = SnapshotGrid(targetSize: CGSize(width: 1, height: 1), pieceSizeRatio: options.pieceSizeRatio)
        rowCount = grid?.rowCount ?? 0
        columnCount = grid?.columnCount ?? 0
        let positions = grid.map { grid in (0..<grid.pieceCount).map(grid.position(ofPiece:)) } ?? []
        entries = positions.map { position in
            Entry(
                scale: options.piecesScaleRatio.vector(at: position),
                translation: options.piecesTranslationRatio.vector(at: position),
                alpha: options.piecesAlphaRatio.value(at: position),
                cornerRadius: options.piecesCornerRadiusRatio.value(at: position))
        }
        minimumTranslation = options.minPiecesTranslationRatio.map { value in positions.map(value.vector(at:)) }
        maximumTranslation = options.maxPiecesTranslationRatio.map { value in positions.map(value.vector(at:)) }
    }
}
