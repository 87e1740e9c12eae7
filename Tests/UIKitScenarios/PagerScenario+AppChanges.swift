import PagingLayoutUIKit
import UIKit

extension PagerScenario {
    /// The app reloads `items` (`reloadItems(at:)`), as after their content changed.
    public func reloadItems(_ items: [Int]) async {
        collectionView.reloadItems(at: items.map { IndexPath(item: $0, section: 0) })
        await StandInRunLoop.turn()
    }

    /// The app removes `items` from its data and deletes them from the collection view in batch updates.
    public func deleteItems(_ items: [Int]) async {
        guard let controller else { return }
        collectionView.performBatchUpdates {
            controller.itemCount -= items.count
            self.collectionView.deleteItems(at: items.map { IndexPath(item: $0, section: 0) })
        }
        await StandInRunLoop.turn()
    }

    /// The app scrolls the collection view itself (`setContentOffset(_:animated:)`).
    public func setContentOffset(x: CGFloat, animated: Bool) async {
        collectionView.setContentOffset(CGPoint(x: x, y: collectionView.contentOffset.y), animated: animated)
        await StandInRunLoop.turn()
    }

    /// Another screen covers the pager: its view leaves the window.
    public func leaveWindow() async {
        controller?.view.removeFromSuperview()
        await StandInRunLoop.turn()
    }

    /// The pager's view comes back into the window, at the window's size.
    public func returnToWindow() async {
        guard let view = controller?.view else { return }
        window.addSubview(view)
        view.frame = window.bounds
        await StandInRunLoop.turn()
        await StandInRunLoop.turn()
    }
}
