#if canImport(UIKit)
    import Foundation

    extension IndexPath {
        /// The UIKit index path of `indexPath`: same section, same item.
        public init(_ indexPath: ItemIndexPath) {
            self.init(item: indexPath.item, section: indexPath.section)
        }
    }

    extension ItemIndexPath {
        /// The index path of a UIKit `IndexPath` with a section and an item.
        public init(_ indexPath: IndexPath) {
            self.init(item: indexPath.item, section: indexPath.section)
        }
    }
#endif
