#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the Photos preview pager: a thin shell over the core's
    /// ``PhotosPreviewLayout``, pages the size of the collection view, shifting as they leave and
    /// their images moving the other way.
    ///
    /// ```swift
    /// let layout = PhotosPreviewCollectionViewLayout()
    /// layout.spacing = 20
    /// layout.offsetBetweenCells = 44
    /// layout.parallaxRatio = 0.3
    /// previewView.collectionViewLayout = layout
    /// previewView.decelerationRate = .fast
    /// ```
    ///
    /// Pages are cells of section 0; their attributes are ``PhotosPreviewLayoutAttributes``, which
    /// carry the image's parallax offset. The page size follows the collection view's bounds (the
    /// options' `itemSize` is replaced by them). A scroll snaps to the nearest page. Every scroll step
    /// lays out again, at O(visible pages).
    public final class PhotosPreviewCollectionViewLayout: UICollectionViewLayout {
        /// The pager's settings (the item size is taken from the bounds); changing them lays the pager
        /// out again.
        public var options: PhotosPreviewLayoutOptions {
            didSet {
                preview = nil
                invalidateLayout()
            }
        }

        /// The gap between pages, in points. Default 10.
        public var spacing: CGFloat {
            get { options.spacing }
            set { options.spacing = newValue }
        }

        /// How far a page moves when it is almost a whole page away, in points (the default
        /// `offsetBetweenCells`). Default 44.
        public var offsetBetweenCells: CGFloat {
            get { options.offsetBetweenCells }
            set { options.offsetBetweenCells = newValue }
        }

        /// How far a page's image moves against the page, as a fraction of the page width per page of
        /// progress. Default 0.3.
        public var parallaxRatio: CGFloat {
            get { options.parallaxRatio }
            set { options.parallaxRatio = newValue }
        }

        /// The core layout for the current options, bounds and page count; `nil` when they must be
        /// read again.
        private var preview: PhotosPreviewLayout?
        /// The attributes of the pages in view, from the last `prepare()`.
        private var visible: [PhotosPreviewLayoutAttributes] = []

        /// Creates the layout with `options` (default: the layout's default options).
        public init(options: PhotosPreviewLayoutOptions = PhotosPreviewLayoutOptions()) {
            self.options = options
            super.init()
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = PhotosPreviewLayoutOptions()
            super.init(coder: coder)
        }

        /// ``PhotosPreviewLayoutAttributes``, which carry the image's parallax offset.
        public override class var layoutAttributesClass: AnyClass { PhotosPreviewLayoutAttributes.self }

        /// Every page and the gaps between them, as tall as a page.
        public override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            return currentPreview(collectionView).contentSize
        }

        /// Reads the page count and size when needed and lays out the pages in view.
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            visible = currentPreview(collectionView).layout(
                at: collectionView.contentOffset, viewportSize: collectionView.bounds.size
            ).elements.map(Self.attributes(for:))
        }

        /// `true`: every scroll step moves the pages and their images; a size change resizes the pages.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            if newBounds.size != preview?.options.itemSize { preview = nil }
            return true
        }

        /// Notes when the data source's count may have changed, so the next pass reads it again.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts { preview = nil }
            super.invalidateLayout(with: context)
        }

        /// The pages in view (the last pass), whatever `rect` UIKit asks about.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            visible
        }

        /// One page: as in the current pass when in view, at rest otherwise; `nil` for a page that
        /// does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let collectionView, indexPath.section == 0 else { return nil }
            let preview = currentPreview(collectionView)
            guard (0..<preview.itemCount).contains(indexPath.item) else { return nil }
            if let attributes = visible.first(where: { $0.indexPath == indexPath }) { return attributes }
            // A page out of view is at rest: only pages within one page of the offset move.
            let attributes = PhotosPreviewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = preview.restingFrame(ofItem: indexPath.item)
            return attributes
        }

        /// The offset of the page nearest where the scroll would stop.
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            guard let collectionView else { return proposedContentOffset }
            let preview = currentPreview(collectionView)
            let page = preview.page(atOffset: proposedContentOffset.x).rounded()
            return CGPoint(x: preview.offset(forPage: page), y: proposedContentOffset.y)
        }

        /// The core layout the collection view shows now, for the pager coordinator; `nil` without a
        /// collection view.
        var core: PhotosPreviewLayout? { collectionView.map(currentPreview) }

        // MARK: - Helpers

        private func currentPreview(_ collectionView: UICollectionView) -> PhotosPreviewLayout {
            if let preview { return preview }
            var sized = options
            sized.itemSize = collectionView.bounds.size
            let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
            let made = PhotosPreviewLayout(options: sized, itemCount: count)
            preview = made
            return made
        }

        /// UIKit attributes for a core element: frame, shift and the image's parallax offset.
        private static func attributes(for element: LayoutElement) -> PhotosPreviewLayoutAttributes {
            let attributes = PhotosPreviewLayoutAttributes(cellFor: element)
            attributes.parallaxOffset = element.parallaxOffset
            return attributes
        }
    }
#endif
