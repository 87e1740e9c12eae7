#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// SwiftUI: the Photos pair — a full-size preview pager whose pages shift and whose
    /// images move the other way, above a thumbnail strip whose centre thumbnail grows to its image's
    /// aspect ratio — kept in step by ``PhotosPagerCoordinator``.
    ///
    /// ```swift
    /// PhotosPagerView(
    ///     items: photos, aspectRatio: { $0.size.width / $0.size.height },
    ///     page: { photo, state in Image(photo.name).resizable().scaledToFit().offset(x: state.parallaxOffset.x) },
    ///     thumbnail: { photo in Image(photo.name).resizable().scaledToFill() })
    /// ```
    ///
    /// The preview's pages are the size of its area (`previewOptions.itemSize` is replaced by it);
    /// the strip has one thumbnail per item, its aspect ratio from `aspectRatio` (ratios that are not
    /// finite and > 0 keep the thumbnail's own width).
    public struct PhotosPagerView<Item: Identifiable, Page: View, Thumbnail: View>: UIViewRepresentable {
        /// The preview pager's settings, under the default names: `spacing`, `offsetBetweenCells`,
        /// `parallaxRatio`.
        public var previewOptions: PhotosPreviewLayoutOptions
        /// The strip's settings, under the default names: `itemSize`, `distanceBetween`,
        /// `expandingRate` (its `aspectRatios` come from the items).
        public var thumbnailOptions: ThumbnailStripOptions
        /// The strip's height in points. Default 60.
        public var stripHeight: CGFloat
        private let items: [Item]
        private let aspectRatio: (Item) -> CGFloat
        private let page: (Item, LayoutElementState) -> Page
        private let thumbnail: (Item) -> Thumbnail

        /// Creates the pair for `items`.
        public init(
            items: [Item], aspectRatio: @escaping (Item) -> CGFloat,
            previewOptions: PhotosPreviewLayoutOptions = PhotosPreviewLayoutOptions(),
            thumbnailOptions: ThumbnailStripOptions = ThumbnailStripOptions(), stripHeight: CGFloat = 60,
            @ViewBuilder page: @escaping (Item, LayoutElementState) -> Page,
            @ViewBuilder thumbnail: @escaping (Item) -> Thumbnail
        ) {
            self.items = items
            self.aspectRatio = aspectRatio
            self.previewOptions = previewOptions
            self.thumbnailOptions = thumbnailOptions
            self.stripHeight = stripHeight
            self.page = page
            self.thumbnail = thumbnail
        }

        /// The two data sources and the coordinator that keeps the pair in step.
        @MainActor
        public final class Coordinator {
            let previewSource = LayoutHostingDataSource()
            let thumbnailSource = LayoutHostingDataSource()
            var pager: PhotosPagerCoordinator?
        }

        @MainActor
        public func makeCoordinator() -> Coordinator { Coordinator() }

        @MainActor
        public func makeUIView(context: Context) -> UIView {
            let container = PhotosPagerContainerView()
            context.coordinator.previewSource.attach(to: container.previewView, supplementaryKinds: [])
            context.coordinator.thumbnailSource.attach(to: container.thumbnailsView, supplementaryKinds: [])
            context.coordinator.pager = PhotosPagerCoordinator(
                previewView: container.previewView, thumbnailsView: container.thumbnailsView)
            return container
        }

        @MainActor
        public func updateUIView(_ view: UIView, context: Context) {
            guard let container = view as? PhotosPagerContainerView, let pager = context.coordinator.pager else {
                return
            }
            container.stripHeight = stripHeight
            let (items, page, thumbnail) = (items, page, thumbnail)
            let preview = context.coordinator.previewSource
            preview.itemCounts = [items.count]
            preview.cellIdentity = { AnyHashable(items[$0.item].id) }
            preview.cell = { indexPath, state in AnyView(page(items[indexPath.item], state)) }
            let strip = context.coordinator.thumbnailSource
            strip.itemCounts = [items.count]
            strip.cellIdentity = preview.cellIdentity
            strip.cell = { indexPath, _ in AnyView(thumbnail(items[indexPath.item])) }
            if pager.previewLayout.options != previewOptions { pager.previewLayout.options = previewOptions }
            var stripOptions = thumbnailOptions
            stripOptions.aspectRatios = items.map(aspectRatio)
            if pager.thumbnailLayout.options != stripOptions { pager.thumbnailLayout.options = stripOptions }
            container.previewView.reloadData()
            container.thumbnailsView.reloadData()
        }
    }
#endif
