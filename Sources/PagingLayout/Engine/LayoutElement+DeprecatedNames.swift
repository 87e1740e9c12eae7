import Foundation

/// The earlier name of the pager's item in a pass, now the one ``LayoutElement`` every layout places.
@available(*, deprecated, renamed: "LayoutElement")
public typealias VisibleItem = LayoutElement

extension LayoutElement {
    /// The earlier initialiser of the pager's item: a cell at `indexPath`, its slot its flat index
    /// unless given.
    @available(
        *, deprecated,
        message: "use init(kind:section:item:flatIndex:slot:progress:frame:zPosition:) with kind .cell"
    )
    public init(
        indexPath: ItemIndexPath, flatIndex: Int, slot: Int? = nil, progress: CGFloat, zPosition: Int, frame: CGRect
    ) {
        self.init(
            kind: .cell, section: indexPath.section, item: indexPath.item, flatIndex: flatIndex, slot: slot,
            progress: progress, frame: frame, zPosition: zPosition)
    }
}
