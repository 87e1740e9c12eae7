import Foundation

/// Spec files give the effect as an object `{"maxParallaxOffset": …}`: a missing key keeps 30 (the
/// parallax list's default), an unknown key is an error, the number must be finite. Errors name
/// the key.
extension ParallaxEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("maxParallaxOffset", \.maxParallaxOffset, .number),
    ]

    /// The parallax list's offset, 30.
    package static var specDefaults: Self { Self(maxParallaxOffset: 30) }
}
