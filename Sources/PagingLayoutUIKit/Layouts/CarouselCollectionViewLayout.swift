#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the focus carousel: a thin shell over the core's
    /// ``CarouselLayout``.
    ///
    /// ```swift
    /// let layout = CarouselCollectionViewLayout()
    /// layout.itemSize = CGSize(width: 250, height: 150)
    /// layout.spacing = 10
    /// layout.spacingWhenFocused = 40
    /// collectionView.collectionViewLayout = layout
    /// collectionView.decelerationRate = .fast
    /// ```
    ///
    /// Items are cells of section 0. The layout sets the collection view's horizontal content inset
    /// so that the first and last items can reach the centre, and snaps a scroll to the item nearest
    /// the centre. Every scroll step lays out again (the focus spacing follows the offset), at
    /// O(visible items); the item count is read again only after a reload or batch updates.
    public final class CarouselCollectionViewLayout: UICollectionViewLayout {
        /// The carousel's settings; changing them lays the carousel out again.
        public var options: CarouselLayoutOptions {
            didSet {
                carousel = nil
                invalidateLayout()
            }
        }

        /// Every item's size, in points. Default 150 × 100.
        public var itemSize: CGSize {
            get { options.itemSize }
            set { options.itemSize = newValue }
        }

        /// The spacing between items away from the focus, in points. Default 30.
        public var spacing: CGFloat {
            get { options.spacing }
            set { options.spacing = newValue }
        }

        /// The spacing on each side of the focused item, in points.
        /// Default 60.
        public var spacingWhenFocused: CGFloat {
            get { options.spacingWhenFocused }
            set { options.spacingWhenFocused = newValue }
        }

        /// The core layout for the current options and item count; `nil` when they must be read again.
        private var carousel: CarouselLayout?
        /// The attributes of the items in view, from the last `prepare()`.
        private var visible: [UICollectionViewLayoutAttributes] = []

        /// Creates the layout with `options` (default: the layout's default options).
        public init(options: CarouselLayoutOptions = CarouselLayoutOptions()) {
            self.options = options
            super.init()
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = CarouselLayoutOptions()
            super.init(coder: coder)
        }

        /// From the first item's start to the last one's end, as tall as an item.
        public override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            return currentCarousel(collectionView).contentSize
        }

        /// Reads the item count when needed, insets the content so every item can reach the centre,
        /// and lays out the items in view at the current offset.
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let carousel = currentCarousel(collectionView)
            let inset = carousel.contentInset(viewportWidth: collectionView.bounds.width)
            if collectionView.contentInset.left != inset || collectionView.contentInset.right != inset {
                collectionView.contentInset.left = inset
                collectionView.contentInset.right = inset
            }
            visible = carousel.layout(at: collectionView.contentOffset, viewportSize: collectionView.bounds.size)
                .elements.map(UICollectionViewLayoutAttributes.init(cellFor:))
        }

        /// `true`: every scroll step moves the focus spacing.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// Notes when the data source's count may have changed, so the next pass reads it again.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts { carousel = nil }
            super.invalidateLayout(with: context)
        }

        /// The items in view (the last pass), whatever `rect` UIKit asks about: their translations
        /// depend on the offset, so nothing outside the viewport is laid out ahead.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            visible
        }

        /// One item: as in the current pass when in view, at rest otherwise; `nil` for an item that
        /// does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let collectionView, indexPath.section == 0 else { return nil }
            let carousel = currentCarousel(collectionView)
            guard (0..<carousel.itemCount).contains(indexPath.item) else { return nil }
            if let attributes = visible.first(where: { $0.indexPath == indexPath }) { return attributes }
            // An item out of view is answered at rest: its focus translation shows only in view.
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = carousel.restingFrame(ofItem: indexPath.item, viewportSize: collectionView.bounds.size)
            return attributes
        }

        /// The offset that centres the item nearest the centre of where the scroll would stop.
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            guard let collectionView else { return proposedContentOffset }
            return currentCarousel(collectionView).targetOffset(
                forProposed: proposedContentOffset, velocity: velocity, viewportSize: collectionView.bounds.size)
        }

        // MARK: - Helpers

        private func currentCarousel(_ collectionView: UICollectionView) -> CarouselLayout {
            if let carousel { return carousel }
            let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
            let made = CarouselLayout(options: options, itemCount: count)
            carousel = made
            return made
        }
    }
#endif
