import Foundation

/// What the driver's last transform of the cells left for one laid-out page, kept in an array
/// parallel to the pass's items (one slot per page, no hashing per page per frame).
struct LaidOutPageState: Equatable {
    /// The page's item; compared with the next transform's, so a change of pages counts as a change.
    var indexPath: ItemIndexPath
    /// The z position the page's cell asked for, or the pass's default when it has no
    /// transformed cell.
    var zPosition: Int
    /// Whether the page's cell was not loaded.
    var isMissing: Bool
}

extension Array where Element == LaidOutPageState {
    /// The state at `position` when it is `indexPath`'s; `nil` when the transform that wrote the
    /// states saw other pages (no transform since the pass).
    func state(at position: Int, of indexPath: ItemIndexPath) -> LaidOutPageState? {
        guard position < count, self[position].indexPath == indexPath else { return nil }
        return self[position]
    }
}
