// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    /// The focus carousel built from SwiftUI's own scroll view (iOS 17+): a lazy row of your items
    /// in a `ScrollView`, the focused item's neighbours pushed apart in `visualEffect` and a
    /// released scroll resting with the nearest item centred — the numbers of the core's
    /// ``CarouselLayout`` for the same options and size (``CarouselScrollGeometry``). The
    /// UIKit-backed ``FocusCarouselView`` remains for iOS 16.
    ///
    /// ```swift
    /// FocusCarouselScrollView(photos, options: CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150))) { photo in
    ///     Image(photo.name).resizable().scaledToFill()
    /// }
    /// ```
    ///
    /// Items are `itemSize`, `spacing` apart, centred across the view; each end is padded by
    /// half the room beside an item so the first and the last can reach the centre.
    @available(iOS 17, *)
    public struct FocusCarouselScrollView<Item: Identifiable, Cell: View>: View {
        /// The carousel's settings (``CarouselLayoutOptions``).
        public var options: CarouselLayoutOptions
        private let items: [Item]
        private let cell: (Item) -> Cell

        /// Creates the carousel of `items`, each shown by `cell` at the options' item size.
        public init(
            _ items: [Item], options: CarouselLayoutOptions = CarouselLayoutOptions(),
            @ViewBuilder cell: @escaping (Item) -> Cell
        ) {
            self.items = items
            self.options = options
            self.cell = cell
        }

        /// The scroll view and its items.
        public var body: some View {
            GeometryReader { proxy in
                let carousel = CarouselScrollGeometry(
                    layout: CarouselLayout(options: options, itemCount: items.count), viewportSize: proxy.size)
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: carousel.spacing) {
                        ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                            cell(item)
                                .frame(width: carousel.itemSize.width, height: carousel.itemSize.height)
                                // The layout frame, which visual effects do not move, gives the offset.
                                .visualEffect { content, geometry in
                                    content.offset(
                                        x: carousel.translation(ofItem: index, frame: geometry.frame(in: .scrollView)))
                                }
                        }
                    }
                    .padding(.horizontal, carousel.endPadding)
                    .frame(minHeight: proxy.size.height)
                }
                .scrollTargetBehavior(CarouselScrollTargetBehavior(carousel: carousel))
            }
        }
    }

    /// Rests a released ``FocusCarouselScrollView`` where the core's carousel snaps
    /// (``CarouselScrollGeometry/target(forProposedOffset:velocity:)``).
    @available(iOS 17, *)
    struct CarouselScrollTargetBehavior: ScrollTargetBehavior {
        /// The carousel in its scroll view.
        var carousel: CarouselScrollGeometry

        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            target.rect.origin = carousel.target(
                forProposedOffset: target.rect.origin, velocity: CGPoint(x: context.velocity.dx, y: context.velocity.dy))
        }
    }
#endif
