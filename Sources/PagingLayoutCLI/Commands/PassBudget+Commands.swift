import Foundation
import PagingLayout

/// `PassBudget.standard` for each command, with errors naming the flags (or request keys) that
/// command really has.
extension PassBudget {
    /// `render` and `hittest`: one frame.
    static let frameCommand = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "--visible",
            fewerPieces: ["a larger pieceSizeRatio", "fewer visible items (--visible)"],
            smallerOutput: ["fewer visible items (--visible)", "a larger pieceSizeRatio"]))

    /// `preview`: the whole gallery page.
    static let previewCommand = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "--pages",
            fewerPieces: ["a larger pieceSizeRatio", "fewer visible items (--visible)", "fewer pages (--pages)"],
            smallerOutput: ["fewer pages (--pages)", "fewer visible items (--visible)", "a larger pieceSizeRatio"]))

    /// `eval`: every progress value's attributes.
    static let evalCommand = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "--progress",
            fewerPieces: ["a larger pieceSizeRatio", "fewer progress values (--progress)"],
            smallerOutput: ["fewer progress values (--progress)", "a larger pieceSizeRatio"]))

    /// `filmstrip`: every frame of one strip.
    static let filmstripCommand = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "--offsets",
            fewerPieces: [
                "a larger pieceSizeRatio", "fewer visible items (--visible, --sections)", "fewer positions (--offsets)",
            ],
            smallerOutput: [
                "fewer positions (--offsets)", "fewer visible items (--visible, --sections)", "a larger pieceSizeRatio",
            ]))

    /// The designer's `POST /api/eval`: the request's `progress` values.
    static let designerEval = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "progress",
            fewerPieces: ["a larger pieceSizeRatio", "fewer progress values (progress)"],
            smallerOutput: ["fewer progress values (progress)", "a larger pieceSizeRatio"]))

    /// The designer's `POST /api/preview`: its one-pager gallery.
    static let designerPreview = PassBudget.standard.naming(
        PassBudgetRemedy(
            outputOption: "geometry.pages",
            fewerPieces: ["a larger pieceSizeRatio", "fewer pages (geometry.pages)"],
            smallerOutput: ["fewer pages (geometry.pages)", "a larger pieceSizeRatio"]))
}
