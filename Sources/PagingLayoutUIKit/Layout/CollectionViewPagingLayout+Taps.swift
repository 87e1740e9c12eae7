#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// The pages on screen as the core's hit test sees them: each loaded page's selectable view
        /// (the whole cell when it names none), read live from the view hierarchy.
        ///
        /// - Returns: `nil` before the first layout pass or without a collection view.
        public func pagerScene() -> PagerScene? {
            driver.scene()
        }

        /// Whether `cell` should take a touch at `point` (the cell's coordinates): `true` only when
        /// its page is the frontmost under the point (by z position, through the pages' transforms,
        /// its selectable view only), whatever the order of the cells in the view hierarchy.
        ///
        /// The page views' cells answer `point(inside:with:)` with it; call it from your own cell's
        /// `point(inside:with:)` to route touches the same way:
        ///
        /// ```swift
        /// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        ///     (superview as? UICollectionView).flatMap { $0.collectionViewLayout as? CollectionViewPagingLayout }?
        ///         .receivesTouch(at: point, in: self) ?? super.point(inside: point, with: event)
        /// }
        /// ```
        ///
        /// - Returns: `nil` when the layout cannot tell (before its first pass, or for a cell it has
        ///   not laid out): keep UIKit's answer then.
        public func receivesTouch(at point: CGPoint, in cell: UICollectionViewCell) -> Bool? {
            guard let collectionView, let indexPath = collectionView.indexPath(for: cell) else { return nil }
            return driver.cell(
                at: ItemIndexPath(indexPath), receivesTouchAtContentPoint: cell.convert(point, to: collectionView))
        }

        /// Installs or removes the tap recognizer to match ``resolvesTaps`` and the collection view.
        func updateTapRecognizer() {
            let target = resolvesTaps ? collectionView : nil
            guard tapHandler?.collectionView !== target || (tapHandler == nil) != (target == nil) else { return }
            tapHandler?.remove()
            tapHandler = target.map { PagingTapHandler(layout: self, collectionView: $0) }
        }

        /// Resolves a tap at `location` (the collection view's coordinates) and carries out what
        /// the driver decided: report the page, select it, go to it.
        func handleTap(at location: CGPoint) {
            guard let collectionView, let tap = driver.tap(atContentPoint: location) else { return }
            let indexPath = IndexPath(tap.indexPath)
            delegate?.collectionViewPagingLayout(self, didSelectItemAt: indexPath)
            forwardSelection(of: indexPath, to: collectionView)
            if tap.scrollsToPage {
                setCurrentPage(tap.page)
            }
        }

        /// Selects the page as a tap on the front cell would have: through the collection view's
        /// selection and its delegate.
        private func forwardSelection(of indexPath: IndexPath, to collectionView: UICollectionView) {
            let delegate = collectionView.delegate
            let change = PageSelectionChange.forTap(
                allowsSelection: collectionView.allowsSelection,
                allowsMultipleSelection: collectionView.allowsMultipleSelection,
                isSelected: collectionView.indexPathsForSelectedItems?.contains(indexPath) ?? false)
            switch change {
            case .deselect:
                guard delegate?.collectionView?(collectionView, shouldDeselectItemAt: indexPath) ?? true else { return }
                collectionView.deselectItem(at: indexPath, animated: false)
                delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
            case .select:
                guard delegate?.collectionView?(collectionView, shouldSelectItemAt: indexPath) ?? true else { return }
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
            case nil:
                return
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
