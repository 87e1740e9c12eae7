import Foundation

/// Spec files give the options as an object whose keys are the property names; `animator` is a case name
/// such as `"cube"`, `minAlpha` and `scaleRate` take `null` for the animator's default. A missing
/// key keeps the default, an unknown key is an error.
///
/// ```json
/// {"animator": "rotateInOut", "maxRotate": 0.5}
/// ```
extension AnimatedLayoutOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("animator", \.animator, .value),
        SpecField("perspective", \.perspective, .number),
        SpecField("totalAngle", \.totalAngle, .number),
        SpecField("minAlpha", \.minAlpha, .optionalNumber),
        SpecField("itemSpacing", \.itemSpacing, .number),
        SpecField("scaleRate", \.scaleRate, .optionalNumber),
        SpecField("speed", \.speed, .number),
        SpecField("maxRotate", \.maxRotate, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}

extension AnimatedLayoutOptions.Layout: Codable, SpecEnumeration {}
