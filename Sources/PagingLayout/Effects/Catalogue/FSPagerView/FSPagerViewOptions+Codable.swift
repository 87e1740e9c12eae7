import Foundation

extension FSPagerViewOptions: Codable {
    /// Reads options from a spec object whose keys are the property names: `type` (a case name
    /// such as `"cubic"`), `minimumScale` (`null` for the type's default), `minimumAlpha`. A missing
    /// key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"type": "zoomOut", "minimumScale": 0.8}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["type", "minimumScale", "minimumAlpha"])
        let d = FSPagerViewOptions()
        self.init(
            type: try c.value("type", default: d.type),
            minimumScale: try c.optionalNumber("minimumScale", default: d.minimumScale),
            minimumAlpha: try c.number("minimumAlpha", default: d.minimumAlpha))
    }

    /// Writes every field under its property name (`null` for the type's default scale).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(type, forKey: SpecCodingKey("type"))
        try c.encode(minimumScale, forKey: SpecCodingKey("minimumScale"))
        try c.encode(minimumAlpha, forKey: SpecCodingKey("minimumAlpha"))
    }
}

extension FSPagerViewOptions.TransformerType: Codable {
    /// Reads a type's name, such as `"cubic"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the type's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
