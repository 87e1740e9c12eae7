#if canImport(UIKit)
    import UIKit

    /// The layout attributes of ``ScrollLayoutCollectionViewLayout``: UIKit's, plus how far the
    /// element's content moves inside it (the list's and the Photos preview's parallax) and the alpha
    /// of its overlay (the stretchy header's darkening).
    ///
    /// Apply them in your cell's or supplementary view's `apply(_:)`:
    /// ```swift
    /// override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    ///     super.apply(layoutAttributes)
    ///     guard let attributes = layoutAttributes as? ScrollLayoutAttributes else { return }
    ///     imageCenterYConstraint.constant = attributes.parallaxOffset.y
    ///     overlay.alpha = min(max(attributes.overlayAlpha, 0), 1)
    /// }
    /// ```
    ///
    /// The collection view copies attributes and skips applying ones equal to the last applied, so
    /// both values are copied by `copy(with:)` and compared by `isEqual(_:)`.
    public final class ScrollLayoutAttributes: UICollectionViewLayoutAttributes {
        // Not isolated (nor the alpha), so the nonisolated `isEqual(_:)` UIKit calls (on the main
        // thread) can read them.
        /// How far the element's content (its image) moves inside it, in points; zero when none.
        public nonisolated(unsafe) var parallaxOffset: CGPoint = .zero
        /// The raw overlay alpha (the stretchy header's: negative while pulled down; clamp to 0…1
        /// where it is drawn); 0 when none.
        public nonisolated(unsafe) var overlayAlpha: CGFloat = 0

        /// A copy carrying the parallax offset and overlay alpha too.
        public override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            if let copy = copy as? ScrollLayoutAttributes {
                copy.parallaxOffset = parallaxOffset
                copy.overlayAlpha = overlayAlpha
            }
            return copy
        }

        /// Equal when the other object is scroll layout attributes with the same parallax offset and
        /// overlay alpha, and UIKit's attributes are equal.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? ScrollLayoutAttributes, other.parallaxOffset == parallaxOffset,
                other.overlayAlpha == overlayAlpha
            else { return false }
            return super.isEqual(other)
        }
    }

    /// The sectioned list's attributes: ``ScrollLayoutAttributes``.
    @available(*, deprecated, renamed: "ScrollLayoutAttributes")
    public typealias ListLayoutAttributes = ScrollLayoutAttributes

    /// The Photos preview's attributes: ``ScrollLayoutAttributes``.
    @available(*, deprecated, renamed: "ScrollLayoutAttributes")
    public typealias PhotosPreviewLayoutAttributes = ScrollLayoutAttributes
#endif
