import Foundation

extension PhotosPreviewLayoutOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, an unknown key is an error; `itemSize` is
    /// `{"width","height"}` with both ≥ 0; `spacing` must be ≥ 0; every number must be finite.
    /// Errors name the key.
    ///
    /// ```json
    /// {"itemSize": {"width": 414, "height": 600}, "spacing": 20, "offsetBetweenCells": 44, "parallaxRatio": 0.3}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["itemSize", "spacing", "offsetBetweenCells", "parallaxRatio"])
        let d = PhotosPreviewLayoutOptions()
        self.init(
            itemSize: try c.nonNegativeSize("itemSize", default: d.itemSize),
            spacing: try c.nonNegativeNumber("spacing", default: d.spacing),
            offsetBetweenCells: try c.number("offsetBetweenCells", default: d.offsetBetweenCells),
            parallaxRatio: try c.number("parallaxRatio", default: d.parallaxRatio))
    }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encodeSize(itemSize, forKey: "itemSize")
        try c.encode(Double(spacing), forKey: SpecCodingKey("spacing"))
        try c.encode(Double(offsetBetweenCells), forKey: SpecCodingKey("offsetBetweenCells"))
        try c.encode(Double(parallaxRatio), forKey: SpecCodingKey("parallaxRatio"))
    }
}
