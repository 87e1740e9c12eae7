#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// A cell (or supplementary view: a cell is a reusable view) of a prepared layout's SwiftUI view: its
    /// SwiftUI content hosted with ``UIHostingConfiguration`` under the element's identity, drawn
    /// again when the layout's attributes bring a new parallax offset or overlay alpha.
    final class LayoutHostingCell: UICollectionViewCell {
        static let reuseIdentifier = "LayoutHostingCell"

        /// Makes the content for a state; set with ``show(_:content:)``.
        private var content: ((LayoutElementState) -> AnyView)?
        /// The element the hosted content belongs to: another one means fresh SwiftUI state.
        private var identity = HostedPageIdentity<AnyHashable>()
        private var state = LayoutElementState()

        /// Shows the element identified by `id` (an item's id, or a supplementary view's kind and
        /// section) with `content`. The hosted root carries the identity: a cell reused for another
        /// element gives its content fresh SwiftUI `@State`; the same element keeps its own.
        func show(_ id: AnyHashable, content: @escaping (LayoutElementState) -> AnyView) {
            identity.show(id)
            self.content = content
            refresh()
        }

        /// Reads the extra values the layout's attributes carry.
        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let extras = layoutAttributes as? ScrollLayoutAttributes
            let next = LayoutElementState(
                parallaxOffset: extras?.parallaxOffset ?? .zero, overlayAlpha: extras?.overlayAlpha ?? 0)
            // UIKit applies on every scroll step; hosting the content again only when it changes.
            guard next != state else { return }
            state = next
            refresh()
        }

        private func refresh() {
            guard let content, let id = identity.current else { return }
            let view = IdentifiedPage(id: id, content: content(state))
            contentConfiguration = UIHostingConfiguration { view }.margins(.all, 0)
        }
    }
#endif
