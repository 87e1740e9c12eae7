#if canImport(UIKit)
    import UIKit

    extension CATransform3D {
        /// The Core Animation transform with the same sixteen fields as `transform`.
        ///
        /// `Transform3D` uses `CATransform3D`'s layout and conventions, so the conversion copies
        /// fields one for one.
        public init(_ transform: Transform3D) {
            self.init(
                m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
        }
    }

    extension Transform3D {
        /// The transform with the same sixteen fields as the Core Animation `transform`.
        public init(_ transform: CATransform3D) {
            self.init(
                m11: transform.m11, m12: transform.m12, m13: transform.m13, m14: transform.m14,
                m21: transform.m21, m22: transform.m22, m23: transform.m23, m24: transform.m24,
                m31: transform.m31, m32: transform.m32, m33: transform.m33, m34: transform.m34,
                m41: transform.m41, m42: transform.m42, m43: transform.m43, m44: transform.m44)
        }
    }
#endif
