import PagingLayoutUIKit
import UIKit

/// What an app reads beside the pager: the page from `scrollViewDidScroll(_:)`, the cells' sizes
/// and what self-sizing asked of them; and a section it moves.
extension PagerScenario {
    /// The layout's `currentPage` as the app read it in each `scrollViewDidScroll(_:)` so far (with
    /// ``PagerScenarioOptions/readsPageInDidScroll``).
    public var pagesReadInDidScroll: [Int] { controller?.pagesReadInDidScroll ?? [] }

    /// The cells' sizes on screen (what UIKit applied from the attributes), by item.
    public var shownCellSizes: [CGSize] {
        visibleCells().map(\.cell.bounds.size)
    }

    /// How many times the cells on screen were asked `preferredLayoutAttributesFitting(_:)`, together.
    public var preferredAttributesAskedCount: Int {
        collectionView.visibleCells.compactMap { ($0 as? ScenarioCell)?.preferredAttributesAskedCount }.reduce(0, +)
    }

    /// The app moves section `section` of its data (with its items) to `newSection`, in batch updates.
    public func moveSection(_ section: Int, to newSection: Int) async {
        guard let controller else { return }
        collectionView.performBatchUpdates {
            controller.sections.insert(controller.sections.remove(at: section), at: newSection)
            self.collectionView.moveSection(section, toSection: newSection)
        }
        await StandInRunLoop.turn()
    }
}
