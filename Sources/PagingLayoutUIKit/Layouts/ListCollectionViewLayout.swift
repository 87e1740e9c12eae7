#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the sectioned list with a stretchy header, sticky menu and
    /// section headers, and parallax cells: a thin shell over the core's ``ListLayout``.
    ///
    /// ```swift
    /// let layout = ListCollectionViewLayout(options: .stickyStretchy(width: view.bounds.width))
    /// collectionView.collectionViewLayout = layout
    /// collectionView.register(
    ///     HeaderView.self, forSupplementaryViewOfKind: ListCollectionViewLayout.headerKind,
    ///     withReuseIdentifier: "header")
    /// ```
    ///
    /// The global header and the menu are supplementary views of the kinds ``headerKind`` and
    /// ``menuKind`` (index path 0-0); section headers and footers use UIKit's section header and
    /// footer kinds, footers at item 1 of their section. Attributes are ``ListLayoutAttributes``.
    /// Every scroll step lays out again (the effects follow the offset), at O(visible elements + log
    /// sections); item counts are read again only after a reload or batch updates. The viewport is the
    /// collection view's bounds, as in the original (content insets are not taken into account).
    public final class ListCollectionViewLayout: UICollectionViewLayout {
        /// The supplementary view kind of the global header.
        public static let headerKind = "PagingLayout.ListHeader"
        /// The supplementary view kind of the menu.
        public static let menuKind = "PagingLayout.ListMenu"

        /// The list's settings; changing them lays the list out again.
        public var options: ListLayoutOptions {
            didSet {
                list = nil
                invalidateLayout()
            }
        }

        /// The offset-driven effect each kind of element gets; `nil` (the default) for those the
        /// options switch on. Changing them lays the list out again.
        public var effects: ListElementEffects? {
            didSet {
                list = nil
                invalidateLayout()
            }
        }

        /// The core layout for the current options and item counts; `nil` when they must be read again.
        private var list: ListLayout?
        /// The attributes of the elements in view, from the last `prepare()`.
        private var visible: [ListLayoutAttributes] = []

        /// Creates the layout with `options` (default: the original settings' defaults).
        public init(options: ListLayoutOptions = ListLayoutOptions()) {
            self.options = options
            super.init()
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = ListLayoutOptions()
            super.init(coder: coder)
        }

        /// ``ListLayoutAttributes``, which carry the parallax offset and overlay alpha.
        public override class var layoutAttributesClass: AnyClass { ListLayoutAttributes.self }

        /// The viewport's width by the list's height.
        public override var collectionViewContentSize: CGSize {
            guard let collectionView, let list else { return .zero }
            return list.contentSize(viewportSize: collectionView.bounds.size)
        }

        /// Reads the item counts when needed and lays out the elements in view at the current offset.
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let list = currentList(collectionView)
            visible = list.layout(at: collectionView.contentOffset, viewportSize: collectionView.bounds.size)
                .elements.map(Self.attributes(for:))
        }

        /// `true`: every scroll step moves the sticky, stretchy and parallax elements.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// Notes when the data source's counts may have changed, so the next pass reads them again.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts { list = nil }
            super.invalidateLayout(with: context)
        }

        /// The elements in view (the last pass), whatever `rect` UIKit asks about: their effects
        /// depend on the viewport, so nothing outside it is laid out ahead.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            visible
        }

        /// One cell at the current offset, in view or not; `nil` for an item that does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes(.cell, at: indexPath)
        }

        /// One supplementary view at the current offset, in view or not; `nil` for one that does not
        /// exist.
        public override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String, at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            let kinds: [String: LayoutElementKind] = [
                Self.headerKind: .header, Self.menuKind: .menu,
                UICollectionView.elementKindSectionHeader: .sectionHeader,
                UICollectionView.elementKindSectionFooter: .sectionFooter,
            ]
            return kinds[elementKind].flatMap { attributes($0, at: indexPath) }
        }

        // MARK: - Helpers

        private func currentList(_ collectionView: UICollectionView) -> ListLayout {
            if let list { return list }
            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            let made = ListLayout(options: options, itemCounts: counts, effects: effects)
            list = made
            return made
        }

        private func attributes(_ kind: LayoutElementKind, at indexPath: IndexPath) -> ListLayoutAttributes? {
            guard let collectionView else { return nil }
            return currentList(collectionView).element(
                kind, section: indexPath.section, item: indexPath.item, at: collectionView.contentOffset,
                viewportSize: collectionView.bounds.size
            ).map(Self.attributes(for:))
        }

        /// UIKit attributes for a core element: frame first, then the transform about its centre.
        private static func attributes(for element: LayoutElement) -> ListLayoutAttributes {
            let indexPath = IndexPath(item: element.item, section: element.section)
            let attributes: ListLayoutAttributes
            switch element.kind {
            case .cell: attributes = ListLayoutAttributes(forCellWith: indexPath)
            case .header: attributes = ListLayoutAttributes(forSupplementaryViewOfKind: headerKind, with: indexPath)
            case .menu: attributes = ListLayoutAttributes(forSupplementaryViewOfKind: menuKind, with: indexPath)
            case .sectionHeader:
                attributes = ListLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
            case .sectionFooter:
                attributes = ListLayoutAttributes(
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
