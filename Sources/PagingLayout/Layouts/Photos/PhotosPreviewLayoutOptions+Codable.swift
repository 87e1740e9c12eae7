import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, an unknown key is an error; `itemSize` is
/// `{"width","height"}` with both ≥ 0; `spacing` must be ≥ 0; every number must be finite.
/// Errors name the key.
///
/// ```json
/// {"itemSize": {"width": 414, "height": 600}, "spacing": 20, "offsetBetweenCells": 44, "parallaxRatio": 0.3}
/// ```
extension PhotosPreviewLayoutOptions: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("itemSize", \.itemSize, .nonNegativeSize),
        SpecField("spacing", \.spacing, .nonNegativeNumber),
        SpecField("offsetBetweenCells", \.offsetBetweenCells, .number),
        SpecField("parallaxRatio", \.parallaxRatio, .number),
    ]

    /// The photos pager's defaults.
    package static var specDefaults: Self { Self() }
}
