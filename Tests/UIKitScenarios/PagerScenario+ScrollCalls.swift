import PagingLayoutUIKit
import UIKit

/// What an app does with the collection view's own scrolling beside the pager: animated
/// `setContentOffset(_:animated:)`, reading the pager from `scrollViewDidScroll(_:)`, and what
/// self-sizing asks of its cells.
extension PagerScenario {
    /// The app scrolls the collection view itself to `page`'s offset (`page` × the viewport's width)
    /// with `setContentOffset(_:animated:)`.
    public func scrollFromApp(toPage page: Int, animated: Bool) async {
        collectionView.setContentOffset(CGPoint(x: CGFloat(page) * collectionView.bounds.width, y: 0), animated: animated)
        await StandInRunLoop.turn()
    }

    /// The layout's `currentPage` as the app read it in each `scrollViewDidScroll(_:)` so far.
    public var pagesReadInDidScroll: [Int] { controller?.pagesReadInDidScroll ?? [] }

    /// The cells' sizes on screen (what UIKit applied from the attributes), by item.
    public var shownCellSizes: [CGSize] {
        visibleCells().map(\.cell.bounds.size)
    }

    /// How many times the cells on screen were asked `preferredLayoutAttributesFitting(_:)`, together.
    public var preferredAttributesAskedCount: Int {
        collectionView.visibleCells.compactMap { ($0 as? ScenarioCell)?.preferredAttributesAskedCount }.reduce(0, +)
    }
}
