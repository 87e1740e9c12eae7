import PagingLayoutUIKit
import UIKit

/// What an app shows after one layout cycle and before any display frame or later turn of the
/// main queue: what goes to the screen with the pass that follows a change.
extension PagerScenario {
    /// The device turns and the window lays out once: the frame the rotation commits.
    public func rotateInOnePass(to size: CGSize) {
        window.rotate(to: size, safeArea: .zero)
        StandInRunLoop.layoutCycle()
    }

    /// The app jumps to `page` (no animation) and the window lays out once: the pages' new cells
    /// appear in that pass.
    public func jumpInOnePass(to page: Int) {
        layout.setCurrentPage(page, animated: false)
        StandInRunLoop.layoutCycle()
    }

    /// The app gives every shown card other margins (an Auto Layout constant: the card resizes,
    /// its cell does not) and the window lays out once.
    public func resizeCardsInOnePass(inset: CGSize) {
        for case let cell as ScenarioCell in collectionView.visibleCells {
            cell.cardInsets = inset
        }
        StandInRunLoop.layoutCycle()
    }
}
