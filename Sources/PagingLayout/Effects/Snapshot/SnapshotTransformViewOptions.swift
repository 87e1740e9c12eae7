import Foundation

// On Apple platforms the CoreGraphics overlay holds CGPoint's and CGSize's initialisers and Equatable
// conformances, which this file's default arguments and conformances need to see.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The options of the snapshot effect: how a page is cut into pieces and how the pieces and their
/// container move, scale, fade and round as the page moves away.
///
/// Every ratio is multiplied by `|progress|` (0 centred, 1 one page away), so at progress 0 the page
/// shows whole and unchanged. Start from a preset and adjust:
///
/// ```swift
/// var options = SnapshotTransformViewOptions.layout(.grid)   // or .grid
/// options.containerScaleRatio = 0.2
/// let effect = SnapshotEffect(options: options)
/// ```
///
/// The defaults are the original library's: eight full-width rows that slide up and to the left in
/// alternation while they flatten, in a container that shrinks by a quarter per page.
public struct SnapshotTransformViewOptions: Sendable, Equatable {
    /// The size of a piece as a fraction of the page's size: a piece is
    /// `pieceSizeRatio.width × page width` wide. Default `1 × 1/8`: eight full-width rows.
    ///
    /// A ratio that does not divide 1 leaves a narrower last column (or shorter last row). Ratios above 1
    /// count as 1 (one piece across), ratios below 0.01 as 0.01 (at most 100 × 100 pieces), and a ratio of 0
    /// or less, or a non-finite one, makes no snapshot: the page then shows unchanged.
    public var pieceSizeRatio: CGSize {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// Each piece's corner radius, as a fraction of its shorter side, per unit of `|progress|`.
    /// As in the original, the side is measured on the piece after ``piecesScaleRatio`` has scaled it.
    /// Default `.static(0)`: square corners.
    public var piecesCornerRadiusRatio: PiecesValue<CGFloat> {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// How much each piece fades per unit of `|progress|`: alpha is `1 − ratio × |progress|`
    /// (not clamped here; the target clamps to 0…1 when it draws). 0 keeps the piece opaque, 1 fades
    /// it out over one page. Default `.static(0)`.
    public var piecesAlphaRatio: PiecesValue<CGFloat> {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// How far each piece moves, in multiples of its own size, per unit of `|progress|`: x = 0.5 moves
    /// a 100-point-wide piece 50 points right one page away.
    /// Default `.rowOddEven((0, −1), (−1, −1))`: odd rows move up, even rows up and to the left.
    public var piecesTranslationRatio: PiecesValue<CGPoint> {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// The least each piece's translation may be, in multiples of its size (not scaled by progress);
    /// `nil` (the default) for no lower bound.
    public var minPiecesTranslationRatio: PiecesValue<CGPoint>? {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// The most each piece's translation may be, in multiples of its size (not scaled by progress);
    /// `nil` (the default) for no upper bound.
    public var maxPiecesTranslationRatio: PiecesValue<CGPoint>? {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// How much each piece shrinks per unit of `|progress|`: its scale is
    /// `max(0, 1 − ratio × |progress|)` on each axis. Default `.static(0 × 1)`: pieces flatten
    /// vertically over one page and keep their width.
    public var piecesScaleRatio: PiecesValue<CGSize> {
        didSet { pieceTable = SnapshotPieceTable(options: self) }
    }

    /// How much the container of the pieces shrinks per unit of `|progress|`: its scale is
    /// `max(0, 1 − ratio × |progress|)`. Default 0.25.
    public var containerScaleRatio: CGFloat

    /// How far the container moves, in multiples of the page's size, per unit of progress (signed:
    /// pages on the left move left). Default `(1, 0)`: one page width per page.
    public var containerTranslationRatio: CGPoint

    /// The least the container's translation may be, in multiples of the page's width (both axes, as
    /// in the original); `nil` (the default) for no lower bound.
    ///
    /// Kept exactly as the original computes it, for the same numbers: with a minimum set, the y
    /// translation becomes `max(x translation after its own clamp, page width × minimum.y)` — the
    /// y translation computed from progress is discarded.
    public var containerMinTranslationRatio: CGPoint?

    /// The most the container's translation may be, in multiples of the page's width (x) and height
    /// (y); `nil` (the default) for no upper bound.
    public var containerMaxTranslationRatio: CGPoint?

    /// The per-piece values of the fields above for every piece, worked out when the options are
    /// made and whenever a field it depends on changes — not for every ``SnapshotEffect`` built from
    /// them nor for every evaluation. A prepared look (``grid``, …) carries its table, so a view that
    /// builds its effect from `.layout(.grid)` on every frame reads a kept table. Derived from the
    /// fields, so it agrees whenever they do (see ``SnapshotPieceTable``'s equality).
    private(set) var pieceTable: SnapshotPieceTable

    /// Creates options; every parameter defaults to the original library's default.
    public init(
        pieceSizeRatio: CGSize = CGSize(width: 1, height: 1.0 / 8.0),
        piecesCornerRadiusRatio: PiecesValue<CGFloat> = .static(0),
        piecesAlphaRatio: PiecesValue<CGFloat> = .static(0),
        piecesTranslationRatio: PiecesValue<CGPoint> = .rowOddEven(CGPoint(x: 0, y: -1), CGPoint(x: -1, y: -1)),
        minPiecesTranslationRatio: PiecesValue<CGPoint>? = nil,
        maxPiecesTranslationRatio: PiecesValue<CGPoint>? = nil,
        piecesScaleRatio: PiecesValue<CGSize> = .static(CGSize(width: 0, height: 1)),
        containerScaleRatio: CGFloat = 0.25,
        containerTranslationRatio: CGPoint = CGPoint(x: 1, y: 0),
        containerMinTranslationRatio: CGPoint? = nil,
        containerMaxTranslationRatio: CGPoint? = nil
    ) {
        self.pieceSizeRatio = pieceSizeRatio
        self.piecesCornerRadiusRatio = piecesCornerRadiusRatio
        self.piecesAlphaRatio = piecesAlphaRatio
        self.piecesTranslationRatio = piecesTranslationRatio
        self.minPiecesTranslationRatio = minPiecesTranslationRatio
        self.maxPiecesTranslationRatio = maxPiecesTranslationRatio
        self.piecesScaleRatio = piecesScaleRatio
        self.containerScaleRatio = containerScaleRatio
        self.containerTranslationRatio = containerTranslationRatio
        self.containerMinTranslationRatio = containerMinTranslationRatio
        self.containerMaxTranslationRatio = containerMaxTranslationRatio
        pieceTable = SnapshotPieceTable(
            pieceSizeRatio: pieceSizeRatio, scale: piecesScaleRatio, translation: piecesTranslationRatio,
            alpha: piecesAlphaRatio, cornerRadius: piecesCornerRadiusRatio,
            minimumTranslation: minPiecesTranslationRatio, maximumTranslation: maxPiecesTranslationRatio)
    }

    /// `SnapshotTransformViewOptions()`, built once: what `SnapshotTransformView`'s default options getter
    /// returns, so a page that keeps the defaults copies them on every frame instead of building
    /// them and its per-piece table.
    @usableFromInline static let defaults = SnapshotTransformViewOptions()
}
