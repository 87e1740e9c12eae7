#if canImport(UIKit)
    import UIKit

    extension ScrollDirection {
        /// The paging axis of a UIKit scroll direction.
        public init(_ direction: UICollectionView.ScrollDirection) {
            switch direction {
            case .vertical: self = .vertical
            // `.horizontal`, and any direction a later SDK adds, pages horizontally as the original did.
            default: self = .horizontal
            }
        }
    }

    extension UICollectionView.ScrollDirection {
        /// The UIKit scroll direction of a paging axis.
        public init(_ direction: ScrollDirection) {
            switch direction {
            case .horizontal: self = .horizontal
            case .vertical: self = .vertical
            }
        }
    }
#endif
