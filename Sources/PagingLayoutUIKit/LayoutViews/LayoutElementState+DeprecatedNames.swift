#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The earlier name of ``LayoutElementState``.
    @available(*, deprecated, renamed: "LayoutElementState")
    public typealias SeedElementState = LayoutElementState
#endif
