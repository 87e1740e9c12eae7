import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, an unknown key is an error; `itemSize` is
/// `{"width","height"}` with both ≥ 0; `distanceBetween` must be ≥ 0; each of `aspectRatios` must
/// be a finite number > 0; every number must be finite. Errors name the key (and the ratio's
/// index).
///
/// ```json
/// {"itemSize": {"width": 30, "height": 50}, "distanceBetween": 4, "aspectRatios": [1.5, 0.75], "expandingRate": 1}
/// ```
extension ThumbnailStripOptions: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("itemSize", \.itemSize, .nonNegativeSize),
        SpecField("distanceBetween", \.distanceBetween, .nonNegativeNumber),
        SpecField("aspectRatios", \.aspectRatios, .positiveNumbers(describedAs: "an aspect ratio")),
        SpecField("expandingRate", \.expandingRate, .number),
    ]

    /// The thumbnail strip's defaults.
    package static var specDefaults: Self { Self() }
}
