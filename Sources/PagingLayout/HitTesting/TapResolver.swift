import Foundation

/// Receives the item a tap on a pager selected: the counterpart of
/// `UICollectionViewDelegate.collectionView(_:didSelectItemAt:)` for a pager whose pages overlap.
@MainActor
package protocol PagingSelectionDelegate: AnyObject {
    /// The tap at `point` (viewport coordinates) selected the item at `indexPath`.
    func tapResolver(_ resolver: TapResolver, didSelectItemAt indexPath: ItemIndexPath, at point: CGPoint)
}

/// Turns taps on a pager into item selections with ``PagerScene``'s hit test, and reports them to
/// a delegate and a closure. UI-free: a page controller or a toolkit adapter feeds it the tap's
/// location and the frame on screen.
///
/// The original made only the selectable view of each cell tappable by overriding `hitTest` on
/// every `UICollectionViewCell`; here one hit test over the whole frame finds the topmost item,
/// through its 3-D transform, so every visible page can be tapped.
///
/// ```swift
/// let taps = TapResolver { indexPath in print("selected", indexPath) }
/// taps.handleTap(atViewportPoint: location, in: scene)
/// ```
@MainActor
package final class TapResolver {
    /// Told about every selection, after ``didSelectItemAt``.
    public weak var delegate: (any PagingSelectionDelegate)?
    /// Called with the selected item's index path, like SwiftUI's `onTapPage`.
    public var didSelectItemAt: ((ItemIndexPath) -> Void)?

    /// Creates a resolver that calls `didSelectItemAt` for every tap that selects an item.
    public init(didSelectItemAt: ((ItemIndexPath) -> Void)? = nil) {
        self.didSelectItemAt = didSelectItemAt
    }

    /// Resolves a tap at `point` in viewport coordinates. Calls ``didSelectItemAt`` and then the
    /// delegate once when an item is hit, nothing otherwise.
    ///
    /// - Returns: the selected item's index path, or `nil` when the tap hit no item.
    @discardableResult
    public func handleTap(atViewportPoint point: CGPoint, in scene: PagerScene) -> ItemIndexPath? {
        guard let indexPath = scene.item(atViewportPoint: point)?.indexPath else { return nil }
        didSelectItemAt?(indexPath)
        delegate?.tapResolver(self, didSelectItemAt: indexPath, at: point)
        return indexPath
    }

    /// Resolves a tap at `point` in content coordinates (where a scroll view reports it).
    /// See ``handleTap(atViewportPoint:in:)``.
    @discardableResult
    public func handleTap(atContentPoint point: CGPoint, in scene: PagerScene) -> ItemIndexPath? {
        handleTap(
            atViewportPoint: CGPoint(x: point.x - scene.contentOffset.x, y: point.y - scene.contentOffset.y), in: scene)
    }
}
