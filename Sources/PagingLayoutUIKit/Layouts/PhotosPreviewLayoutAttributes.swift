#if canImport(UIKit)
    import UIKit

    /// The layout attributes of ``PhotosPreviewCollectionViewLayout``: UIKit's, plus how far the
    /// page's image moves against the page (the Photos parallax).
    ///
    /// Apply them in your cell's `apply(_:)`:
    /// ```swift
    /// override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    ///     super.apply(layoutAttributes)
    ///     guard let attributes = layoutAttributes as? PhotosPreviewLayoutAttributes else { return }
    ///     imageView.transform = CGAffineTransform(translationX: attributes.parallaxOffset.x, y: 0)
    /// }
    /// ```
    ///
    /// The collection view copies attributes and skips applying ones equal to the last applied, so
    /// the offset is copied by `copy(with:)` and compared by `isEqual(_:)`.
    public final class PhotosPreviewLayoutAttributes: UICollectionViewLayoutAttributes {
        // Not isolated, so the nonisolated `isEqual(_:)` UIKit calls (on the main thread) can read it.
        /// How far the page's image moves inside the page, in points; zero at rest.
        public nonisolated(unsafe) var parallaxOffset: CGPoint = .zero

        /// A copy carrying the parallax offset too.
        public override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            if let copy = copy as? PhotosPreviewLayoutAttributes { copy.parallaxOffset = parallaxOffset }
            return copy
        }

        /// Equal when the other object is preview attributes with the same parallax offset, and
        /// UIKit's attributes are equal.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? PhotosPreviewLayoutAttributes, other.parallaxOffset == parallaxOffset
            else { return false }
            return super.isEqual(other)
        }
    }
#endif
