#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// Where the layout writes each page's z position (the `TransformableView`'s
        /// `zPosition(progress:)`, by default `−|round(progress)|`).
        public enum ZPositionHandler: Sendable, Hashable, CaseIterable {
            /// On the cell's layer (`cell.layer.zPosition`): reorders cells immediately.
            case cellLayer
            /// On the layout attributes (`UICollectionViewLayoutAttributes.zIndex`).
            case layoutAttribute
            /// On both; the default.
            case both

            /// Whether the cell's layer gets the z position.
            var setsCellLayer: Bool { self != .layoutAttribute }
            /// Whether the layout attributes get the z position.
            var setsLayoutAttribute: Bool { self != .cellLayer }
        }
    }
#endif
