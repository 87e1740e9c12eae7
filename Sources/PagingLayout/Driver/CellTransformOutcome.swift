import Foundation

/// What became of a page's cell when a ``PagingLayoutHost`` was asked to transform it
/// (``PagingLayoutHost/transformLoadedCell(at:progress:context:)``): whether there is a cell and it
/// moves with progress, and what a transformed cell reports.
///
/// A struct of plain fields, not an enum with a payload, so that a host writes a pass's outcomes
/// field by field into the driver's kept buffer
/// (``PagingLayoutHost/transformLoadedCells(of:context:into:)``) and the driver reads them there:
/// no outcome is built, wrapped or copied per page.
package struct CellTransformOutcome: Sendable, Equatable {
    /// What the host found at the page.
    package enum Kind: Sendable, Equatable {
        /// The host has no cell for the page (yet).
        case notLoaded
        /// The cell does not move with progress (it is no `TransformableView`): its page is laid out
        /// side by side with the others.
        case sideBySide
        /// The cell was transformed; the other fields describe it.
        case transformed
    }

    /// What the host found at the page; the other fields are meaningful for ``Kind/transformed``
    /// only.
    package var kind: Kind

    /// The cell's size when it was transformed, in points. UIKit applies a pass's frames after
    /// `prepare()`, so a cell whose size differs from its page's was transformed for its old frame.
    package var size: CGSize

    /// The z position the cell asked for (its `zPosition(progress:)`); `nil` for the pass's default.
    package var zPosition: Int?

    /// The transform of the cell's own layer after the transform, in Core Animation's layout:
    /// identity unless the effect moves the cell itself (`effectTarget` returning the cell).
    package var transform: Transform3D

    /// The cell's own alpha after the transform: 1 unless the effect fades the cell itself.
    package var alpha: CGFloat

    /// Creates an outcome.
    package init(
        kind: Kind, size: CGSize = .zero, zPosition: Int? = nil, transform: Transform3D = .identity, alpha: CGFloat = 1
    ) {
        self.kind = kind
        self.size = size
        self.zPosition = zPosition
        self.transform = transform
        self.alpha = alpha
    }

    /// The host has no cell for the page (yet).
    package static var notLoaded: CellTransformOutcome { CellTransformOutcome(kind: .notLoaded) }

    /// The page's cell is not transformable: laid out side by side.
    package static var sideBySide: CellTransformOutcome { CellTransformOutcome(kind: .sideBySide) }
}
