#if canImport(UIKit)
    import UIKit

    /// A collection view layout for any ``ScrollLayout``: the library's layouts or your own.
    ///
    /// Give it the layout for the collection view's contents; it asks the layout for the content size,
    /// the pass at each scroll step, where a scroll comes to rest and where an element rests, and hands
    /// UIKit the answers:
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = ScrollLayoutCollectionViewLayout { itemCounts, viewportSize in
    ///     CarouselLayout(options: CarouselLayoutOptions(spacingWhenFocused: 40), itemCount: itemCounts.first ?? 0)
    /// }
    /// ```
    ///
    /// The layout is made again only when the data source's counts may have changed (a reload or batch
    /// updates), the viewport's size changes, or ``invalidateScrollLayout()`` is called; the content
    /// size is kept with it. Every scroll step lays out again into one reused pass (offset-driven
    /// effects follow the offset), at what the layout's pass costs. Attributes are
    /// ``ScrollLayoutAttributes``, which carry each element's parallax offset and overlay alpha.
    /// Supplementary elements get the kinds ``headerKind``, ``menuKind`` and UIKit's section header and
    /// footer kinds. A layout that asks for a content inset gets it on the collection view, along
    /// ``scrollDirection``; one that asks for none leaves the collection view's insets alone.
    ///
    /// The focus carousel, sectioned list, Photos preview and thumbnail strip have subclasses with
    /// their settings as properties (``CarouselCollectionViewLayout``, ``ListCollectionViewLayout``,
    /// ``PhotosPreviewCollectionViewLayout``, ``ThumbnailStripCollectionViewLayout``); a subclass
    /// overrides ``makeLayout(itemCounts:viewportSize:)``.
    open class ScrollLayoutCollectionViewLayout: UICollectionViewLayout {
        /// The supplementary view kind of a sectioned list's global header.
        public static let headerKind = "PagingLayout.ListHeader"
        /// The supplementary view kind of a sectioned list's menu.
        public static let menuKind = "PagingLayout.ListMenu"

        /// The axis along which the layout's ``ScrollLayout/contentInset(viewportSize:)`` is applied:
        /// leading and trailing become the left and right insets when horizontal, the top and bottom
        /// ones when vertical. Default horizontal.
        public var scrollDirection: ScrollDirection = .horizontal {
            didSet { invalidateLayout() }
        }

        /// Makes the layout when the shell was given a closure; `nil` for a subclass's own.
        private let make: (@MainActor (_ itemCounts: [Int], _ viewportSize: CGSize) -> any ScrollLayout)?
        /// The layout for the current contents and its content size; `nil` when it must be made again.
        private var current: Current?
        /// The last pass, whose element storage every pass reuses.
        private var pass = LayoutPass(contentSize: .zero, elements: [])
        /// The attributes of the last pass's elements.
        private var visible: [ScrollLayoutAttributes] = []
        /// The viewport size of the last pass (``pass``), to see a resize (a rotation) by.
        private var passViewportSize: CGSize?
        /// Whether a resize keeps the cell nearest the viewport's centre there (the layouts that rest
        /// an item in the centre: the carousel, the Photos preview and thumbnail strip). UIKit keeps
        /// the offset across a resize, which left a Photos preview between pages and its strip
        /// centring another thumbnail; a list keeps its offset, as UIKit does.
        var keepsCentredElementOnResize = false

        /// Creates the shell for the layout `makeLayout` answers for the number of items in each section
        /// and the collection view's size (its bounds), in points.
        public init(makeLayout: @escaping @MainActor (_ itemCounts: [Int], _ viewportSize: CGSize) -> any ScrollLayout) {
            make = makeLayout
            super.init()
        }

        /// Creates the shell for one layout, whatever the contents.
        public convenience init(layout: any ScrollLayout) {
            self.init { _, _ in layout }
        }

        /// Creates the shell for a subclass, which overrides ``makeLayout(itemCounts:viewportSize:)``.
        public override init() {
            make = nil
            super.init()
        }

        /// Creates the shell from a storyboard, for a subclass, which overrides
        /// ``makeLayout(itemCounts:viewportSize:)``.
        public required init?(coder: NSCoder) {
            make = nil
            super.init(coder: coder)
        }

        /// The layout for `itemCounts` items per section in a viewport of `viewportSize`: what the
        /// closure given at creation answers. Subclasses override it; `nil` lays nothing out.
        open func makeLayout(itemCounts: [Int], viewportSize: CGSize) -> (any ScrollLayout)? {
            make?(itemCounts, viewportSize)
        }

        /// The layout the collection view shows now; `nil` without a collection view or a layout.
        public var layout: (any ScrollLayout)? {
            collectionView.flatMap { currentLayout($0)?.layout }
        }

        /// Makes the layout again on the next pass (call it when what ``makeLayout(itemCounts:viewportSize:)``
        /// reads changes), and invalidates.
        public func invalidateScrollLayout() {
            current = nil
            invalidateLayout()
        }

        /// ``ScrollLayoutAttributes``, which carry the parallax offset and overlay alpha.
        open override class var layoutAttributesClass: AnyClass { ScrollLayoutAttributes.self }

        /// The layout's content size, kept until the layout is made again.
        open override var collectionViewContentSize: CGSize {
            collectionView.flatMap { currentLayout($0)?.contentSize } ?? .zero
        }

        /// Makes the layout when needed, applies its content inset, and lays out the elements in view at
        /// the current offset.
        open override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            visible.removeAll(keepingCapacity: true)
            guard let layout = currentLayout(collectionView)?.layout else { return }
            let viewport = collectionView.bounds.size
            applyContentInset(layout.contentInset(viewportSize: viewport), to: collectionView)
            if keepsCentredElementOnResize, let passViewportSize, passViewportSize != viewport {
                keepCentredElement(of: collectionView, in: layout, from: passViewportSize, to: viewport)
            }
            layout.layout(at: collectionView.contentOffset, viewportSize: viewport, into: &pass)
            passViewportSize = viewport
            for element in pass.elements { visible.append(Self.attributes(for: element)) }
        }

        /// `true`: every scroll step moves the offset-driven effects; a size change makes the layout again.
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// Notes when the data source's counts may have changed, so the next pass makes the layout again.
        open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts { current = nil }
            super.invalidateLayout(with: context)
        }

        /// The elements in view (the last pass), whatever `rect` UIKit asks about: their effects depend
        /// on the offset, so nothing outside the viewport is laid out ahead.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            visible
        }

        /// One cell: as in the last pass when in view, at rest otherwise; `nil` for a cell the layout
        /// does not have.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            if let shown = visible.first(where: { $0.representedElementCategory == .cell && $0.indexPath == indexPath }) {
                return shown
            }
            guard let collectionView, let layout = currentLayout(collectionView)?.layout,
                let frame = layout.restingFrame(
                    of: ItemIndexPath(item: indexPath.item, section: indexPath.section),
                    viewportSize: collectionView.bounds.size)
            else { return nil }
            let attributes = ScrollLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            return attributes
        }

        /// One supplementary view as in the last pass; `nil` for one out of view (layouts place
        /// supplementary views by the offset, so they have no resting frame).
        open override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            visible.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
        }

        /// Where the layout says a scroll that would stop at `proposedContentOffset` comes to rest,
        /// given the release velocity in points per millisecond (UIKit documents `velocity` here in
        /// points per second, and in points per millisecond to `scrollViewWillEndDragging`, the unit
        /// apps observe; the collection view's pan says which).
        open override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            guard let collectionView, let layout = currentLayout(collectionView)?.layout else {
                return proposedContentOffset
            }
            return layout.targetOffset(
                forProposed: proposedContentOffset, velocity: collectionView.releaseVelocity(reported: velocity),
                viewportSize: collectionView.bounds.size)
        }

        // MARK: - Helpers

        /// A layout made for one viewport size, with its content size.
        private struct Current {
            var layout: any ScrollLayout
            var viewportSize: CGSize
            var contentSize: CGSize
        }

        private func currentLayout(_ collectionView: UICollectionView) -> Current? {
            let viewport = collectionView.bounds.size
            if let current, current.viewportSize == viewport { return current }
            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            current = makeLayout(itemCounts: counts, viewportSize: viewport).map {
                Current(layout: $0, viewportSize: viewport, contentSize: $0.contentSize(viewportSize: viewport))
            }
            return current
        }

        /// After a resize (a rotation), keeps the cell that was nearest the old viewport's centre as
        /// far from the new viewport's centre (its resting frame's centre, for the new size), then
        /// rests where the layout says (`targetOffset`), within the content. Not while the user drags;
        /// a deceleration stops there.
        private func keepCentredElement(
            of collectionView: UICollectionView, in layout: any ScrollLayout, from oldViewport: CGSize, to viewport: CGSize
        ) {
            guard !collectionView.isTracking, !collectionView.isDragging else { return }
            let direction = scrollDirection
            let offset = collectionView.contentOffset
            let oldCentre = direction.along(offset) + direction.length(of: oldViewport) / 2
            func distance(_ element: LayoutElement) -> CGFloat {
                abs(direction.middle(of: element.frame) - oldCentre)
            }
            let cells = pass.elements.filter { $0.kind == .cell }
            guard let anchor = cells.min(by: { distance($0) < distance($1) }),
                let frame = layout.restingFrame(
                    of: ItemIndexPath(item: anchor.item, section: anchor.section), viewportSize: viewport)
            else { return }
            let fromCentre = direction.middle(of: anchor.frame) - oldCentre
            let restingCentre = direction.middle(of: frame)
            let proposed = direction.point(
                along: restingCentre - fromCentre - direction.length(of: viewport) / 2, across: direction.across(offset))
            let resting = layout.targetOffset(forProposed: proposed, velocity: .zero, viewportSize: viewport)
            let insets = ScrollInsets(collectionView.adjustedContentInset)
            let lowest = -insets.leading(along: direction)
            let highest = max(
                lowest,
                direction.length(of: layout.contentSize(viewportSize: viewport)) + insets.trailing(along: direction)
                    - direction.length(of: viewport))
            let along = min(max(direction.along(resting), lowest), highest)
            guard along.isFinite else { return }
            let target = direction.point(along: along, across: direction.across(offset))
            guard target != offset else { return }
            if collectionView.isDecelerating {
                collectionView.setContentOffset(target, animated: false)
            } else {
                collectionView.contentOffset = target
            }
        }

        private func applyContentInset(_ padding: ContentPadding, to collectionView: UICollectionView) {
            guard padding != ContentPadding() else { return }
            var inset = collectionView.contentInset
            switch scrollDirection {
            case .horizontal: (inset.left, inset.right) = (padding.leading, padding.trailing)
            case .vertical: (inset.top, inset.bottom) = (padding.leading, padding.trailing)
            }
            if inset != collectionView.contentInset { collectionView.contentInset = inset }
        }

        /// UIKit attributes for a core element: its kind and index path, frame, then its transform
        /// (about the frame's centre), stacking order, alpha and extras.
        private static func attributes(for element: LayoutElement) -> ScrollLayoutAttributes {
            let indexPath = IndexPath(item: element.item, section: element.section)
            let attributes =
                switch element.kind {
                case .cell: ScrollLayoutAttributes(forCellWith: indexPath)
                case .header: ScrollLayoutAttributes(forSupplementaryViewOfKind: headerKind, with: indexPath)
                case .menu: ScrollLayoutAttributes(forSupplementaryViewOfKind: menuKind, with: indexPath)
                case .sectionHeader:
                    ScrollLayoutAttributes(
                        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
                case .sectionFooter:
                    ScrollLayoutAttributes(
                        forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: indexPath)
                }
            attributes.frame = element.frame
            attributes.transform3D = CATransform3D(element.transform)
            attributes.zIndex = element.zPosition
            attributes.alpha = element.alpha
            attributes.parallaxOffset = element.parallaxOffset
            attributes.overlayAlpha = element.overlayAlpha
            return attributes
        }
    }
#endif
