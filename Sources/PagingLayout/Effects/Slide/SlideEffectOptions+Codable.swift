import Foundation

extension SlideEffectOptions: Codable {
    /// Reads options from a spec object whose keys are the property names; a missing key keeps the
    /// default, an unknown key is an error.
    ///
    /// ```json
    /// {"scaleRatio": 0.15, "alphaRatio": 0.3}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys)
        let d = SlideEffectOptions()
        self.init(
            scaleRatio: try c.number("scaleRatio", default: d.scaleRatio),
            alphaRatio: try c.number("alphaRatio", default: d.alphaRatio))
    }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(scaleRatio, forKey: SpecCodingKey("scaleRatio"))
        try c.encode(alphaRatio, forKey: SpecCodingKey("alphaRatio"))
    }

    /// The keys a spec object may hold.
    static let specKeys = ["scaleRatio", "alphaRatio"]
}
