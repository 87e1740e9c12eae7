import Foundation

/// The look of the blur the prepared effects lay over far pages, independent of any UI toolkit.
///
/// The cases are those of UIKit's `UIBlurEffect.Style` on iOS, with the same names; the UIKit
/// adapter maps each to its namesake. Written in spec files as the case name, e.g. `"light"`.
public enum BlurEffectStyle: String, Sendable, Hashable, CaseIterable {
    /// A blur lighter than the content beneath.
    case extraLight
    /// A blur about as light as the content beneath; the prepared effects' default.
    case light
    /// A blur darker than the content beneath.
    case dark
    /// A blur that follows the system appearance.
    case regular
    /// A blur that follows the system appearance and stands out more than ``regular``.
    case prominent
    /// The thinnest material, following the system appearance.
    case systemUltraThinMaterial
    /// A thin material, following the system appearance.
    case systemThinMaterial
    /// The standard material, following the system appearance.
    case systemMaterial
    /// A thick material, following the system appearance.
    case systemThickMaterial
    /// The material of system chrome (bars), following the system appearance.
    case systemChromeMaterial
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight
    /// A thin material, always light.
    case systemThinMaterialLight
    /// The standard material, always light.
    case systemMaterialLight
    /// A thick material, always light.
    case systemThickMaterialLight
    /// The chrome material, always light.
    case systemChromeMaterialLight
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark
    /// A thin material, always dark.
    case systemThinMaterialDark
    /// The standard material, always dark.
    case systemMaterialDark
    /// A thick material, always dark.
    case systemThickMaterialDark
    /// The chrome material, always dark.
    case systemChromeMaterialDark
}

extension BlurEffectStyle: Codable, SpecEnumeration {}
