import Foundation

/// Spec files give the effect as an object `{"offsetBetweenCells": …, "parallaxRatio": …}`: a missing
/// key keeps the default value (44, 0.3), an unknown key is an error, both numbers must be finite.
/// Errors name the key.
extension PreviewShiftEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("offsetBetweenCells", \.offsetBetweenCells, .number),
        SpecField("parallaxRatio", \.parallaxRatio, .number),
    ]

    /// The defaults, 44 and 0.3.
    package static var specDefaults: Self { Self() }
}
