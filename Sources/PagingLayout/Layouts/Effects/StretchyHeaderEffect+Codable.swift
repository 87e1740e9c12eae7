import Foundation

extension StretchyHeaderEffect: Codable {
    /// Reads the effect from a spec object `{"maxOverlayAlpha": …, "isOverlayActive": …}`: a missing
    /// key keeps the default (1, `true`), an unknown key is an error, the number must be finite.
    /// Errors name the key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["maxOverlayAlpha", "isOverlayActive"])
        self.init(
            maxOverlayAlpha: try c.number("maxOverlayAlpha", default: 1),
            isOverlayActive: try c.value("isOverlayActive", default: true))
    }

    /// Writes `{"maxOverlayAlpha": …, "isOverlayActive": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(maxOverlayAlpha), forKey: SpecCodingKey("maxOverlayAlpha"))
        try c.encode(isOverlayActive, forKey: SpecCodingKey("isOverlayActive"))
    }
}
