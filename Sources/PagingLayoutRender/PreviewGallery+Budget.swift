import Foundation
import PagingLayout

extension PreviewGallery {
    /// The snapshot pieces the gallery's frames hold at the least, judged before any frame is
    /// written: each pager's pieces mid-way between its first two pages (where snapshot effects cut
    /// the most) times its frames at the fewest steps per page.
    ///
    /// Throws ``PassBudgetError/tooManyPieces(found:limit:remedy:)`` as soon as one frame, or the sum so
    /// far, exceeds `budget` (so a pager of a tiny `pieceSizeRatio` stops after one sample frame).
    ///
    /// - Complexity: one frame per pager.
    @MainActor
    package func checkPieces(within budget: PassBudget) throws {
        var total = 0
        for pager in pagers {
            let engine = engine(for: pager)
            guard engine.numberOfPages > 0 else { continue }
            let padding = pager.pagePadding ?? pagePadding
            let scene = try PagerScene(
                engine: engine, contentOffset: engine.contentOffset(atScrollPosition: 0.5), effect: pager.effect,
                pagePadding: padding, budget: budget)
            let pieces = scene.items.reduce(0) { $0 + ($1.snapshot?.pieces.count ?? 0) }
            let frames = Self.frameCount(of: engine, stepsPerPage: stepBounds.lowerBound)
            let (product, overflow) = pieces.multipliedReportingOverflow(by: frames)
            total = overflow ? Int.max : total.addingReportingOverflow(product).partialValue
            try budget.checkPieces(overflow || total < 0 ? Int.max : total)
        }
    }
}
