import Foundation

/// Spec files give the effect as an object `{"spacing": …, "spacingWhenFocused": …}`, so it can be
/// registered in an ``EffectRegistry`` with itself as its options.
///
/// A missing key keeps the focus carousel's default (30 and 60), an unknown key is an
/// error, both numbers must be finite. Errors name the key.
extension FocusSpacingEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("spacing", \.spacing, .number),
        SpecField("spacingWhenFocused", \.spacingWhenFocused, .number),
    ]

    /// The focus carousel's spacings (30 and 60), as ``CarouselLayoutOptions`` has them
    /// by default; written here rather than read from the carousel, which uses this effect.
    package static let specDefaults = Self(spacing: 30, spacingWhenFocused: 60)
}
