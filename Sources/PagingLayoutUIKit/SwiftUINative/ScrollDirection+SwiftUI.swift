#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension Axis.Set {
        /// The SwiftUI scroll axis of a paging axis.
        init(_ direction: ScrollDirection) {
            switch direction {
            case .horizontal: self = .horizontal
            case .vertical: self = .vertical
            }
        }
    }

    extension UnitPoint {
        /// The unit point `along` the paging axis `direction` and `across` it.
        init(along: CGFloat, across: CGFloat, of direction: ScrollDirection) {
            let point = direction.point(along: along, across: across)
            self.init(x: point.x, y: point.y)
        }
    }
#endif
