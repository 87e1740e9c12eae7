import Foundation

/// Spec files give the options as an object whose keys are the property names: `transformer` (a case
/// name such as `"depth"`), `minScale` (`null` for the transformer's default), `minAlpha`,
/// `margin`. A missing key keeps the default, an unknown key is an error.
///
/// ```json
/// {"transformer": "margin", "margin": 24}
/// ```
extension AndroidPageOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("transformer", \.transformer, .value),
        SpecField("minScale", \.minScale, .optionalNumber),
        SpecField("minAlpha", \.minAlpha, .number),
        SpecField("margin", \.margin, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}

extension AndroidPageOptions.Layout: Codable, SpecEnumeration {}
