#if canImport(UIKit)
    import UIKit

    extension CGAffineTransform {
        /// The Core Graphics transform with the same six fields as `transform`.
        public init(_ transform: AffineTransform2D) {
            self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }

    extension AffineTransform2D {
        /// The transform with the same six fields as the Core Graphics `transform`.
        public init(_ transform: CGAffineTransform) {
            self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
        }
    }
#endif
