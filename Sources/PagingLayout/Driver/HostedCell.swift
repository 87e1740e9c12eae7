import Foundation

/// A cell a ``PagingLayoutHost`` has loaded, as the driver needs to know it.
package struct HostedCell: Sendable, Equatable {
    /// Whether the cell moves with its page's progress (it conforms to `TransformableView`); cells
    /// that do not are laid out side by side, one page each.
    public var isTransformable: Bool

    /// The cell's current size, in points. UIKit applies a pass's frames after `prepare()`, so a
    /// cell whose size differs from its page's was transformed for its old frame.
    public var size: CGSize

    /// The transform of the cell's own layer now, in Core Animation's layout: identity unless an
    /// effect moves the cell itself (`effectTarget` returning the cell).
    public var transform: Transform3D

    /// The cell's own alpha now: 1 unless an effect fades the cell itself.
    public var alpha: CGFloat

    /// Creates a description of a loaded cell.
    public init(isTransformable: Bool, size: CGSize, transform: Transform3D = .identity, alpha: CGFloat = 1) {
        self.isTransformable = isTransformable
        self.size = size
        self.transform = transform
        self.alpha = alpha
    }
}
