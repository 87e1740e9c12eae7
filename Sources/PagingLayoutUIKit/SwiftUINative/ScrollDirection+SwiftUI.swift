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
#endif
