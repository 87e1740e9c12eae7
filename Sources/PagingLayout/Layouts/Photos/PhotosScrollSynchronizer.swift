import Foundation

/// Keeps the Photos preview pager and thumbnail strip in step: the page the preview
/// shows is the thumbnail the strip centres, fractions included, whichever of the two the user
/// scrolls.
///
/// The preview's fractional page is `offset / (page width + spacing)`; the strip centres thumbnail
/// `i` at `i × (thumbnail width + distance) − inset`. The synchroniser maps one to the other, and
/// remembers which pager the user is scrolling (the **driver**) so that the offsets it sets on the
/// other pager — which report scrolls too — are not fed back.
///
/// ```swift
/// var sync = PhotosScrollSynchronizer(
///     preview: PhotosPreviewLayout(
///         options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 400, height: 600), spacing: 20), itemCount: 5),
///     thumbnails: ThumbnailStripLayout(
///         options: ThumbnailStripOptions(
///             itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [1, 1, 1, 1, 1])),
///     previewViewportWidth: 400, thumbnailViewportWidth: 375)
/// sync.beginDragging(.preview)
/// sync.offsetToFollow(.preview, scrolledTo: 630)   // page 1.5 → −115.5: halfway between thumbnails 1 and 2
/// sync.offsetToFollow(.thumbnails, scrolledTo: 0)  // nil: the strip is following, not driving
/// ```
package struct PhotosScrollSynchronizer: Sendable, Equatable {
    /// One of the two pagers.
    package enum Pager: String, Sendable, Hashable, CaseIterable {
        /// The big pager of full-size pages.
        case preview
        /// The strip of thumbnails.
        case thumbnails
    }

    /// The preview pager.
    public var preview: PhotosPreviewLayout
    /// The thumbnail strip.
    public var thumbnails: ThumbnailStripLayout
    /// The preview's viewport width, in points.
    public var previewViewportWidth: CGFloat
    /// The strip's viewport width, in points.
    public var thumbnailViewportWidth: CGFloat
    /// The pager the user is scrolling, `nil` when neither is.
    public private(set) var driver: Pager?

    /// Creates a synchroniser with no driver.
    public init(
        preview: PhotosPreviewLayout, thumbnails: ThumbnailStripLayout, previewViewportWidth: CGFloat,
        thumbnailViewportWidth: CGFloat
    ) {
        self.preview = preview
        self.thumbnails = thumbnails
        self.previewViewportWidth = previewViewportWidth
        self.thumbnailViewportWidth = thumbnailViewportWidth
    }

    /// The user started scrolling `pager`: it drives until ``endScrolling(_:)``.
    public mutating func beginDragging(_ pager: Pager) {
        driver = pager
    }

    /// `pager` came to rest; if it was driving, neither pager drives any more.
    public mutating func endScrolling(_ pager: Pager) {
        if driver == pager { driver = nil }
    }

    /// The fractional item `pager` shows at its horizontal content offset `offset`: the preview's
    /// page, or the thumbnail the strip centres.
    public func item(of pager: Pager, atOffset offset: CGFloat) -> CGFloat {
        switch pager {
        case .preview: return preview.page(atOffset: offset)
        case .thumbnails: return thumbnails.item(atOffset: offset, viewportWidth: thumbnailViewportWidth)
        }
    }

    /// The horizontal content offset at which `pager` shows the fractional item `item`.
    public func offset(of pager: Pager, showing item: CGFloat) -> CGFloat {
        switch pager {
        case .preview: return preview.offset(forPage: item)
        case .thumbnails: return thumbnails.offset(forItem: item, viewportWidth: thumbnailViewportWidth)
        }
    }

    /// `pager` scrolled to `offset`: the offset the other pager should take to stay in step, or `nil`
    /// when `pager` is not the driver (its scroll follows the other, or is a layout update such as a
    /// size change) — so nothing is fed back.
    public func offsetToFollow(_ pager: Pager, scrolledTo offset: CGFloat) -> CGFloat? {
        guard driver == pager else { return nil }
        let other: Pager = pager == .preview ? .thumbnails : .preview
        return self.offset(of: other, showing: item(of: pager, atOffset: offset))
    }

    /// The item the pair is on when the preview is at `previewOffset`: the nearest whole page, held
    /// within the pages (0 when there are none). Keep it across a size change and restore both
    /// pagers with ``offset(of:showing:)``.
    public func activeIndex(previewOffset: CGFloat) -> Int {
        guard preview.itemCount > 0 else { return 0 }
        let nearest = preview.page(atOffset: previewOffset).index()
        return min(max(nearest, 0), preview.itemCount - 1)
    }
}
