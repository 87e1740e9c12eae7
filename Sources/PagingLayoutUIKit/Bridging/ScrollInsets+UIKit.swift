#if canImport(UIKit)
    import UIKit

    extension ScrollInsets {
        /// The same four insets as UIKit's `insets`.
        init(_ insets: UIEdgeInsets) {
            self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
    }
#endif
