#if canImport(UIKit)
    import UIKit

    /// Wires the Photos preview pager and thumbnail strip together: the two collection
    /// views stay in step whichever the user scrolls (``PhotosScrollSynchronizer``), and the strip's
    /// expansion runs to 0 while it is dragged and back when it rests.
    ///
    /// ```swift
    /// let coordinator = PhotosPagerCoordinator(previewView: previewView, thumbnailsView: thumbnailsView)
    /// coordinator.previewLayout.spacing = 20
    /// coordinator.thumbnailLayout.aspectRatios = photos.map { $0.size.width / $0.size.height }
    /// ```
    ///
    /// The coordinator installs a ``PhotosPreviewCollectionViewLayout`` and a
    /// ``ThumbnailStripCollectionViewLayout`` and becomes both views' delegate; it only forwards the
    /// scroll callbacks to the core values and applies what they answer. Deleting an item animates the
    /// strip first (the neighbour takes the deleted thumbnail's place), then
    /// updates the data and both views.
    @MainActor
    public final class PhotosPagerCoordinator: NSObject, UICollectionViewDelegate {
        /// The collection view of full-size pages.
        public let previewView: UICollectionView
        /// The collection view of thumbnails.
        public let thumbnailsView: UICollectionView
        /// The preview's layout.
        public let previewLayout: PhotosPreviewCollectionViewLayout
        /// The strip's layout.
        public let thumbnailLayout: ThumbnailStripCollectionViewLayout
        /// The animated expanding rate of the strip.
        package let expandingRate: ExpandingRateAnimation
        /// The clock of the delete animation (a frame source serves one animation at a time, and the
        /// expanding rate may run meanwhile).
        private let deletionFrameSource: any FrameSource
        /// The delete animation under way, if any.
        private var deletion: ThumbnailDeletionAnimation?
        /// Which pager drives, and how an offset of one maps to the other.
        private var synchronizer: PhotosScrollSynchronizer

        /// Installs the layouts on the two views and becomes their delegate.
        ///
        /// - Parameters:
        ///   - previewView: the pager of full-size pages.
        ///   - thumbnailsView: the strip of thumbnails.
        ///   - frameSource: the clock of the expanding-rate animation; default the display's.
        ///   - deletionFrameSource: the clock of the delete animation, another than `frameSource` (a
        ///     source serves one animation at a time); default the display's.
        public init(
            previewView: UICollectionView, thumbnailsView: UICollectionView,
            frameSource: any FrameSource = DisplayLinkFrameSource(),
            deletionFrameSource: any FrameSource = DisplayLinkFrameSource()
        ) {
            self.previewView = previewView
            self.thumbnailsView = thumbnailsView
            self.deletionFrameSource = deletionFrameSource
            let strip = ThumbnailStripCollectionViewLayout()
            previewLayout = PhotosPreviewCollectionViewLayout()
            thumbnailLayout = strip
            expandingRate = ExpandingRateAnimation(frameSource: frameSource) { [weak strip] rate in
                strip?.expandingRate = rate
            }
            synchronizer = PhotosScrollSynchronizer(
                preview: PhotosPreviewLayout(itemCount: 0), thumbnails: ThumbnailStripLayout(),
                previewViewportWidth: 0, thumbnailViewportWidth: 0)
            super.init()
            previewView.collectionViewLayout = previewLayout
            thumbnailsView.collectionViewLayout = thumbnailLayout
            previewView.decelerationRate = .fast
            thumbnailsView.decelerationRate = .fast
            previewView.delegate = self
            thumbnailsView.delegate = self
        }

        /// The item the pair is on: the preview's nearest whole page.
        public var activeIndex: Int {
            refreshSynchronizer()
            return synchronizer.activeIndex(previewOffset: previewView.contentOffset.x)
        }

        /// Shows item `index` in both pagers, without animation (after a size change, say).
        public func show(item index: Int) {
            refreshSynchronizer()
            previewView.contentOffset.x = synchronizer.offset(of: .preview, showing: CGFloat(index))
            thumbnailsView.contentOffset.x = synchronizer.offset(of: .thumbnails, showing: CGFloat(index))
        }

        /// Deletes item `index` with the strip's delete animation: the thumbnail collapses and shrinks
        /// away as its neighbour takes its place (0.3 s); then `dataSourceUpdate` runs (drop the item
        /// from your data there), the item leaves both views and the strip's aspect ratios, and the pair
        /// shows the neighbour. Does nothing for an index outside the strip or while a deletion runs.
        public func deleteItem(
            at index: Int, dataSourceUpdate: @escaping @MainActor () -> Void,
            completion: (@MainActor () -> Void)? = nil
        ) {
            guard deletion == nil, let start = ThumbnailDeletion(strip: thumbnailLayout.strip, deletedIndex: index)
            else { return }
            let animation = ThumbnailDeletionAnimation(deletion: start, frameSource: deletionFrameSource)
            deletion = animation
            animation.run(
                onFrame: { [weak self] moment in self?.thumbnailLayout.deletion = moment },
                completion: { [weak self] in
                    guard let self else { return }
                    self.finishDeleting(start, dataSourceUpdate: dataSourceUpdate)
                    completion?()
                })
        }

        // MARK: - Scroll callbacks

        /// The user started dragging a pager: it drives; dragging the strip collapses its expansion.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            guard let pager = pager(of: scrollView) else { return }
            synchronizer.beginDragging(pager)
            if pager == .thumbnails { expandingRate.beginDragging() }
        }

        /// A pager scrolled: when it drives, the other follows.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard let pager = pager(of: scrollView) else { return }
            refreshSynchronizer()
            guard let offset = synchronizer.offsetToFollow(pager, scrolledTo: scrollView.contentOffset.x) else {
                return
            }
            let follower = pager == .preview ? thumbnailsView : previewView
            follower.contentOffset.x = offset
        }

        /// A drag ended; without deceleration the pager is at rest.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            if !decelerate { cameToRest(scrollView) }
        }

        /// A deceleration ended: the pager is at rest.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            cameToRest(scrollView)
        }

        // MARK: - Helpers

        private func pager(of scrollView: UIScrollView) -> PhotosScrollSynchronizer.Pager? {
            scrollView === previewView ? .preview : (scrollView === thumbnailsView ? .thumbnails : nil)
        }

        private func cameToRest(_ scrollView: UIScrollView) {
            guard let pager = pager(of: scrollView) else { return }
            synchronizer.endScrolling(pager)
            if pager == .thumbnails { expandingRate.endScrolling() }
        }

        private func finishDeleting(_ deletion: ThumbnailDeletion, dataSourceUpdate: @MainActor () -> Void) {
            dataSourceUpdate()
            let indexPath = IndexPath(item: deletion.deletedIndex, section: 0)
            thumbnailLayout.deletion = nil
            thumbnailLayout.aspectRatios.remove(at: deletion.deletedIndex)
            thumbnailsView.deleteItems(at: [indexPath])
            previewView.deleteItems(at: [indexPath])
            self.deletion = nil
            show(item: deletion.indexAfterDeletion)
        }

        /// Takes the layouts' current geometry (counts, sizes and ratios may have changed).
        private func refreshSynchronizer() {
            if let preview = previewLayout.core { synchronizer.preview = preview }
            synchronizer.thumbnails = thumbnailLayout.strip
            synchronizer.previewViewportWidth = previewView.bounds.width
            synchronizer.thumbnailViewportWidth = thumbnailsView.bounds.width
        }
    }
#endif
