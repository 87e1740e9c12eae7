#if canImport(UIKit)
    import UIKit

    /// A collection view layout for the focus carousel: ``ScrollLayoutCollectionViewLayout``
    /// showing the core's ``CarouselLayout``, its settings as properties.
    ///
    /// ```swift
    /// let layout = CarouselCollectionViewLayout()
    /// layout.itemSize = CGSize(width: 250, height: 150)
    /// layout.spacing = 10
    /// layout.spacingWhenFocused = 40
    /// collectionView.collectionViewLayout = layout
    /// collectionView.decelerationRate = .fast
    /// ```
    ///
    /// Items are cells of section 0. The layout sets the collection view's horizontal content inset
    /// so that the first and last items can reach the centre, and snaps a scroll to the item nearest
    /// the centre.
    public final class CarouselCollectionViewLayout: ScrollLayoutCollectionViewLayout {
        /// The carousel's settings; changing them lays the carousel out again.
        public var options: CarouselLayoutOptions {
            didSet { invalidateScrollLayout() }
        }

        /// Every item's size, in points. Default 150 × 100.
        public var itemSize: CGSize {
            get { options.itemSize }
            set { options.itemSize = newValue }
        }

        /// The spacing between items away from the focus, in points. Default 30.
        public var spacing: CGFloat {
            get { options.spacing }
            set { options.spacing = newValue }
        }

        /// The spacing on each side of the focused item, in points.
        /// Default 60.
        public var spacingWhenFocused: CGFloat {
            get { options.spacingWhenFocused }
            set { options.spacingWhenFocused = newValue }
        }

        /// Creates the layout with `options` (default: the layout's default options).
        public init(options: CarouselLayoutOptions = CarouselLayoutOptions()) {
            self.options = options
            super.init()
            keepsCentredElementOnResize = true
        }

        /// Creates the layout from a storyboard, with default options.
        public required init?(coder: NSCoder) {
            options = CarouselLayoutOptions()
            super.init(coder: coder)
            keepsCentredElementOnResize = true
        }

        /// The carousel of section 0's items.
        public override func makeLayout(itemCounts: [Int], viewportSize: CGSize) -> (any ScrollLayout)? {
            CarouselLayout(options: options, itemCount: itemCounts.first ?? 0)
        }
    }
#endif
