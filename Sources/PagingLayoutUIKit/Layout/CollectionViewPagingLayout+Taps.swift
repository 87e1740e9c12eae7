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

        /// Installs the tap recognizer on the collection view (it also sees the touches that stop
        /// a settle, with or without ``resolvesTaps``), or removes it without one.
        func updateTapRecognizer() {
            updateTapRecognizer(for: collectionView)
        }

        /// ``updateTapRecognizer()`` with the layout's collection view, `target`, already read.
        func updateTapRecognizer(for target: UICollectionView?) {
            guard tapHandler?.collectionView !== target || (tapHandler == nil) != (target == nil) else { return }
            tapHandler?.remove()
            tapHandler = target.map { PagingTapHandler(layout: self, collectionView: $0) }
        }

        /// Resolves a tap at `location` (the collection view's coordinates) and carries out what
        /// the driver decided: select the page (telling the collection view's delegate) and, with
        /// ``resolvesTaps``, report it to the layout's delegate and go to it. Without it the tap
        /// only selects the page in the collection view, as UIKit's own selection did in the
        /// original library, whose cells forwarded their hit test to their selectable views (UIKit
        /// would otherwise give the tap to the last of the overlapping cells, whatever it shows).
        ///
        /// - Returns: whether the tap selected a page.
        func handleTap(at location: CGPoint) -> Bool {
            guard let collectionView, let tap = driver.tap(atContentPoint: location) else { return false }
            let indexPath = IndexPath(tap.indexPath)
            updateSelection(of: indexPath, in: collectionView)
            guard resolvesTaps else { return true }
            delegate?.collectionViewPagingLayout(self, didSelectItemAt: indexPath)
            if tap.scrollsToPage {
                setCurrentPage(tap.page)
            }
            return true
        }

        /// Selects the page as a tap on its cell would have, through the collection view's
        /// selection and its delegate (`collectionView(_:shouldSelectItemAt:)` then
        /// `didSelectItemAt`, or the deselect pair for a selected page with multiple selection).
        /// The tap recogniser cancels the cells' touches, so UIKit selects nothing itself and this
        /// is the one selection the delegate hears.
        private func updateSelection(of indexPath: IndexPath, in collectionView: UICollectionView) {
            let delegate = collectionView.delegate
            let change = PageSelectionChange.forTap(
                allowsSelection: collectionView.allowsSelection,
                allowsMultipleSelection: collectionView.allowsMultipleSelection,
                isSelected: collectionView.indexPathsForSelectedItems?.contains(indexPath) ?? false)
            switch change {
            case .deselect:
                guard delegate?.askShouldDeselectItem(at: indexPath, in: collectionView) ?? true else { return }
                collectionView.deselectItem(at: indexPath, animated: false)
                delegate?.tellDidDeselectItem(at: indexPath, in: collectionView)
            case .select:
                guard delegate?.askShouldSelectItem(at: indexPath, in: collectionView) ?? true else { return }
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                delegate?.tellDidSelectItem(at: indexPath, in: collectionView)
            case nil:
                return
            }
        }
    }

    /// The tap recognizer a ``CollectionViewPagingLayout`` puts on its collection view, and its delegate.
    ///
    /// It works through its delegate alone (no target and action, which need the Objective-C
    /// runtime): a tap recognizer asks `gestureRecognizerShouldBegin(_:)` as it recognises, when
    /// the finger lifts, and the tap is resolved there. A tap that selects a page is recognised and
    /// cancels the cells' touches (`cancelsTouchesInView`), so UIKit's own highlight-and-select
    /// does not select a second time; a tap on no page fails and leaves the touches to the cells.
    @MainActor
    final class PagingTapHandler: NSObject, UIGestureRecognizerDelegate {
        private(set) weak var collectionView: UICollectionView?
        private weak var layout: CollectionViewPagingLayout?
        private let recognizer = UITapGestureRecognizer()
        /// Whether the touch being recognised came down while the pages settled with the collection view.
        private var touchStopsSettle = false

        init(layout: CollectionViewPagingLayout, collectionView: UICollectionView) {
            self.layout = layout
            self.collectionView = collectionView
            super.init()
            recognizer.delegate = self
            recognizer.cancelsTouchesInView = true
            collectionView.addGestureRecognizer(recognizer)
        }

        func remove() {
            recognizer.view?.removeGestureRecognizer(recognizer)
        }

        /// Leaves taps on controls, and on views with tap recognizers of their own, to them; refuses
        /// a touch that lands while the pages move (it stops a fling or an animation, nothing more).
        /// Without ``CollectionViewPagingLayout/resolvesTaps`` only taps that can select (the
        /// collection view's `allowsSelection`) are received.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            guard let layout, let collectionView else { return false }
            let driver = layout.driver
            // A touch that stops the pages settling with the collection view's deceleration is
            // received only to see it end: then the driver moves the pages on to their page.
            touchStopsSettle = driver.isSettlingWithHost
            if touchStopsSettle { return true }
            guard layout.resolvesTaps || collectionView.allowsSelection, driver.acceptsTaps else { return false }
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

        /// The tap ended: it is recognised when it selected a page.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === recognizer, let collectionView else { return false }
            guard let layout, layout.collectionView === collectionView else {
                // The collection view has another layout now.
                remove()
                return false
            }
            guard !touchStopsSettle else {
                touchStopsSettle = false
                layout.driver.touchEndedWithoutDragging()
                return false
            }
            return layout.handleTap(at: recognizer.location(in: collectionView))
        }
    }
#endif
