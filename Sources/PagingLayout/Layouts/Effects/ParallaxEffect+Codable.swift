import Foundation

extension ParallaxEffect: Codable {
    /// Reads the effect from a spec object `{"maxParallaxOffset": …}`: a missing key keeps 30 (the
    /// parallax list's, seed 002), an unknown key is an error, the number must be finite. Errors name
    /// the key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["maxParallaxOffset"])
        self.init(maxParallaxOffset: try c.number("maxParallaxOffset", default: 30))
    }

    /// Writes `{"maxParallaxOffset": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(maxParallaxOffset), forKey: SpecCodingKey("maxParallaxOffset"))
    }
}
