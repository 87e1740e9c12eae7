// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    /// The parallax list built from SwiftUI's own scroll view (iOS 17+): a lazy column of cells in a
    /// `ScrollView`, each cell's image moving against the scroll in `visualEffect` — the parallax
    /// offsets of the core's ``ListLayout`` with ``ParallaxEffect`` for the same sizes
    /// (``ParallaxListScrollGeometry``). The UIKit-backed ``SectionedListView`` remains for iOS 16
    /// and for the sticky/stretchy list.
    ///
    /// ```swift
    /// ParallaxListScrollView(photos, itemHeight: 200, maxParallaxOffset: 30) { photo in
    ///     Image(photo.name).resizable().scaledToFill()
    /// }
    /// ```
    ///
    /// Each cell is as wide as the view and `itemHeight` tall, `lineSpacing` below the one before.
    /// Its image is laid out `maxParallaxOffset` taller at each end than the cell, moved by the
    /// parallax offset, and clipped to the cell, so it always covers it.
    @available(iOS 17, *)
    public struct ParallaxListScrollView<Item: Identifiable, Cell: View>: View {
        private let items: [Item]
        private let itemHeight: CGFloat
        private let maxParallaxOffset: CGFloat
        private let lineSpacing: CGFloat
        private let cell: (Item) -> Cell

        /// Creates the list of `items`, each cell's image shown by `cell`.
        ///
        /// - Parameters:
        ///   - items: the items, one cell each.
        ///   - itemHeight: every cell's height, in points. Default 200.
        ///   - maxParallaxOffset: how far an image moves at most, in points. Default 30.
        ///   - lineSpacing: the space above every cell, in points. Default 0.
        ///   - cell: builds an item's image.
        public init(
            _ items: [Item], itemHeight: CGFloat = 200, maxParallaxOffset: CGFloat = 30, lineSpacing: CGFloat = 0,
            @ViewBuilder cell: @escaping (Item) -> Cell
        ) {
            self.items = items
            self.itemHeight = itemHeight
            self.maxParallaxOffset = maxParallaxOffset
            self.lineSpacing = lineSpacing
            self.cell = cell
        }

        /// The scroll view and its cells.
        public var body: some View {
            GeometryReader { proxy in
                let list = ParallaxListScrollGeometry(
                    itemCount: items.count, viewportSize: proxy.size, itemHeight: itemHeight,
                    maxParallaxOffset: maxParallaxOffset, lineSpacing: lineSpacing)
                ScrollView(.vertical) {
                    LazyVStack(spacing: 0) {
                        ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                            Color.clear
                                .frame(width: list.cellSize.width, height: list.cellSize.height)
                                .overlay {
                                    cell(item)
                                        .frame(width: list.cellSize.width, height: list.cellSize.height + 2 * list.imageOverhang)
                                        .visualEffect { content, geometry in
                                            // The image's layout frame, less its overhang, is the cell's.
                                            let frame = geometry.frame(in: .scrollView).insetBy(dx: 0, dy: list.imageOverhang)
                                            return content.offset(y: list.parallaxOffset(ofItem: index, frame: frame))
                                        }
                                }
                                .clipped()
                                .padding(.top, list.lineSpacing)
                        }
                    }
                }
            }
        }
    }
#endif
