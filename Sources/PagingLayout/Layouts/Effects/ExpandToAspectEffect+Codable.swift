import Foundation

extension ExpandToAspectEffect: Codable {
    /// Reads the effect from a spec object `{"expandingRate": …}`: a missing key keeps 1, an unknown
    /// key is an error, the number must be finite. Errors name the key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["expandingRate"])
        self.init(expandingRate: try c.number("expandingRate", default: 1))
    }

    /// Writes `{"expandingRate": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(expandingRate), forKey: SpecCodingKey("expandingRate"))
    }
}
