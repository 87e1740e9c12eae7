import Foundation

/// Spec files give the effect as an object `{"expandingRate": …}`: a missing key keeps 1, an unknown
/// key is an error, the number must be finite. Errors name the key.
extension ExpandToAspectEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("expandingRate", \.expandingRate, .number),
    ]

    /// A rate of 1.
    package static var specDefaults: Self { Self() }
}
