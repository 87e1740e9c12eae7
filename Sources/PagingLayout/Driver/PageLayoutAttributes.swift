import Foundation

/// What a ``PagingLayoutDriver`` hands the collection view for one page: UIKit's layout
/// attributes, without UIKit.
package struct PageLayoutAttributes: Sendable, Equatable {
    /// The page's item.
    public var indexPath: ItemIndexPath

    /// The frame in the scroll view's content coordinates, in points: the visible area for a
    /// transformable page (its effect moves it), its own page of the content for a page laid out
    /// side by side.
    public var frame: CGRect

    /// The stacking order, higher in front: the z position the page's cell asked for at its last
    /// transform, else ``PagingEngine/defaultZPosition(progress:)``.
    public var zPosition: Int

    /// 0 for a page whose cell is not loaded yet when the layout hides such pages, else the alpha
    /// the page's effect gave the cell itself (1 when the effect moves a view inside the cell).
    public var alpha: CGFloat

    /// The transform the page's effect gave the cell itself (`effectTarget` returning the cell);
    /// identity when the effect moves a view inside the cell. UIKit applies it with the frame.
    public var transform: Transform3D

    /// The page's progress: 0 centred, ±1 one page away.
    public var progress: CGFloat

    /// Creates attributes.
    public init(
        indexPath: ItemIndexPath, frame: CGRect, zPosition: Int, alpha: CGFloat, progress: CGFloat,
        transform: Transform3D = .identity
    ) {
        self.indexPath = indexPath
        self.frame = frame
        self.zPosition = zPosition
        self.alpha = alpha
        self.progress = progress
        self.transform = transform
    }
}
