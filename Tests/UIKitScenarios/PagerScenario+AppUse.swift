import PagingLayoutUIKit
import UIKit

/// What apps do with a pager beyond swiping it: page buttons, a second request before the first
/// ends, reading the collection view's cells, switching to a grid and back.
extension PagerScenario {
    /// The app's "next" button: `goToNextPage(animated:)`, its completion logged as "completion next".
    public func goToNextPage(animated: Bool) async {
        layout.goToNextPage(animated: animated) { [weak controller] in controller?.log.append("completion next") }
        await StandInRunLoop.turn()
    }

    /// The app's "previous" button: `goToPreviousPage(animated:)`, its completion logged as "completion previous".
    public func goToPreviousPage(animated: Bool) async {
        layout.goToPreviousPage(animated: animated) { [weak controller] in
            controller?.log.append("completion previous")
        }
        await StandInRunLoop.turn()
    }

    /// The app reloads its data (`reloadData()`) with `itemCount` items and, before the next
    /// layout pass, asks for `page` animated.
    public func reloadThenSetCurrentPage(_ page: Int, itemCount: Int) async {
        controller?.items = Array(0..<itemCount)
        collectionView.reloadData()
        layout.setCurrentPage(page, animated: true) { [weak controller] in controller?.log.append("completion \(page)") }
        await StandInRunLoop.turn()
    }

    /// Whether `layoutAttributesForItem(at:)` gives `item` attributes equal (`isEqual(_:)`: frame,
    /// transform, alpha, z index, hidden) to those `layoutAttributesForElements(in:)` gives it for
    /// the rect the collection view last asked; `nil` when the rect has none for it.
    public func itemAttributesAgree(item: Int) -> Bool? {
        let indexPath = IndexPath(item: item, section: 0)
        guard
            let inRect = layout.layoutAttributesForElements(in: collectionView.lastQueriedRect)?
                .first(where: { $0.indexPath == indexPath })
        else { return nil }
        return layout.layoutAttributesForItem(at: indexPath)?.isEqual(inRect) ?? false
    }

    /// The frame `layoutAttributesForItem(at:)` gives `item`.
    public func singleItemFrame(item: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Whether the layout's own page animation runs.
    public var isAnimating: Bool { layout.isAnimating }

    /// The items of `indexPathsForVisibleItems`, in order.
    public var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item).sorted() }

    /// How many cells `visibleCells` has.
    public var visibleCellCount: Int { collectionView.visibleCells.count }

    /// The item the cell of `cellForItem(at:)` shows for `item` (its card's item); `nil` without a cell.
    public func shownItemOfCell(forItem item: Int) -> Int? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? ScenarioCell)?.item
    }

    /// The item at `point` (window coordinates) as the layout's hit test finds it among the pages
    /// on screen (`pagerScene()`), the way a tap resolves.
    public func pagerItem(at point: CGPoint) -> Int? {
        layout.pagerScene()?.item(atContentPoint: window.convert(point, to: collectionView))?.indexPath.item
    }

    /// The app shows its items in a flow layout (`setCollectionViewLayout(_:animated:completion:)`),
    /// logging "transition finished" when the change completes.
    public func showFlowLayout(animated: Bool) async {
        collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: animated) { [weak controller] _ in
            controller?.log.append("transition finished")
        }
        await StandInRunLoop.turn()
    }

    /// The app gives the collection view the pager's layout back (`setCollectionViewLayout(_:animated:completion:)`),
    /// logging "transition finished" when the change completes.
    public func showPagerLayout(animated: Bool) async {
        collectionView.setCollectionViewLayout(layout, animated: animated) { [weak controller] _ in
            controller?.log.append("transition finished")
        }
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }

    /// Asks the pager for `page` without animation while another layout shows the items (the app
    /// picks the page a grid's tapped item should open at, then switches to the pager).
    public func setCurrentPageWhileAnotherLayoutShows(_ page: Int) {
        layout.setCurrentPage(page, animated: false)
    }
}
