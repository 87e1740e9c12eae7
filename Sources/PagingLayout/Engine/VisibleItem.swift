import Foundation

/// One laid-out item of a pager pass: which item, how far from the centre, and where.
public struct VisibleItem: Sendable, Equatable {
    /// The item's section and index within it.
    public var indexPath: ItemIndexPath
    /// The item's page: its index counted across all sections, empty sections skipped.
    public var flatIndex: Int
    /// Where the item sits: its page, or in a looping pager its unbounded slot (of which
    /// ``flatIndex`` is the remainder modulo the page count).
    public var slot: Int
    /// How far the item is from the centre, in pages: 0 centred, −1 one page before, +1 one page after.
    public var progress: CGFloat
    /// The default stacking order, `−|round(progress)|`: higher is in front.
    public var zPosition: Int
    /// The item's frame in content coordinates before its effect: where a settled page sits in the
    /// viewport at the current offset (with the default geometry the viewport's rect itself), since a
    /// pager shows every page there and moves it with its transform.
    public var frame: CGRect

    /// Creates a visible item; its slot is its flat index unless given.
    public init(
        indexPath: ItemIndexPath, flatIndex: Int, slot: Int? = nil, progress: CGFloat, zPosition: Int, frame: CGRect
    ) {
        self.indexPath = indexPath
        self.flatIndex = flatIndex
        self.slot = slot ?? flatIndex
        self.progress = progress
        self.zPosition = zPosition
        self.frame = frame
    }
}
