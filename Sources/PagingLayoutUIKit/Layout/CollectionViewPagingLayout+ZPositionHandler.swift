#if canImport(UIKit)
    import UIKit

    extension CollectionViewPagingLayout {
        /// Where the layout writes each page's z position (the `TransformableView`'s
        /// `zPosition(progress:)`, by default `−|round(progress)|`).
        ///
        /// The layout attributes always carry it: UIKit copies a cell's `zIndex` into its layer's
        /// `zPosition` whenever it applies the attributes, so a z position written on the layer
        /// alone would be reset to 0 at the next application. The handler says whether the layer
        /// also gets it at once, during the pass.
        public enum ZPositionHandler: Sendable, Hashable, CaseIterable {
            /// On the cell's layer (`cell.layer.zPosition`) at once, and on the attributes.
            case cellLayer
            /// On the layout attributes (`UICollectionViewLayoutAttributes.zIndex`) only: the layer
            /// gets it when UIKit applies them.
            case layoutAttribute
            /// On both; the default (the same as ``cellLayer``, kept for source compatibility).
            case both

            /// Whether the cell's layer gets the z position during the pass.
            var setsCellLayer: Bool { self != .layoutAttribute }
        }
    }
#endif
