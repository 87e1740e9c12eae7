import Foundation

/// A pass that would exceed its ``PassBudget``, with the options that decide its size.
public enum PassBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pass needs at least `found` snapshot pieces; the budget allows `limit`.
    case tooManyPieces(found: Int, limit: Int)
    /// The output (`what`) would be `found` bytes; the budget allows `limit`.
    case outputTooLarge(what: String, found: Int, limit: Int)

    /// What went over, and which options to change.
    public var description: String {
        switch self {
        case .tooManyPieces(let found, let limit):
            "pieceSizeRatio: the pass needs at least \(found) snapshot pieces, more than the \(limit) one pass may "
                + "hold; use a larger pieceSizeRatio or fewer visible items (numberOfVisibleItems, --visible)"
        case .outputTooLarge(let what, let found, let limit):
            "\(what) would be \(found) bytes, more than the \(limit) one pass may write; use a larger "
                + "pieceSizeRatio, fewer visible items (--visible) or fewer pages (--pages)"
        }
    }
}
