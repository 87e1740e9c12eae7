#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the Photos thumbnail strip: ``ScrollLayoutCollectionViewLayout``
    /// showing the core's ``ThumbnailStripLayout``, its settings as properties — the thumbnail at the
    /// centre widened towards its image's aspect ratio and its neighbours pushed aside.
    ///
    /// ```swift
    /// let layout = ThumbnailStripCollectionViewLayout()
    /// layout.itemSize = CGSize(width: 30, height: 50)
    /// layout.distanceBetween = 4
    /// layout.aspectRatios = photos.map { $0.size.width / $0.size.height }
    /// thumbnailsView.collectionViewLayout = layout
    /// thumbnailsView.decelerationRate = .fast
    /// ```
    ///
    /// Thumbnails are cells of section 0, one per entry of ``aspectRatios`` — keep it as long as the
    /// data source's item count. The layout sets the collection view's horizontal content inset so
    /// that every thumbnail can reach the centre, and snaps a scroll to the nearest thumbnail. While
    /// ``PhotosPagerCoordinator`` deletes a thumbnail, the strip shows that animation's moments instead.
    public final class ThumbnailStripCollectionViewLayout: ScrollLayoutCollectionViewLayout {
        /// The strip's settings; changing them lays the strip out again.
        public var options: ThumbnailStripOptions {
            didSet { invalidateScrollLayout() }
        }

        /// Every thumbnail's size at rest, in points. Default 30 × 50.
        public var itemSize: CGSize {
            get { options.itemSize }
            set { options.itemSize = newValue }
        }

        /// The gap between thumbnails at rest, in points. Default 4.
        public var distanceBetween: CGFloat {
            get { options.distanceBetween }
            set { options.distanceBetween = newValue }
        }

        /// Each thumbnail's image aspect ratio (width ÷ height), one per item (the default
        /// `aspectRatio` of each cell). Default none.
        public var aspectRatios: [CGFloat] {
            get { options.aspectRatios }
            set { options.aspectRatios = newValue }
        }

        /// How much of the expansion applies, 0…1. Default 1;
        /// ``PhotosPagerCoordinator`` animates it while the strip is dragged.
        public var expandingRate: CGFloat {
            get { options.expandingRate }
            set { options.expandingRate = newValue }
        }

        /// The moment of a delete animation to show instead of the strip's own layout, `nil` when none
        /// runs (``PhotosPagerCoordinator/deleteItem(at:dataSourceUpdate:completion:)`` sets it).
        package var deletion: ThumbnailDeletion? {
            didSet { invalidateScrollLayout() }
        }

        /// Creates the layout with `options` (default: the layout's default options, no thumbnails).
        public init(options: ThumbnailStripOptions = ThumbnailStripOptions()) {
            self.options = options
            super.init()
            keepsCentredElementOnResize = true
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = ThumbnailStripOptions()
            super.init(coder: coder)
            keepsCentredElementOnResize = true
        }

        /// The core layout for the current options.
        public var strip: ThumbnailStripLayout { ThumbnailStripLayout(options: options) }

        /// The strip, or the delete animation's moment while ``deletion`` is set.
        public override func makeLayout(itemCounts: [Int], viewportSize: CGSize) -> (any ScrollLayout)? {
            if let deletion { return deletion }
            return strip
        }
    }
#endif
