import Foundation

/// One laid-out item of a pager pass: which item, how far from the centre, and where.
public struct VisibleItem: Sendable, Equatable {
    /// The item's section and index within it.
    public var indexPath: ItemIndexPath
    /// The item's page: its index counted across all sections, empty sections skipped.
    public var flatIndex: Int
    /// How far the item is from the centre, in pages: 0 centred, −1 one page before, +1 one page after.
    public var progress: CGFloat
    /// The default stacking order, `−|round(progress)|`: higher is in front.
    public var zIndex: Int
    /// The item's frame in content coordinates: the viewport's rect at the current offset, since a
    /// pager shows every page in the viewport and moves it with its transform.
    public var frame: CGRect

    /// Creates a visible item.
    public init(indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zIndex: Int, frame: CGRect) {
        self.indexPath = indexPath
        self.flatIndex = flatIndex
        self.progress = progress
        self.zIndex = zIndex
        self.frame = frame
    }
}
