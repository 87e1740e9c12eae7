import Foundation
import PagingLayout

/// An app's own layout whose resting place depends on the release velocity, as the contract hands
/// it (points per millisecond): ``RowsLayout``'s rows, without an inset; a release faster than
/// 0.5 pt/ms along the rows rests on the next row top past the proposed offset in its direction, a
/// slower one on the row top nearest the proposed offset.
public struct FlickRowsLayout: ScrollLayout {
    private let rows: RowsLayout

    public init(rowCount: Int, rowHeight: CGFloat) {
        rows = RowsLayout(rowCount: rowCount, rowHeight: rowHeight, inset: 0)
    }

    public func contentSize(viewportSize: CGSize) -> CGSize { rows.contentSize(viewportSize: viewportSize) }

    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        rows.layout(at: offset, viewportSize: viewportSize, into: &pass)
    }

    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        let nearest = rows.targetOffset(forProposed: proposed, velocity: velocity, viewportSize: viewportSize)
        guard rows.rowHeight > 0, abs(velocity.y) > 0.5 else { return nearest }
        let position = proposed.y / rows.rowHeight
        let row = velocity.y > 0 ? position.rounded(.up) : position.rounded(.down)
        return CGPoint(x: proposed.x, y: row * rows.rowHeight)
    }

    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        rows.restingFrame(of: indexPath, viewportSize: viewportSize)
    }
}
