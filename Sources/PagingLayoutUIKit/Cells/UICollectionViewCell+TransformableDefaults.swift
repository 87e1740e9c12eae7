#if canImport(UIKit)
    import UIKit

    // The original library's defaults for cells: the effect's target, and the part that takes taps,
    // is the first subview of the cell's content view, or the content view itself when it has none.
    // (The content view is as large as the collection view, so leave room around that subview for
    // the neighbouring pages you want to show.)

    extension TransformableView where Self: UICollectionViewCell {
        /// The part of the cell that takes taps: the first subview of `contentView`, or `contentView`
        /// when it has none. Return `nil` from your own implementation to make the whole cell tappable.
        public var selectableView: UIView? {
            contentView.subviews.first ?? contentView
        }
    }

    extension ScaleTransformView where Self: UICollectionViewCell {
        /// The view the scale effect transforms: the first subview of `contentView`, or `contentView`
        /// when it has none.
        public var scalableView: UIView {
            contentView.subviews.first ?? contentView
        }
    }

    extension StackTransformView where Self: UICollectionViewCell {
        /// The card the stack effect transforms: the first subview of `contentView`, or `contentView`
        /// when it has none.
        public var cardView: UIView {
            contentView.subviews.first ?? contentView
        }
    }

    extension SnapshotTransformView where Self: UICollectionViewCell {
        /// The view the snapshot effect cuts into pieces: the first subview of `contentView`, or
        /// `contentView` when it has none.
        public var targetView: UIView {
            contentView.subviews.first ?? contentView
        }
    }

    extension SnapshotTransformView where Self: UICollectionViewCell, TargetView: UIView {
        /// The cell's index path in its collection view, then the content offset of the target view
        /// when it is a scroll view, and of its first subview that is one: a new snapshot is taken
        /// when the cell is reused for another item or the content scrolls, as in the original.
        ///
        /// Pages that show the same content at several index paths (an endless list) should return
        /// a content-based identifier instead, so their captures are shared.
        public var snapshotIdentifier: String {
            let target: UIView = targetView
            // Cells are direct subviews of their collection view.
            let source = SnapshotIdentifierSource(
                indexPath: (superview as? UICollectionView)?.indexPath(for: self).map(ItemIndexPath.init),
                targetOffset: (target as? UIScrollView)?.contentOffset,
                subviewOffset: target.subviews.lazy.compactMap { $0 as? UIScrollView }.first?.contentOffset)
            // The identifier is kept with what it was built from: most frames reuse it.
            let record = EffectLayerRecord.find(on: layer)
            if let cached = record?.snapshotIdentifier, cached.source == source { return cached.identifier }
            let identifier = source.identifier
            EffectLayerRecord.make(on: layer, found: record).snapshotIdentifier = (source, identifier)
            return identifier
        }
    }

    extension SnapshotTransformView where TargetView: UIView {
        /// The container showing the target's pieces, capturing it when there is none yet.
        ///
        /// The original library's two-step API; ``applySnapshotTransform(snapshot:progress:)`` now
        /// finds the container itself.
        @available(*, deprecated, message: "call applySnapshotTransform(progress:), which finds or makes the snapshot")
        public func getSnapshot() -> SnapshotContainerView? {
            if let container = targetView.snapshotContainer { return container }
            // Any progress but 0 makes the pieces; the caller applies its own progress next.
            applySnapshotTransform(progress: 1)
            return targetView.snapshotContainer
        }

        /// Applies the snapshot effect at `progress`; `snapshot` is not needed any more (the target
        /// keeps its own container).
        @available(*, deprecated, renamed: "applySnapshotTransform(progress:)")
        public func applySnapshotTransform(snapshot: SnapshotContainerView, progress: CGFloat) {
            applySnapshotTransform(progress: progress)
        }
    }
#endif
