#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A cell (or supplementary view: a cell is a reusable view) of a seed layout's SwiftUI view: its
    /// SwiftUI content hosted with ``UIHostingConfiguration``, drawn again when the layout's
    /// attributes bring a new parallax offset or overlay alpha.
    final class SeedLayoutHostingCell: UICollectionViewCell {
        static let reuseIdentifier = "SeedLayoutHostingCell"

        /// Makes the content for a state; set by the data source.
        var content: ((SeedElementState) -> AnyView)? {
            didSet { refresh() }
        }

        private var state = SeedElementState()

        /// Reads the extra values the seed layouts' attributes carry.
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let next: SeedElementState
            switch layoutAttributes {
            case let list as ListLayoutAttributes:
                next = SeedElementState(parallaxOffset: list.parallaxOffset, overlayAlpha: list.overlayAlpha)
            case let preview as PhotosPreviewLayoutAttributes:
                next = SeedElementState(parallaxOffset: preview.parallaxOffset)
            default:
                next = SeedElementState()
            }
            // UIKit applies on every scroll step; hosting the content again only when it changes.
            guard next != state else { return }
            state = next
            refresh()
        }

        private func refresh() {
            guard let content else { return }
            let view = content(state)
            contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
        }
    }
#endif
