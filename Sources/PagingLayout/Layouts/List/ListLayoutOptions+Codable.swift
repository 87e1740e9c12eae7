import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, `null` clears a size (no such element), an unknown key is
/// an error. Sizes are `{"width","height"}` with both ≥ 0; `minimumLineSpacing` must be ≥ 0;
/// every number must be finite. Errors name the key.
///
/// ```json
/// {"itemSize": {"width": 320, "height": 120}, "isParallaxOnCellsEnabled": true, "maxParallaxOffset": 30}
/// ```
extension ListLayoutOptions: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("itemSize", \.itemSize, .optionalNonNegativeSize),
        SpecField("headerSize", \.headerSize, .optionalNonNegativeSize),
        SpecField("menuSize", \.menuSize, .optionalNonNegativeSize),
        SpecField("sectionsHeaderSize", \.sectionsHeaderSize, .optionalNonNegativeSize),
        SpecField("sectionsFooterSize", \.sectionsFooterSize, .optionalNonNegativeSize),
        SpecField("isHeaderStretchy", \.isHeaderStretchy, .value),
        SpecField("isAlphaOnHeaderActive", \.isAlphaOnHeaderActive, .value),
        SpecField("headerOverlayMaxAlphaValue", \.headerOverlayMaxAlphaValue, .number),
        SpecField("isMenuSticky", \.isMenuSticky, .value),
        SpecField("isSectionHeadersSticky", \.isSectionHeadersSticky, .value),
        SpecField("isParallaxOnCellsEnabled", \.isParallaxOnCellsEnabled, .value),
        SpecField("maxParallaxOffset", \.maxParallaxOffset, .number),
        SpecField("minimumInteritemSpacing", \.minimumInteritemSpacing, .number),
        SpecField("minimumLineSpacing", \.minimumLineSpacing, .nonNegativeNumber(describedAs: "a spacing")),
    ]

    /// The original settings' defaults.
    package static var specDefaults: Self { Self() }
}
