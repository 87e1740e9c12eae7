import Foundation

/// Spec files give the options as an object whose keys are the property names; a missing key keeps the
/// default, an unknown key is an error.
///
/// ```json
/// {"scaleRatio": 0.15, "alphaRatio": 0.3}
/// ```
extension SlideEffectOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("scaleRatio", \.scaleRatio, .number),
        SpecField("alphaRatio", \.alphaRatio, .number),
    ]

    /// No scaling and no fading.
    package static var specDefaults: Self { Self() }
}
