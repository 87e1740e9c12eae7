#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    extension ProjectionTransform {
        /// The SwiftUI form of a core ``ProjectionMatrix``: the same nine fields in the same places.
        package init(_ matrix: ProjectionMatrix) {
            self.init()
            m11 = matrix.m11
            m12 = matrix.m12
            m13 = matrix.m13
            m21 = matrix.m21
            m22 = matrix.m22
            m23 = matrix.m23
            m31 = matrix.m31
            m32 = matrix.m32
            m33 = matrix.m33
        }
    }
#endif
