import Foundation
import PagingLayout

/// A layout an app writes itself over the contract: full-width rows of `rowHeight` points one below
/// the other, the content inset by `inset` above the first row and below the last, a scroll resting
/// on the row top nearest where it would stop, and each row's content moved by a tenth of its top's
/// distance below the viewport's top (a parallax).
public struct RowsLayout: ScrollLayout {
    public var rowCount: Int
    public var rowHeight: CGFloat
    public var inset: CGFloat

    public init(rowCount: Int, rowHeight: CGFloat, inset: CGFloat) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.inset = inset
    }

    public func contentSize(viewportSize: CGSize) -> CGSize {
        CGSize(width: viewportSize.width, height: CGFloat(rowCount) * rowHeight)
    }

    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        pass.contentSize = contentSize(viewportSize: viewportSize)
        pass.elements.removeAll(keepingCapacity: true)
        guard rowHeight > 0, rowCount > 0 else { return }
        let first = max(0, Int((offset.y / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((offset.y + viewportSize.height) / rowHeight).rounded(.up)) - 1)
        guard first <= last else { return }
        for row in first...last {
            let top = CGFloat(row) * rowHeight
            pass.elements.append(
                LayoutElement(
                    kind: .cell, section: 0, item: row, progress: (top - offset.y) / rowHeight,
                    frame: CGRect(x: 0, y: top, width: viewportSize.width, height: rowHeight),
                    parallaxOffset: CGPoint(x: 0, y: (top - offset.y) / 10)))
        }
    }

    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        guard rowHeight > 0 else { return proposed }
        return CGPoint(x: proposed.x, y: (proposed.y / rowHeight).rounded() * rowHeight)
    }

    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        guard indexPath.section == 0, (0..<rowCount).contains(indexPath.item) else { return nil }
        return CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: viewportSize.width, height: rowHeight)
    }

    public func contentInset(viewportSize: CGSize) -> ContentPadding {
        ContentPadding(both: inset)
    }
}
