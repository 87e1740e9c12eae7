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

    /// The designer's `POST /api/eval`: the request's `progress` values.
    static let designerEval = budget(naming: "progress", fewerPieces: ["fewer progress values (progress)"])

    /// The designer's `POST /api/preview`: its one-pager gallery.
    static let designerPreview = budget(naming: "geometry.pages", fewerPieces: ["fewer pages (geometry.pages)"])

    /// ``PassBudget/standard`` whose piece errors suggest a larger `pieceSizeRatio`, then `changes`;
    /// its output errors start with `outputOption` and suggest the same in reverse order (what
    /// shrinks the output most first).
    private static func budget(naming outputOption: String, fewerPieces changes: [String]) -> PassBudget {
        let fewerPieces = ["a larger pieceSizeRatio"] + changes
        return PassBudget.standard.naming(
            PassBudgetRemedy(
                outputOption: outputOption, fewerPieces: fewerPieces, smallerOutput: fewerPieces.reversed()))
    }
}
