import Foundation

extension SnapshotTransformViewOptions {
    /// The prepared looks of the snapshot effect, with the original library's names and values.
    ///
    /// Use them through ``layout(_:)`` (as in the original) or the static members of the same names:
    /// `.layout(.grid)` and `.grid` are equal. Names are also the preset names in spec files and the CLI.
    public enum Layout: String, Sendable, Hashable, CaseIterable, Codable {
        /// 4 × 10 rounded tiles that shrink and converge diagonally on the middle (and past it).
        case grid
        /// 3 × 4 rounded pieces that scatter diagonally, shrink and fade unevenly, like debris in space.
        case space
        /// 5 × 10 pieces whose columns slide across each other (left ones up, right ones down), the right
        /// side fading.
        case chess
        /// Ten full-width rows sliding left and right in alternation as they flatten.
        case tiles
        /// Sixteen thin rows sliding left and right in alternation as they thin out.
        case lines
        /// Ten full-height columns, rounded, moving up and down in alternation as they shrink.
        case bars
        /// 4 × 10 pieces shrinking in alternating directions with checkered fading.
        case puzzle
        /// Ten rows fanning apart from the middle and fading towards the bottom, in a shrinking container.
        case fade
    }

    /// The options of a prepared look; `.layout(.grid)` equals ``grid``.
    // Inlinable: an app's options getter (`{ .layout(…) }`) runs every frame, and inlined there the
    // switch on a constant folds to the one static, read in place instead of copied out of a call.
    @inlinable
    public static func layout(_ layout: Layout) -> SnapshotTransformViewOptions {
        switch layout {
        case .grid: grid
        case .space: space
        case .chess: chess
        case .tiles: tiles
        case .lines: lines
        case .bars: bars
        case .puzzle: puzzle
        case .fade: fade
        }
    }

    /// The ``Layout/grid`` look: pieces 1/4 × 1/10 with round corners converging on the middle.
    public static let grid = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1.0 / 4.0, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(1),
        piecesAlphaRatio: .static(0),
        piecesTranslationRatio: .aggregated(
            [.rowBasedMirror(CGPoint(x: 0, y: -1.8)), .columnBasedMirror(CGPoint(x: -1.8, y: 0))], .sum),
        piecesScaleRatio: .static(CGSize(width: 0.8, height: 0.8)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 0.7, y: 0))

    /// The ``Layout/space`` look: pieces 1/3 × 1/4 scattering diagonally and fading.
    public static let space = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1.0 / 3.0, height: 1.0 / 4.0),
        piecesCornerRadiusRatio: .static(0.7),
        piecesAlphaRatio: .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum),
        piecesTranslationRatio: .aggregated(
            [.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnBasedMirror(CGPoint(x: -1, y: 1))], .product),
        piecesScaleRatio: .static(CGSize(width: 0.5, height: 0.5)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 0.7, y: 0))

    /// The ``Layout/chess`` look: pieces 1/5 × 1/10, columns sliding across each other.
    public static let chess = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1.0 / 5.0, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(0.5),
        piecesAlphaRatio: .columnBasedMirror(0.4),
        piecesTranslationRatio: .columnBasedMirror(CGPoint(x: -1, y: 1)),
        piecesScaleRatio: .static(CGSize(width: 0.5, height: 0.5)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 0.7, y: 0))

    /// The ``Layout/tiles`` look: ten full-width rows sliding in alternation.
    public static let tiles = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(0),
        piecesAlphaRatio: .static(0.4),
        piecesTranslationRatio: .rowOddEven(CGPoint(x: -0.4, y: 0), CGPoint(x: 0.4, y: 0)),
        piecesScaleRatio: .static(CGSize(width: 0, height: 0.1)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 1, y: 0))

    /// The ``Layout/lines`` look: sixteen thin rows sliding in alternation.
    public static let lines = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1, height: 1.0 / 16.0),
        piecesCornerRadiusRatio: .static(0),
        piecesAlphaRatio: .static(0.4),
        piecesTranslationRatio: .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0)),
        piecesScaleRatio: .static(CGSize(width: 0.6, height: 0.96)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 0.8, y: 0))

    /// The ``Layout/bars`` look: ten rounded full-height columns moving in alternation.
    public static let bars = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1.0 / 10.0, height: 1),
        piecesCornerRadiusRatio: .static(1.2),
        piecesAlphaRatio: .static(0.4),
        piecesTranslationRatio: .columnOddEven(CGPoint(x: 0, y: -0.1), CGPoint(x: 0, y: 0.1)),
        piecesScaleRatio: .static(CGSize(width: 0.2, height: 0.6)),
        containerScaleRatio: 0.1,
        containerTranslationRatio: CGPoint(x: 1, y: 0))

    /// The ``Layout/puzzle`` look: pieces 1/4 × 1/10 shrinking in alternating directions.
    public static let puzzle = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1.0 / 4.0, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(0),
        piecesAlphaRatio: .aggregated([.rowOddEven(0.2, 0), .columnOddEven(0, 0.2)], .sum),
        piecesTranslationRatio: .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0)),
        piecesScaleRatio: .columnOddEven(CGSize(width: 0.1, height: 0.4), CGSize(width: 0.4, height: 0.1)),
        containerScaleRatio: 0.2,
        containerTranslationRatio: CGPoint(x: 1, y: 0))

    /// The ``Layout/fade`` look: ten rows fanning out and fading downwards.
    public static let fade = SnapshotTransformViewOptions(
        pieceSizeRatio: CGSize(width: 1, height: 1.0 / 10.0),
        piecesCornerRadiusRatio: .static(0.1),
        piecesAlphaRatio: .rowBased(0.1),
        piecesTranslationRatio: .rowBasedMirror(CGPoint(x: 0, y: 0.1)),
        piecesScaleRatio: .rowBasedMirror(CGSize(width: 0.05, height: 0.1)),
        containerScaleRatio: 0.7,
        containerTranslationRatio: CGPoint(x: 1.9, y: 0))
}
