import Foundation
import PagingLayoutUIKit
import UIKit

extension PagerScenario {
    /// The attributes objects `layoutAttributesForElements(in:)` gives the laid-out cells for the rect
    /// the collection view last asked for, by item: the objects themselves (kept alive by the caller,
    /// so that a new object cannot take a freed one's address), as `AnyObject` for tests that do not
    /// import UIKit.
    public func attributesObjectsByItem() -> [Int: AnyObject] {
        var objects: [Int: AnyObject] = [:]
        for attributes in layout.layoutAttributesForElements(in: collectionView.lastQueriedRect) ?? [] {
            objects[attributes.indexPath.item] = attributes
        }
        return objects
    }

    /// The attributes object `layoutAttributesForItem(at:)` gives `item` of the first section; `nil`
    /// for an item that does not exist.
    public func attributesObject(forItem item: Int) -> AnyObject? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }

    /// Moves the content `distance` points along the axis at once, as one display frame of a drag
    /// does, and runs the layout cycle that shows it.
    public func scrollOneFrame(by distance: CGFloat) {
        collectionView.contentOffset.x += distance
        StandInRunLoop.layoutCycle()
    }
}
