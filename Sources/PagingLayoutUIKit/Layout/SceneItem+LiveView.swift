#if canImport(UIKit)
    import UIKit

    extension SceneItem {
        /// A page for the core's hit test, read from a view on screen: where `view` shows inside
        /// `collectionView` through every transform between them (perspective included), its
        /// opacity (the product of the alphas on the way), whether it or a superview is hidden, and
        /// the snapshot pieces showing in its place.
        ///
        /// - Returns: `nil` when `view` is not inside `collectionView`.
        @MainActor
        init?(
            view: UIView, in collectionView: UICollectionView, indexPath: ItemIndexPath, flatIndex: Int,
            progress: CGFloat, zPosition: Int
        ) {
            var chain: [LayerGeometry] = []
            var alpha: CGFloat = 1
            var isHidden = false
            var current: UIView? = view
            while let layerView = current, layerView !== collectionView {
                chain.append(LayerGeometry(layerView.layer))
                alpha *= layerView.alpha
                isHidden = isHidden || layerView.isHidden
                current = layerView.superview
            }
            guard current === collectionView else { return nil }
            let placement = LayerPlacement(chain: chain, in: LayerGeometry(collectionView.layer))
            let attributes = EffectAttributes(
                zPosition: zPosition, transform: placement.transform, alpha: alpha,
                isDoubleSided: view.layer.isDoubleSided, isTargetHidden: isHidden)
            self.init(
                indexPath: indexPath, flatIndex: flatIndex, progress: progress, frame: placement.frame,
                attributes: attributes, snapshot: view.snapshotContainer?.shownSnapshot)
        }
    }
#endif
