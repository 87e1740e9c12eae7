import Foundation

/// A pass that would exceed its ``PassBudget``, with the options that decide its size.
package enum PassBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pass needs at least `found` snapshot pieces; the budget allows `limit`. `remedy` says
    /// what the caller can change.
    case tooManyPieces(found: Int, limit: Int, remedy: PassBudgetRemedy = .frame)
    /// The output (`what`) would be at least `found` bytes; the budget allows `limit`. `remedy`
    /// says what the caller can change.
    case outputTooLarge(what: String, found: Int, limit: Int, remedy: PassBudgetRemedy = .frame)

    /// What went over, starting with the option to change, and what to change:
    /// `pieceSizeRatio: the pass needs at least 110000 snapshot pieces, …; use a larger pieceSizeRatio or …`.
    package var description: String {
        switch self {
        case .tooManyPieces(let found, let limit, let remedy):
            "pieceSizeRatio: the pass needs at least \(found) snapshot pieces, more than the \(limit) one pass may "
                + "hold; use \(PassBudgetRemedy.phrase(remedy.fewerPieces))"
        case .outputTooLarge(let what, let found, let limit, let remedy):
            "\(remedy.outputOption): \(what) would be \(found) bytes, more than the \(limit) one pass may write; "
                + "use \(PassBudgetRemedy.phrase(remedy.smallerOutput))"
        }
    }
}
