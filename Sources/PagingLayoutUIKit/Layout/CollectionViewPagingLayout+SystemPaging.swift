#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// Takes the collection view's paging over while its pages do not sit on multiples of its
        /// bounds (a page length, spacing, padding), and hands it back when they do again: with
        /// `isPagingEnabled` UIKit would rest between pages and never ask the layout
        /// (``SystemPagingTakeover``). Called at the end of each pass, when the engine knows the
        /// pages and the viewport.
        func adoptSystemPaging() {
            guard let collectionView else { return }
            let engine = pageController.engine
            let change = systemPaging.change(
                for: engine.geometry, pageCount: engine.numberOfPages, isPagingEnabled: collectionView.isPagingEnabled,
                decelerationRate: collectionView.decelerationRate.rawValue,
                isScrolling: scrollState != .idle || collectionView.isTracking || collectionView.isDecelerating)
            apply(change, to: collectionView)
        }

        /// Gives paging back as the layout found it (the collection view takes another layout).
        func relinquishSystemPaging() {
            guard let collectionView else { return }
            apply(systemPaging.relinquish(), to: collectionView)
        }

        private func apply(_ change: SystemPagingChange, to collectionView: UICollectionView) {
            switch change {
            case .none:
                break
            case .takeOver:
                collectionView.isPagingEnabled = false
                collectionView.decelerationRate = .fast
            case .handBack(let rate):
                collectionView.isPagingEnabled = true
                collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
            }
        }
    }
#endif
