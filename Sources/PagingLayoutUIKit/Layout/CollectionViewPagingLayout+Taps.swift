#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// The pages on screen as the core's hit test sees them: each loaded page's selectable view
        /// (the whole cell when it names none), read live from the view hierarchy.
        ///
        /// - Returns: `nil` before the first layout pass or without a collection view.
        public func pagerScene() -> PagerScene? {
            guard let collectionView, let pass = driver.pass else { return nil }
            let items = pass.items.compactMap { item -> SceneItem? in
                let indexPath = IndexPath(item.indexPath)
                guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
                let page = cell as? any TransformableView
                let view = page?.selectableView as? UIView ?? cell
                return SceneItem(
                    view: view, in: collectionView, indexPath: item.indexPath, flatIndex: item.flatIndex,
                    progress: item.progress, zPosition: driver.attributes(for: item.indexPath)?.zIndex ?? item.zIndex)
            }
            return PagerScene(viewportSize: collectionView.bounds.size, contentOffset: collectionView.contentOffset, items: items)
        }

        /// Installs or removes the tap recognizer to match ``resolvesTaps`` and the collection view.
        func updateTapRecognizer() {
            let target = resolvesTaps ? collectionView : nil
            guard tapHandler?.collectionView !== target || (tapHandler == nil) != (target == nil) else { return }
            tapHandler?.remove()
            tapHandler = target.map { PagingTapHandler(layout: self, collectionView: $0) }
        }

        /// Resolves a tap at `location` (the collection view's coordinates) and reports the page.
        func handleTap(at location: CGPoint) {
            guard let collectionView, let scene = pagerScene(), let item = scene.item(atContentPoint: location) else {
                return
            }
            let indexPath = IndexPath(item.indexPath)
            delegate?.collectionViewPagingLayout(self, didSelectItemAt: indexPath)
            forwardSelection(of: indexPath, to: collectionView)
            if scrollsToSelectedPage {
                setCurrentPage(item.flatIndex)
            }
        }

        /// Selects the page as a tap on the front cell would have: through the collection view's
        /// selection and its delegate.
        private func forwardSelection(of indexPath: IndexPath, to collectionView: UICollectionView) {
            guard collectionView.allowsSelection else { return }
            let delegate = collectionView.delegate
            let isSelected = collectionView.indexPathsForSelectedItems?.contains(indexPath) ?? false
            if collectionView.allowsMultipleSelection, isSelected {
                guard delegate?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) ?? true else { return }
                collectionView.deselectItem(at: indexPath, animated: false)
                delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
            } else {
                guard delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true else { return }
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
            }
        }
    }

    /// The tap recognizer a ``CollectionViewPagingLayout`` puts on its collection view, and its delegate.
    @MainActor
    final class PagingTapHandler: NSObject, UIGestureRecognizerDelegate {
        private(set) weak var collectionView: UICollectionView?
        private weak var layout: CollectionViewPagingLayout?
        private let recognizer = UITapGestureRecognizer()

        init(layout: CollectionViewPagingLayout, collectionView: UICollectionView) {
            self.layout = layout
            self.collectionView = collectionView
            super.init()
            recognizer.addTarget(self, action: #selector(handleTap(_:)))
            recognizer.delegate = self
            // The touches still reach the cells: highlighting, buttons and nested scroll views work.
            recognizer.cancelsTouchesInView = false
            collectionView.addGestureRecognizer(recognizer)
        }

        func remove() {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }

        @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
            guard recognizer.state == .ended, let collectionView else { return }
            guard let layout, layout.collectionView === collectionView else {
                // The collection view has another layout now.
                remove()
                return
            }
            layout.handleTap(at: recognizer.location(in: collectionView))
        }

        /// Leaves taps on controls, and on views with tap recognizers of their own, to them; refuses
        /// a touch that lands while the pages move (it stops a fling or an animation, nothing more).
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            guard layout?.driver.acceptsTaps ?? false else { return false }
            var view = touch.view
            while let current = view, current !== collectionView {
                if current is UIControl { return false }
                if current.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0 !== recognizer }) == true {
                    return false
                }
                view = current.superview
            }
            return true
        }
    }
#endif
