import Foundation
import PagingLayout

/// What of an item's HTML stays the same while an effect animates it: the element's id, its frame
/// and card (``PageCard``), its selectable region and the places of its snapshot pieces.
///
/// Together with an ``HTMLItemStyle`` (what the effect changes) it makes the item's markup; the
/// preview gallery writes a skeleton once and applies a style per frame.
struct HTMLItemSkeleton: Sendable, Hashable {
    /// The element's `id`, such as `item-0-2`.
    var id: String
    /// The item's untransformed frame in viewport coordinates.
    var frame: CGRect
    /// The page's flat index: its card's hue and number.
    var flatIndex: Int
    /// The page's index path, shown under the flat index.
    var indexPath: ItemIndexPath
    /// The selectable region in the item's coordinates, or `nil`.
    var region: CGRect?
    /// The frames of the snapshot pieces drawn, in the item's coordinates and in the order of the
    /// style's pieces; `nil` when no snapshot container is drawn.
    var pieceFrames: [CGRect]?

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(flatIndex)
        for rect in [frame] + (region.map { [$0] } ?? []) + (pieceFrames ?? []) {
            hasher.combine(rect.origin.x)
            hasher.combine(rect.origin.y)
            hasher.combine(rect.size.width)
            hasher.combine(rect.size.height)
        }
    }
}
