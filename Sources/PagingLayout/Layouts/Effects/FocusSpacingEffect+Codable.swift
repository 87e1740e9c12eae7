import Foundation

extension FocusSpacingEffect: Codable {
    /// Reads the effect from a spec object `{"spacing": …, "spacingWhenFocused": …}`, so it can be
    /// registered in an ``EffectRegistry`` with itself as its options.
    ///
    /// A missing key keeps the focus carousel's default (30 and 60, the seed's), an unknown key is an
    /// error, both numbers must be finite. Errors name the key.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["spacing", "spacingWhenFocused"])
        let defaults = CarouselLayoutOptions()
        self.init(
            spacing: try c.number("spacing", default: defaults.spacing),
            spacingWhenFocused: try c.number("spacingWhenFocused", default: defaults.spacingWhenFocused))
    }

    /// Writes `{"spacing": …, "spacingWhenFocused": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(Double(spacing), forKey: SpecCodingKey("spacing"))
        try c.encode(Double(spacingWhenFocused), forKey: SpecCodingKey("spacingWhenFocused"))
    }
}
