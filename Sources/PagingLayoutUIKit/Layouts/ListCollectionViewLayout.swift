#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the sectioned list with a stretchy header, sticky menu and
    /// section headers, and parallax cells: ``ScrollLayoutCollectionViewLayout`` showing the core's
    /// ``ListLayout``, its settings as properties.
    ///
    /// ```swift
    /// let layout = ListCollectionViewLayout(options: .stickyStretchy(width: view.bounds.width))
    /// collectionView.collectionViewLayout = layout
    /// collectionView.register(
    ///     HeaderView.self, forSupplementaryViewOfKind: ListCollectionViewLayout.headerKind,
    ///     withReuseIdentifier: "header")
    /// ```
    ///
    /// The global header and the menu are supplementary views of the kinds
    /// ``ScrollLayoutCollectionViewLayout/headerKind`` and ``ScrollLayoutCollectionViewLayout/menuKind``
    /// (index path 0-0); section headers and footers use UIKit's section header and footer kinds,
    /// footers at item 1 of their section. Attributes are ``ScrollLayoutAttributes``, with the parallax
    /// offset and overlay alpha. The viewport is the collection view's bounds, as in the original
    /// (content insets are not taken into account).
    public final class ListCollectionViewLayout: ScrollLayoutCollectionViewLayout {
        /// The list's settings; changing them lays the list out again.
        public var options: ListLayoutOptions {
            didSet { invalidateScrollLayout() }
        }

        /// The offset-driven effect each kind of element gets; `nil` (the default) for those the
        /// options switch on. Changing them lays the list out again.
        public var effects: ListElementEffects? {
            didSet { invalidateScrollLayout() }
        }

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

        /// The list of every section's items.
        public override func makeLayout(itemCounts: [Int], viewportSize: CGSize) -> (any ScrollLayout)? {
            ListLayout(options: options, itemCounts: itemCounts, effects: effects)
        }
    }
#endif
