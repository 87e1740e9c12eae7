#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// SwiftUI: the focus carousel — items of `itemSize` centred across the view, the
    /// focused item's neighbours pushed apart to `spacingWhenFocused`, scrolling that snaps to the
    /// nearest item — over ``CarouselCollectionViewLayout``.
    ///
    /// ```swift
    /// FocusCarouselView(
    ///     items: cards,
    ///     options: CarouselLayoutOptions(
    ///         itemSize: CGSize(width: 250, height: 150), spacing: 0, spacingWhenFocused: 20)
    /// ) { card in
    ///     CardView(card: card)
    /// }
    /// ```
    public struct FocusCarouselView<Item: Identifiable, Cell: View>: View {
        /// The carousel's settings, under the default names (``CarouselLayoutOptions``).
        public var options: CarouselLayoutOptions
        private let items: [Item]
        private let cell: (Item) -> Cell

        /// Creates the carousel of `items`.
        public init(
            items: [Item], options: CarouselLayoutOptions = CarouselLayoutOptions(),
            @ViewBuilder cell: @escaping (Item) -> Cell
        ) {
            self.items = items
            self.options = options
            self.cell = cell
        }

        /// The carousel in a collection view.
        public var body: some View {
            let (options, items, cell) = (options, items, cell)
            return LayoutHostingCollectionView(
                makeLayout: { CarouselCollectionViewLayout(options: options) },
                updateLayout: { layout in
                    guard let carousel = layout as? CarouselCollectionViewLayout, carousel.options != options else {
                        return
                    }
                    carousel.options = options
                },
                itemCounts: [items.count], supplementaryKinds: [],
                cellIdentity: { AnyHashable(items[$0.item].id) },
                cell: { indexPath, _ in AnyView(cell(items[indexPath.item])) },
                supplementary: { _, _, _ in AnyView(EmptyView()) })
        }
    }
#endif
