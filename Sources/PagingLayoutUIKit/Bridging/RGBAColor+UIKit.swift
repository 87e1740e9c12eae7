#if canImport(UIKit)
    import UIKit

    extension UIColor {
        /// The sRGB colour with `color`'s components.
        public convenience init(_ color: RGBAColor) {
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    extension RGBAColor {
        /// The components of a UIKit colour, resolved for the current trait collection.
        ///
        /// Colours without red, green and blue components (pattern images) give opaque black, the
        /// prepared effects' default shadow colour.
        public init(_ color: UIColor) {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
                self.init(red: red, green: green, blue: blue, alpha: alpha)
            } else {
                self = .black
            }
        }

    }
#endif
