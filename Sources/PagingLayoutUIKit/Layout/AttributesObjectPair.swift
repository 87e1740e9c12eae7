#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// The attributes objects of one laid-out item: the one handed out last, and the one handed out
    /// before it, which is written and handed out when the item's attributes change.
    ///
    /// A collection view may keep the object it was handed uncopied and compare the next one with it
    /// (`isEqual(_:)`) before applying it to the cell: so the object handed out last is never changed,
    /// or the comparison would be of an object with itself and the change would never reach the
    /// cell. The object handed out before it is no longer the one a shown cell keeps (the cell kept
    /// the newer object when it was applied — it differed, or it would not have been made), so a
    /// change writes that one and hands it out: two objects per item, alternating, and no new object
    /// per changed page once an item has changed twice.
    ///
    /// A class, so that a scroll step finds the item's pair with one lookup and changes it in place,
    /// leaving the layout's table as it is.
    @MainActor
    final class AttributesObjectPair {
        /// The object handed out last: what a collection view may keep uncopied.
        private(set) var current: UICollectionViewLayoutAttributes
        /// The object handed out before ``current``; `nil` until the item's attributes first change.
        private var spare: UICollectionViewLayoutAttributes?
        /// What ``current`` says, as it was written: compared with the next page without reading the
        /// object's properties back.
        private var written: WrittenAttributes

        /// The pair of an item first laid out (or laid out again after a data invalidation): one new
        /// object, with `page`'s attributes.
        init(page: LayoutElement, indexPath: IndexPath) {
            let object = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            written = WrittenAttributes(page)
            written.write(to: object)
            current = object
        }

        /// The object to hand out for `page`: ``current`` while it says what `page` says; else the
        /// other object (a new one before the item's first change, with ``current``'s index path),
        /// written with `page` and now current.
        func object(for page: LayoutElement) -> UICollectionViewLayoutAttributes {
            let attributes = WrittenAttributes(page)
            if attributes == written {
                // A self-sizing cell may have changed the object it was asked to fit
                // (`preferredLayoutAttributesFitting(_:)` is handed what the collection view keeps,
                // which may be this object): put the layout's frame back.
                if current.frame != attributes.frame { attributes.write(to: current) }
                return current
            }
            if spare == nil {
                // The index path of the current object: making a UIKit `IndexPath` from a section and
                // an item allocates (its initialiser builds an array of the two).
                spare = UICollectionViewLayoutAttributes(forCellWith: current.indexPath)
            }
            // The two objects change places in place, which retains and releases neither.
            swap(&current, &spare!)
            attributes.write(to: current)
            written = attributes
            return current
        }

        /// The attributes the layout writes to an object: frame, alpha, transform and z index.
        private struct WrittenAttributes: Equatable {
            let frame: CGRect
            let alpha: CGFloat
            let transform: Transform3D
            let zIndex: Int

            init(_ page: LayoutElement) {
                frame = page.frame
                alpha = page.alpha
                transform = page.transform
                zIndex = page.zPosition
            }

            /// Field by field, the frame first (in a scroll it is what changes): `CGRect`'s own `==`
            /// is a call into Foundation per page on Linux. A rectangle of negative size differs
            /// from its standardised twin here, which only writes an object that was not needed.
            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.frame.origin.x == rhs.frame.origin.x && lhs.frame.origin.y == rhs.frame.origin.y
                    && lhs.frame.size.width == rhs.frame.size.width && lhs.frame.size.height == rhs.frame.size.height
                    && lhs.alpha == rhs.alpha && lhs.zIndex == rhs.zIndex && lhs.transform == rhs.transform
            }

            @MainActor
            func write(to object: UICollectionViewLayoutAttributes) {
                object.frame = frame
                object.alpha = alpha
                object.transform3D = CATransform3D(transform)
                // UIKit writes the z index into the cell layer's z position when it applies the
                // attributes, so the attributes carry it whatever the handler.
                object.zIndex = zIndex
            }
        }
    }
#endif
