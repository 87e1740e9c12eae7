#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the Photos preview pager: ``ScrollLayoutCollectionViewLayout``
    /// showing the core's ``PhotosPreviewLayout``, its settings as properties — pages the size of the
    /// collection view, shifting as they leave and their images moving the other way.
    ///
    /// ```swift
    /// let layout = PhotosPreviewCollectionViewLayout()
    /// layout.spacing = 20
    /// layout.offsetBetweenCells = 44
    /// layout.parallaxRatio = 0.3
    /// previewView.collectionViewLayout = layout
    /// previewView.decelerationRate = .fast
    /// ```
    ///
    /// Pages are cells of section 0; their attributes are ``ScrollLayoutAttributes``, which carry the
    /// image's parallax offset. The page size follows the collection view's bounds (the options'
    /// `itemSize` is replaced by them). A scroll snaps to the nearest page.
    public final class PhotosPreviewCollectionViewLayout: ScrollLayoutCollectionViewLayout {
        /// The pager's settings (the item size is taken from the bounds); changing them lays the pager
        /// out again.
        public var options: PhotosPreviewLayoutOptions {
            didSet { invalidateScrollLayout() }
        }

        /// The gap between pages, in points. Default 10.
        public var spacing: CGFloat {
            get { options.spacing }
            set { options.spacing = newValue }
        }

        /// How far a page moves when it is almost a whole page away, in points (the default
        /// `offsetBetweenCells`). Default 44.
        public var offsetBetweenCells: CGFloat {
            get { options.offsetBetweenCells }
            set { options.offsetBetweenCells = newValue }
        }

        /// How far a page's image moves against the page, as a fraction of the page width per page of
        /// progress. Default 0.3.
        public var parallaxRatio: CGFloat {
            get { options.parallaxRatio }
            set { options.parallaxRatio = newValue }
        }

        /// Creates the layout with `options` (default: the layout's default options).
        public init(options: PhotosPreviewLayoutOptions = PhotosPreviewLayoutOptions()) {
            self.options = options
            super.init()
            keepsCentredElementOnResize = true
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = PhotosPreviewLayoutOptions()
            super.init(coder: coder)
            keepsCentredElementOnResize = true
        }

        /// The pager of section 0's items, its pages the viewport's size.
        public override func makeLayout(itemCounts: [Int], viewportSize: CGSize) -> (any ScrollLayout)? {
            var sized = options
            sized.itemSize = viewportSize
            return PhotosPreviewLayout(options: sized, itemCount: itemCounts.first ?? 0)
        }

        /// The core layout the collection view shows now, for the pager coordinator; `nil` without a
        /// collection view.
        var core: PhotosPreviewLayout? { layout as? PhotosPreviewLayout }
    }
#endif
