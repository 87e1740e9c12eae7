#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// Takes the collection view's paging over while its pages do not sit on multiples of its
        /// bounds (a page length, spacing, padding), and hands it back when they do again: with
        /// `isPagingEnabled` UIKit would rest between pages and never ask the layout
        /// (``SystemPagingTakeover``). Called at the end of each pass, when the engine knows the
        /// pages and the viewport.
        ///
        /// The answer depends only on the engine, the collection view's paging setting and rate and
        /// whether it scrolls; while none of them changed since the last check (most scroll steps),
        /// there is nothing to change and nothing is worked out.
        func adoptSystemPaging(in collectionView: UICollectionView?) {
            guard let collectionView else { return }
            let inputs = SystemPagingInputs(
                engineChanges: driver.engineChanges, isPagingEnabled: collectionView.isPagingEnabled,
                decelerationRate: collectionView.decelerationRate.rawValue,
                isScrolling: scrollState != .idle || collectionView.isTracking || collectionView.isDecelerating)
            // A change writes the paging setting, so the next check's inputs differ from these.
            guard inputs != systemPagingInputs else { return }
            systemPagingInputs = inputs
            let engine = pageController.engine
            let change = systemPaging.change(
                for: engine.geometry, pageCount: engine.numberOfPages, isPagingEnabled: inputs.isPagingEnabled,
                decelerationRate: inputs.decelerationRate, isScrolling: inputs.isScrolling)
            apply(change, to: collectionView)
        }

        /// Gives paging back as the layout found it (the collection view takes another layout).
        func relinquishSystemPaging() {
            systemPagingInputs = nil
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

    /// What ``CollectionViewPagingLayout/adoptSystemPaging(in:)`` decides from: the driver's engine (by
    /// its count of changes) and the collection view's paging state.
    struct SystemPagingInputs: Equatable {
        let engineChanges: Int
        let isPagingEnabled: Bool
        let decelerationRate: CGFloat
        let isScrolling: Bool
    }
#endif
