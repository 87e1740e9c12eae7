#if canImport(UIKit)
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
    @MainActor
    struct AttributesObjectPair {
        /// The object handed out last: what a collection view may keep uncopied.
        let current: UICollectionViewLayoutAttributes
        /// The object handed out before ``current``; `nil` until the item's attributes first change.
        let spare: UICollectionViewLayoutAttributes?

        /// The pair after a change to the item's attributes: the spare (or, before the first change,
        /// a new object with the item's index path) written by `write` and now current, and the
        /// current object as the spare.
        func changed(_ write: (UICollectionViewLayoutAttributes) -> Void) -> AttributesObjectPair {
            // The index path of the current object: making a UIKit `IndexPath` from a section and an
            // item allocates (its initialiser builds an array of the two).
            let next = spare ?? UICollectionViewLayoutAttributes(forCellWith: current.indexPath)
            write(next)
            return AttributesObjectPair(current: next, spare: current)
        }
    }
#endif
