import Foundation

extension AndroidPageOptions: Codable {
    /// Reads options from a spec object whose keys are the property names: `transformer` (a case
    /// name such as `"depth"`), `minScale` (`null` for the transformer's default), `minAlpha`,
    /// `margin`. A missing key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"transformer": "margin", "margin": 24}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["transformer", "minScale", "minAlpha", "margin"])
        let d = AndroidPageOptions()
        self.init(
            transformer: try c.value("transformer", default: d.transformer),
            minScale: try c.optionalNumber("minScale", default: d.minScale),
            minAlpha: try c.number("minAlpha", default: d.minAlpha),
            margin: try c.number("margin", default: d.margin))
    }

    /// Writes every field under its property name (`null` for the transformer's default scale).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(transformer, forKey: SpecCodingKey("transformer"))
        try c.encode(minScale, forKey: SpecCodingKey("minScale"))
        try c.encode(minAlpha, forKey: SpecCodingKey("minAlpha"))
        try c.encode(margin, forKey: SpecCodingKey("margin"))
    }
}

extension AndroidPageOptions.Transformer: Codable {
    /// Reads a transformer's name, such as `"depth"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the transformer's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
