import Foundation

extension CarouselLayoutOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, an unknown key is an error; `itemSize` is
    /// `{"width","height"}` with both ≥ 0; every number must be finite. Errors name the key.
    ///
    /// ```json
    /// {"itemSize": {"width": 250, "height": 150}, "spacing": 0, "spacingWhenFocused": 20}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["itemSize", "spacing", "spacingWhenFocused"])
        let d = CarouselLayoutOptions()
        self.init(
            itemSize: try c.nonNegativeSize("itemSize", default: d.itemSize),
            spacing: try c.number("spacing", default: d.spacing),
            spacingWhenFocused: try c.number("spacingWhenFocused", default: d.spacingWhenFocused))
    }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encodeSize(itemSize, forKey: "itemSize")
        try c.encode(Double(spacing), forKey: SpecCodingKey("spacing"))
        try c.encode(Double(spacingWhenFocused), forKey: SpecCodingKey("spacingWhenFocused"))
    }
}
