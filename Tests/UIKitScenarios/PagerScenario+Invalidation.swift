import PagingLayoutUIKit
import UIKit

extension PagerScenario {
    /// The app calls `invalidateLayout()` on the collection view's layout, as apps do from
    /// `viewDidLayoutSubviews()` or `viewWillTransition(to:with:)`, then the run loop turns.
    public func invalidateLayout() async {
        collectionView.collectionViewLayout.invalidateLayout()
        await StandInRunLoop.turn()
    }

    /// The device turns, the app invalidating the layout first from `viewWillTransition(to:with:)`
    /// (before the view takes its new size, as UIKit calls it).
    public func rotateInvalidatingFirst(to size: CGSize) async {
        collectionView.collectionViewLayout.invalidateLayout()
        await rotate(to: size)
    }
}
