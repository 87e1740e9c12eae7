import Foundation
import PagingLayout

/// `PassBudget.standard` for each command, with errors naming the flags (or request keys) that
/// command really has.
extension PassBudget {
    /// `render` and `hittest`: one frame.
    static let frameCommand = budget(naming: "--visible", fewerPieces: ["fewer visible items (--visible)"])

    /// `preview`: the whole gallery page.
    static let previewCommand = budget(
        naming: "--pages", fewerPieces: ["fewer visible items (--visible)", "fewer pages (--pages)"])

    /// `eval`: every progress value's attributes.
    static let evalCommand = budget(naming: "--progress", fewerPieces: ["fewer progress values (--progress)"])

    /// `filmstrip`: every frame of one strip.
    static let filmstripCommand = budget(
        naming: "--offsets",
        fewerPieces: ["fewer visible items (--visible, --sections)", "fewer positions (--offsets)"])

    /// The designer's `POST /api/eval`: the request's `progress` values. Its errors suggest a larger
    /// `pieceSizeRatio` only when the effect has that option (`hasPieces`): the designer shows the
    /// message beside the chosen effect's own options.
    static func designerEval(hasPieces: Bool) -> PassBudget {
        budget(naming: "progress", fewerPieces: ["fewer progress values (progress)"], pieceSizeRatio: hasPieces)
    }

    /// The designer's `POST /api/preview`: its one-pager gallery; `hasPieces` as for ``designerEval(hasPieces:)``.
    static func designerPreview(hasPieces: Bool) -> PassBudget {
        budget(naming: "geometry.pages", fewerPieces: ["fewer pages (geometry.pages)"], pieceSizeRatio: hasPieces)
    }

    /// ``PassBudget/standard`` whose piece errors suggest a larger `pieceSizeRatio` (unless
    /// `pieceSizeRatio` is `false`), then `changes`; its output errors start with `outputOption` and
    /// suggest the same in reverse order (what shrinks the output most first).
    private static func budget(
        naming outputOption: String, fewerPieces changes: [String], pieceSizeRatio: Bool = true
    ) -> PassBudget {
        let fewerPieces = (pieceSizeRatio ? ["a larger pieceSizeRatio"] : []) + changes
        return PassBudget.standard.naming(
            PassBudgetRemedy(
                outputOption: outputOption, fewerPieces: fewerPieces, smallerOutput: fewerPieces.reversed()))
    }
}
