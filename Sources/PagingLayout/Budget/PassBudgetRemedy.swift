import Foundation

/// What the caller of a budgeted pass can change to make the pass smaller, spelt as that caller
/// spells its options: ``PassBudgetError`` names these, so an error points at an option or flag the
/// caller really has.
///
/// ```swift
/// let eval = PassBudgetRemedy(
///     outputOption: "--progress",
///     fewerPieces: ["a larger pieceSizeRatio", "fewer progress values (--progress)"],
///     smallerOutput: ["fewer progress values (--progress)", "a larger pieceSizeRatio"])
/// let budget = PassBudget(remedy: eval)
/// ```
package struct PassBudgetRemedy: Sendable, Hashable {
    /// The option an ``PassBudgetError/outputTooLarge(what:found:limit:remedy:)`` message starts
    /// with: the one that most decides the size of the output, such as `--visible`.
    package var outputOption: String
    /// The changes that need fewer snapshot pieces, most effective first, such as
    /// `"a larger pieceSizeRatio"`.
    package var fewerPieces: [String]
    /// The changes that make the output smaller, most effective first.
    package var smallerOutput: [String]

    /// Creates a remedy.
    package init(outputOption: String, fewerPieces: [String], smallerOutput: [String]) {
        self.outputOption = outputOption
        self.fewerPieces = fewerPieces
        self.smallerOutput = smallerOutput
    }

    /// A frame of a pager, in the library's words: a larger `pieceSizeRatio` or fewer visible items
    /// (`numberOfVisibleItems`). A tool names its own flags with a remedy of its own (the
    /// `paging-layout` commands name `--visible`, `--progress`, …).
    package static let frame = PassBudgetRemedy(
        outputOption: "numberOfVisibleItems",
        fewerPieces: ["a larger pieceSizeRatio", "fewer visible items (numberOfVisibleItems)"],
        smallerOutput: ["fewer visible items (numberOfVisibleItems)", "a larger pieceSizeRatio"])

    /// `changes` as one phrase: `a, b or c`.
    static func phrase(_ changes: [String]) -> String {
        guard let last = changes.last else { return "a smaller pass" }
        return changes.count == 1 ? last : changes.dropLast().joined(separator: ", ") + " or " + last
    }
}
