import Foundation

extension ThumbnailStripOptions: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("itemSize", \.itemSize, .nonNegativeSize),
        SpecField("distanceBetween", \.distanceBetween, .nonNegativeNumber),
        SpecField("aspectRatios", \.aspectRatios, .positiveNumbers(describedAs: "an aspect ratio")),
        SpecField("expandingRate", \.expandingRate, .number),
    ]

    /// The thumbnail strip's defaults.
    package static var specDefaults: Self { Self() }

    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, an unknown key is an error; `itemSize` is
    /// `{"width","height"}` with both ≥ 0; `distanceBetween` must be ≥ 0; each of `aspectRatios` must
    /// be a finite number > 0; every number must be finite. Errors name the key (and the ratio's
    /// index).
    ///
    /// ```json
    /// {"itemSize": {"width": 30, "height": 50}, "distanceBetween": 4, "aspectRatios": [1.5, 0.75], "expandingRate": 1}
    /// ```
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
