import Foundation

extension AndroidPageOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("transformer", \.transformer, .value),
        SpecField("minScale", \.minScale, .optionalNumber),
        SpecField("minAlpha", \.minAlpha, .number),
        SpecField("margin", \.margin, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }

    /// Reads options from a spec object whose keys are the property names: `transformer` (a case
    /// name such as `"depth"`), `minScale` (`null` for the transformer's default), `minAlpha`,
    /// `margin`. A missing key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"transformer": "margin", "margin": 24}
    /// ```
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name (`null` for the transformer's default scale).
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

extension AndroidPageOptions.Layout: Codable, SpecSchemaDescribing {
    /// Reads a transformer's name, such as `"depth"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the transformer's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
