import Foundation

extension SnapshotTransformViewOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md`'s snapshot table and the
    /// designer); a pieces value's range is that of each of its numbers.
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp(
            "pieceSizeRatio", "a piece's size as a fraction of the page (1 × 0.125: eight full-width rows)",
            unit: .pageSizes, range: 0.02...1, step: 0.01),
        SpecFieldHelp(
            "piecesCornerRadiusRatio", "corner radius = value × p × the scaled piece's shorter side", unit: .factor,
            range: 0...2, step: 0.01),
        SpecFieldHelp(
            "piecesAlphaRatio", "alpha = 1 − value × p (drawing clamps it to 0…1)", unit: .factor, range: 0...2,
            step: 0.01),
        SpecFieldHelp(
            "piecesTranslationRatio", "a piece's move = value × p × its size", unit: .pieceSizes, range: -3...3,
            step: 0.05),
        SpecFieldHelp(
            "minPiecesTranslationRatio", "the lower bound of a piece's move; nil = none", unit: .pieceSizes,
            range: -10...10, step: 0.1),
        SpecFieldHelp(
            "maxPiecesTranslationRatio", "the upper bound of a piece's move; nil = none", unit: .pieceSizes,
            range: -10...10, step: 0.1),
        SpecFieldHelp(
            "piecesScaleRatio", "a piece's scale = max(0, 1 − value × p) per axis", unit: .factor, range: 0...2,
            step: 0.01),
        SpecFieldHelp(
            "containerScaleRatio", "the whole page's scale = max(0, 1 − value × p)", unit: .factor, range: 0...1,
            step: 0.01),
        SpecFieldHelp(
            "containerTranslationRatio", "the whole page's move = p × page size × value", unit: .pageSizes,
            range: -2...2, step: 0.05),
        SpecFieldHelp(
            "containerMinTranslationRatio", "the lower bound of the page's move (x ≥ width × x; y = max(x, width × y)); nil = none",
            unit: .pageSizes, range: -5...5, step: 0.05),
        SpecFieldHelp(
            "containerMaxTranslationRatio", "the upper bound of the page's move (x ≤ width × x, y ≤ height × y); nil = none",
            unit: .pageSizes, range: -5...5, step: 0.05),
    ]
}
