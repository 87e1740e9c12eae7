#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// What a prepared layout's offset-driven effects give one element, for its SwiftUI content: how far
    /// its image moves and how dark its overlay is.
    ///
    /// ```swift
    /// SectionedListView(sections: photos, options: .parallax(width: 375)) { photo, state in
    ///     Image(photo.name).resizable().scaledToFill()
    ///         .offset(y: state.parallaxOffset.y)     // needs maxParallaxOffset of room each side
    /// } supplementary: { _, _, _ in EmptyView() }
    /// ```
    public struct LayoutElementState: Sendable, Equatable {
        /// How far the element's content (its image) moves inside it, in points: the list's and the
        /// Photos pager's parallax. Zero when none.
        public var parallaxOffset: CGPoint
        /// The overlay's alpha over the element (the stretchy header's darkening), clamped to 0…1 for
        /// drawing. 0 when none.
        public var overlayAlpha: CGFloat

        /// Creates a state; the overlay alpha is clamped to 0…1 (NaN counts as 0).
        public init(parallaxOffset: CGPoint = .zero, overlayAlpha: CGFloat = 0) {
            self.parallaxOffset = parallaxOffset
            self.overlayAlpha = overlayAlpha.isNaN ? 0 : min(max(overlayAlpha, 0), 1)
        }
    }
#endif
