import Foundation

/// Spec files give the effect as an object `{"maxOverlayAlpha": …, "isOverlayActive": …}`: a missing
/// key keeps the default (1, `true`), an unknown key is an error, the number must be finite.
/// Errors name the key.
extension StretchyHeaderEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("maxOverlayAlpha", \.maxOverlayAlpha, .number),
        SpecField("isOverlayActive", \.isOverlayActive, .value),
    ]

    /// Alpha 1, overlay active.
    package static var specDefaults: Self { Self() }
}
