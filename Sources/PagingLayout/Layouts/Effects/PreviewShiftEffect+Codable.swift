import Foundation

extension PreviewShiftEffect: Codable {
    /// Reads the effect from a spec object `{"offsetBetweenCells": …, "parallaxRatio": …}`: a missing
    /// key keeps the seed's value (44, 0.3), an unknown key is an error, both numbers must be finite.
    /// Errors name the key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["offsetBetweenCells", "parallaxRatio"])
        let defaults = PreviewShiftEffect()
        self.init(
            offsetBetweenCells: try c.number("offsetBetweenCells", default: defaults.offsetBetweenCells),
            parallaxRatio: try c.number("parallaxRatio", default: defaults.parallaxRatio))
    }

    /// Writes `{"offsetBetweenCells": …, "parallaxRatio": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(offsetBetweenCells), forKey: SpecCodingKey("offsetBetweenCells"))
        try c.encode(Double(parallaxRatio), forKey: SpecCodingKey("parallaxRatio"))
    }
}
