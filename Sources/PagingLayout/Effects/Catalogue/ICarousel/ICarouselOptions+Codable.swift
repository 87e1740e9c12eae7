import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, `null` restores a per-type default (`spacing`, `radius`,
/// `tilt`, `count`, `numberOfItems`, `fadeMin`, `fadeMax`, `wrap`, `showBackfaces`), an unknown key is an
/// error. `type` is a case name such as `"coverFlow"`; `viewpointOffset` is `{"width","height"}`.
///
/// ```json
/// {"type": "cylinder", "numberOfItems": 8, "showBackfaces": false}
/// ```
extension ICarouselOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("type", \.type, .value),
        SpecField("spacing", \.spacing, .optionalNumber),
        SpecField("arc", \.arc, .number),
        SpecField("radius", \.radius, .optionalNumber),
        SpecField("tilt", \.tilt, .optionalNumber),
        SpecField("count", \.count, .optionalWholeNumber),
        SpecField("numberOfItems", \.numberOfItems, .optionalWholeNumber),
        SpecField("perspective", \.perspective, .number),
        SpecField("viewpointOffset", \.viewpointOffset, .size),
        SpecField("fadeMin", \.fadeMin, .optionalNumber),
        SpecField("fadeMax", \.fadeMax, .optionalNumber),
        SpecField("fadeRange", \.fadeRange, .number),
        SpecField("fadeMinAlpha", \.fadeMinAlpha, .number),
        SpecField("wrap", \.wrap, .optionalValue()),
        SpecField("showBackfaces", \.showBackfaces, .optionalValue()),
        SpecField("toggle", \.toggle, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}

extension ICarouselOptions.Layout: Codable, SpecEnumeration {}
