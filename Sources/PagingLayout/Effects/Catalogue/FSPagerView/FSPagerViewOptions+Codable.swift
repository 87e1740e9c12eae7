import Foundation

/// Spec files give the options as an object whose keys are the property names: `type` (a case name
/// such as `"cubic"`), `minimumScale` (`null` for the type's default), `minimumAlpha`. A missing
/// key keeps the default, an unknown key is an error.
///
/// ```json
/// {"type": "zoomOut", "minimumScale": 0.8}
/// ```
extension FSPagerViewOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("type", \.type, .value),
        SpecField("minimumScale", \.minimumScale, .optionalNumber),
        SpecField("minimumAlpha", \.minimumAlpha, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}

extension FSPagerViewOptions.Layout: Codable, SpecEnumeration {}
