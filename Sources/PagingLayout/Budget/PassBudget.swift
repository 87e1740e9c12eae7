import Foundation

/// Limits on what one pass may produce — a frame drawn or hit-tested, a gallery written — so that
/// options that are fine one by one (many visible items, a tiny `pieceSizeRatio`) cannot together
/// ask for more than a machine can hold. Every `paging-layout` command that draws or evaluates
/// effects (`render`, `hittest`, `preview`, `eval`, `filmstrip`, the designer's API) checks each run
/// against ``standard``, with a ``remedy`` naming its own flags.
///
/// Machinery of the package's tools (`package`): options a user types on a command line or posts to
/// the designer can ask for any number of pages and pieces, while an app chooses its own and needs no
/// guard. The renderer's `PreviewGallery.checkPieces(within:)` and the budgeted `PagerScene` are
/// package API for the same reason.
///
/// ```swift
/// let budget = PassBudget.standard
/// try budget.checkPieces(40_000)          // fine
/// try budget.checkOutput(byteCount: 1 << 30, what: "the gallery page")  // throws PassBudgetError
/// ```
package struct PassBudget: Sendable, Hashable {
    /// The most snapshot pieces one pass may hold, over all its items: 100 000 by default (ten
    /// pages cut into the finest 100 × 100 grid).
    package var maximumPieces: Int

    /// The most bytes of output one pass may write: 32 MiB by default.
    package var maximumOutputBytes: Int

    /// What the errors tell the caller to change: by default ``PassBudgetRemedy/frame``.
    package var remedy: PassBudgetRemedy

    /// Creates a budget; limits below 0 count as 0.
    package init(
        maximumPieces: Int = 100_000, maximumOutputBytes: Int = 32 << 20, remedy: PassBudgetRemedy = .frame
    ) {
        self.maximumPieces = max(maximumPieces, 0)
        self.maximumOutputBytes = max(maximumOutputBytes, 0)
        self.remedy = remedy
    }

    /// The same limits, with errors that name `remedy`'s options.
    package func naming(_ remedy: PassBudgetRemedy) -> PassBudget {
        var budget = self
        budget.remedy = remedy
        return budget
    }

    /// The default limits.
    package static let standard = PassBudget()

    /// Throws ``PassBudgetError/tooManyPieces(found:limit:remedy:)`` when `count` pieces exceed
    /// ``maximumPieces``.
    package func checkPieces(_ count: Int) throws {
        guard count <= maximumPieces else {
            throw PassBudgetError.tooManyPieces(found: count, limit: maximumPieces, remedy: remedy)
        }
    }

    /// Throws ``PassBudgetError/outputTooLarge(what:found:limit:remedy:)`` when `byteCount` exceeds
    /// ``maximumOutputBytes``; `what` names the output ("the frame", "the gallery page").
    package func checkOutput(byteCount: Int, what: String) throws {
        guard byteCount <= maximumOutputBytes else {
            throw PassBudgetError.outputTooLarge(
                what: what, found: byteCount, limit: maximumOutputBytes, remedy: remedy)
        }
    }
}
