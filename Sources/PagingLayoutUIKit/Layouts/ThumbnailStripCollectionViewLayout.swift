#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the Photos thumbnail strip: a thin shell over the
    /// core's ``ThumbnailStripLayout``, the thumbnail at the centre widened towards its image's aspect
    /// ratio and its neighbours pushed aside.
    ///
    /// ```swift
    /// let layout = ThumbnailStripCollectionViewLayout()
    /// layout.itemSize = CGSize(width: 30, height: 50)
    /// layout.distanceBetween = 4
    /// layout.aspectRatios = photos.map { $0.size.width / $0.size.height }
    /// thumbnailsView.collectionViewLayout = layout
    /// thumbnailsView.decelerationRate = .fast
    /// ```
    ///
    /// Thumbnails are cells of section 0, one per entry of ``aspectRatios`` — keep it as long as the
    /// data source's item count. The layout sets the collection view's horizontal content inset so
    /// that every thumbnail can reach the centre, and snaps a scroll to the nearest thumbnail. Every
    /// scroll step lays out again, at O(visible thumbnails). While ``deletion`` is set, the strip shows
    /// that animation's moment instead.
    public final class ThumbnailStripCollectionViewLayout: UICollectionViewLayout {
        /// The strip's settings; changing them lays the strip out again.
        public var options: ThumbnailStripOptions {
            didSet { invalidateLayout() }
        }

        /// Every thumbnail's size at rest, in points. Default 30 × 50.
        public var itemSize: CGSize {
            get { options.itemSize }
            set { options.itemSize = newValue }
        }

        /// The gap between thumbnails at rest, in points. Default 4.
        public var distanceBetween: CGFloat {
            get { options.distanceBetween }
            set { options.distanceBetween = newValue }
        }

        /// Each thumbnail's image aspect ratio (width ÷ height), one per item (the default
        /// `aspectRatio` of each cell). Default none.
        public var aspectRatios: [CGFloat] {
            get { options.aspectRatios }
            set { options.aspectRatios = newValue }
        }

        /// How much of the expansion applies, 0…1. Default 1;
        /// ``PhotosPagerCoordinator`` animates it while the strip is dragged.
        public var expandingRate: CGFloat {
            get { options.expandingRate }
            set { options.expandingRate = newValue }
        }

        /// The moment of a delete animation to show instead of the strip's own layout, `nil` when none
        /// runs (``PhotosPagerCoordinator/deleteItem(at:dataSourceUpdate:completion:)`` sets it).
        public var deletion: ThumbnailDeletion? {
            didSet { invalidateLayout() }
        }

        /// The attributes of the thumbnails in view, from the last `prepare()`.
        private var visible: [UICollectionViewLayoutAttributes] = []

        /// Creates the layout with `options` (default: the layout's default options, no thumbnails).
        public init(options: ThumbnailStripOptions = ThumbnailStripOptions()) {
            self.options = options
            super.init()
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = ThumbnailStripOptions()
            super.init(coder: coder)
        }

        /// The core layout for the current options.
        public var strip: ThumbnailStripLayout { ThumbnailStripLayout(options: options) }

        /// The thumbnails at rest and the gaps between them, as tall as a thumbnail.
        public override var collectionViewContentSize: CGSize {
            strip.contentSize
        }

        /// Insets the content so every thumbnail can reach the centre, and lays out the thumbnails in
        /// view (or the delete animation's moment).
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let strip = strip
            let inset = strip.contentInset(viewportWidth: collectionView.bounds.width)
            if collectionView.contentInset.left != inset || collectionView.contentInset.right != inset {
                collectionView.contentInset.left = inset
                collectionView.contentInset.right = inset
            }
            let viewport = collectionView.bounds.size
            let pass =
                deletion?.layout(at: collectionView.contentOffset, viewportSize: viewport)
                ?? strip.layout(at: collectionView.contentOffset, viewportSize: viewport)
            visible = pass.elements.map(UICollectionViewLayoutAttributes.init(cellFor:))
        }

        /// `true`: every scroll step moves the expansion.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// The thumbnails in view (the last pass), whatever `rect` UIKit asks about.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            visible
        }

        /// One thumbnail: as in the current pass when in view, at rest otherwise; `nil` for one that
        /// does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let strip = strip
            guard indexPath.section == 0, (0..<strip.itemCount).contains(indexPath.item) else { return nil }
            if let attributes = visible.first(where: { $0.indexPath == indexPath }) { return attributes }
            // A thumbnail out of view is answered at rest: its push aside shows only in view.
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = strip.restingFrame(ofItem: indexPath.item)
            return attributes
        }

        /// The offset that centres the thumbnail nearest where the scroll would stop.
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            guard let collectionView else { return proposedContentOffset }
            return strip.targetOffset(
                forProposed: proposedContentOffset, velocity: velocity, viewportSize: collectionView.bounds.size)
        }
    }
#endif
