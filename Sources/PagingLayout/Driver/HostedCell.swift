import Foundation

/// A cell a ``PagingLayoutHost`` has loaded, as the driver needs to know it.
public struct HostedCell: Sendable, Equatable {
    /// Whether the cell moves with its page's progress (it conforms to `TransformableView`); cells
    /// that do not are laid out side by side, one page each.
    public var isTransformable: Bool

    /// The cell's current size, in points. UIKit applies a pass's frames after `prepare()`, so a
    /// cell whose size differs from its page's was transformed for its old frame.
    public var size: CGSize

    /// Creates a description of a loaded cell.
    public init(isTransformable: Bool, size: CGSize) {
        self.isTransformable = isTransformable
        self.size = size
    }
}
