#if canImport(UIKit)
    import UIKit

    extension UICollectionViewLayoutAttributes {
        /// Attributes for the cell a core element places: its index path, its frame, then its
        /// transform (about the frame's centre), stacking order and alpha.
        convenience init(cellFor element: LayoutElement) {
            self.init(forCellWith: IndexPath(item: element.item, section: element.section))
            frame = element.frame
            transform3D = CATransform3D(element.transform)
            zIndex = element.zPosition
            alpha = element.alpha
        }
    }
#endif
