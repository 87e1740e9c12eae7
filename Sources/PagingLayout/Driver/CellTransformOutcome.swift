import Foundation

/// What became of a page's cell when a ``PagingLayoutHost`` was asked to transform it
/// (``PagingLayoutHost/transformLoadedCell(at:progress:context:)``).
package enum CellTransformOutcome: Sendable, Equatable {
    /// The host has no cell for the page (yet).
    case notLoaded
    /// The cell does not move with progress (it is no `TransformableView`): its page is laid out
    /// side by side with the others.
    case sideBySide
    /// The cell was transformed.
    case transformed(TransformedCell)
}
