import Foundation

/// A cell a ``PagingLayoutHost`` transformed for its page's progress.
package struct TransformedCell: Sendable, Equatable {
    /// The cell's size when it was transformed, in points. UIKit applies a pass's frames after
    /// `prepare()`, so a cell whose size differs from its page's was transformed for its old frame.
    public var size: CGSize

    /// The z position the cell asked for (its `zPosition(progress:)`); `nil` for the pass's default.
    public var zPosition: Int?

    /// The transform of the cell's own layer after the transform, in Core Animation's layout:
    /// identity unless the effect moves the cell itself (`effectTarget` returning the cell).
    public var transform: Transform3D

    /// The cell's own alpha after the transform: 1 unless the effect fades the cell itself.
    public var alpha: CGFloat

    /// Creates the description of a transformed cell.
    public init(size: CGSize, zPosition: Int?, transform: Transform3D = .identity, alpha: CGFloat = 1) {
        self.size = size
        self.zPosition = zPosition
        self.transform = transform
        self.alpha = alpha
    }
}
