#if canImport(UIKit)
    import UIKit

    extension UIBlurEffect.Style {
        /// The UIKit blur style of the same name.
        public init(_ style: BlurEffectStyle) {
            switch style {
            case .extraLight: self = .extraLight
            case .light: self = .light
            case .dark: self = .dark
            case .regular: self = .regular
            case .prominent: self = .prominent
            case .systemUltraThinMaterial: self = .systemUltraThinMaterial
            case .systemThinMaterial: self = .systemThinMaterial
            case .systemMaterial: self = .systemMaterial
            case .systemThickMaterial: self = .systemThickMaterial
            case .systemChromeMaterial: self = .systemChromeMaterial
            case .systemUltraThinMaterialLight: self = .systemUltraThinMaterialLight
            case .systemThinMaterialLight: self = .systemThinMaterialLight
            case .systemMaterialLight: self = .systemMaterialLight
            case .systemThickMaterialLight: self = .systemThickMaterialLight
            case .systemChromeMaterialLight: self = .systemChromeMaterialLight
            case .systemUltraThinMaterialDark: self = .systemUltraThinMaterialDark
            case .systemThinMaterialDark: self = .systemThinMaterialDark
            case .systemMaterialDark: self = .systemMaterialDark
            case .systemThickMaterialDark: self = .systemThickMaterialDark
            case .systemChromeMaterialDark: self = .systemChromeMaterialDark
            }
        }
    }

    extension BlurEffectStyle {
        /// The style of the same name as a UIKit blur style; `nil` for a style this library does not
        /// know (one a later SDK adds).
        public init?(_ style: UIBlurEffect.Style) {
            guard let match = Self.allCases.first(where: { UIBlurEffect.Style($0) == style }) else { return nil }
            self = match
        }
    }
#endif
