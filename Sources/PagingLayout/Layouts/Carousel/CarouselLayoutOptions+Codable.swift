import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, an unknown key is an error; `itemSize` is
/// `{"width","height"}` with both ≥ 0; every number must be finite. Errors name the key.
///
/// ```json
/// {"itemSize": {"width": 250, "height": 150}, "spacing": 0, "spacingWhenFocused": 20}
/// ```
extension CarouselLayoutOptions: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("itemSize", \.itemSize, .nonNegativeSize),
        SpecField("spacing", \.spacing, .number),
        SpecField("spacingWhenFocused", \.spacingWhenFocused, .number),
    ]

    /// The focus carousel's defaults.
    package static var specDefaults: Self { Self() }
}
