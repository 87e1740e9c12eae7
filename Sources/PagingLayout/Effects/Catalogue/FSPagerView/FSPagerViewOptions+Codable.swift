import Foundation

extension FSPagerViewOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("type", \.type, .value),
        SpecField("minimumScale", \.minimumScale, .optionalNumber),
        SpecField("minimumAlpha", \.minimumAlpha, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }

    /// Reads options from a spec object whose keys are the property names: `type` (a case name
    /// such as `"cubic"`), `minimumScale` (`null` for the type's default), `minimumAlpha`. A missing
    /// key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"type": "zoomOut", "minimumScale": 0.8}
    /// ```
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name (`null` for the type's default scale).
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

extension FSPagerViewOptions.Layout: Codable, SpecSchemaDescribing {
    /// Reads a type's name, such as `"cubic"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the type's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
