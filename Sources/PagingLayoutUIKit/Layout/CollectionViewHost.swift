#if canImport(UIKit)
    import UIKit

    /// A `UICollectionView` as the ``PagingLayoutDriver`` sees it: everything the driver reads and
    /// writes.
    @MainActor
    final class CollectionViewHost: PagingLayoutHost {
        private(set) weak var collectionView: UICollectionView?
        private weak var layout: CollectionViewPagingLayout?

        init(layout: CollectionViewPagingLayout) {
            self.layout = layout
        }

        /// Follows `collectionView` (the layout's current one).
        func attach(to collectionView: UICollectionView?) {
            self.collectionView = collectionView
        }

        // MARK: - PagingLayoutHost

        var viewportSize: CGSize { collectionView?.bounds.size ?? .zero }

        var contentOffset: CGPoint { collectionView?.contentOffset ?? .zero }

        func setContentOffset(_ offset: CGPoint) {
            collectionView?.contentOffset = offset
        }

        var adjustedContentInsets: ScrollInsets {
            guard let insets = collectionView?.adjustedContentInset else { return ScrollInsets() }
            return ScrollInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }

        var effectiveLayoutDirection: LayoutDirection {
            collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// The user drags and the release is the layout's to settle: with `isPagingEnabled` UIKit
        /// settles the drag itself and the driver only follows the offsets.
        var isDragging: Bool {
            guard let collectionView else { return false }
            return collectionView.isDragging && !collectionView.isPagingEnabled
        }

        var isDecelerating: Bool { collectionView?.isDecelerating ?? false }

        var isTrackingOrDecelerating: Bool {
            guard let collectionView else { return false }
            return collectionView.isTracking || collectionView.isDragging || collectionView.isDecelerating
        }

        func itemCounts() -> [Int] {
            guard let collectionView else { return [] }
            return (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        }

        func loadedCell(at indexPath: ItemIndexPath) -> HostedCell? {
            guard let cell = collectionView?.cellForItem(at: IndexPath(indexPath)) else { return nil }
            return HostedCell(
                isTransformable: cell is any TransformableView, size: cell.bounds.size,
                transform: Transform3D(cell.layer.transform), alpha: cell.alpha)
        }

        func transformCell(at indexPath: ItemIndexPath, progress: CGFloat, context: EffectContext) -> Int? {
            guard let cell = collectionView?.cellForItem(at: IndexPath(indexPath)),
                let page = cell as? any TransformableView
            else { return nil }
            page.transform(progress: progress, in: context)
            // VoiceOver reaches the front page only, not the pages stacked under it (written on change).
            let isHiddenFromAccessibility = PagerAccessibility.isHidden(progress: progress)
            if cell.accessibilityElementsHidden != isHiddenFromAccessibility {
                cell.accessibilityElementsHidden = isHiddenFromAccessibility
            }
            let zPosition = page.zPosition(progress: progress)
            if layout?.zPositionHandler.setsCellLayer ?? true {
                cell.layer.zPosition = CGFloat(zPosition)
            }
            return zPosition
        }

        func sceneItem(at indexPath: ItemIndexPath, flatIndex: Int, progress: CGFloat, zPosition: Int) -> SceneItem? {
            guard let collectionView, let cell = collectionView.cellForItem(at: IndexPath(indexPath)) else { return nil }
            let view = (cell as? any TransformableView)?.selectableView as? UIView ?? cell
            return SceneItem(
                view: view, in: collectionView, indexPath: indexPath, flatIndex: flatIndex, progress: progress,
                zPosition: zPosition)
        }

        func invalidateLayout() {
            layout?.invalidateLayout()
        }

        func schedule(_ work: @escaping @MainActor () -> Void) {
            DispatchQueue.main.async { work() }
        }

        func performBatchUpdates(_ updates: @escaping @MainActor () -> Void) {
            collectionView?.performBatchUpdates { updates() }
        }
    }
#endif
