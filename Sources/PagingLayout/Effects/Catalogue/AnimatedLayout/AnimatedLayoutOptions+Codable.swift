import Foundation

extension AnimatedLayoutOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("animator", \.animator, .value),
        SpecField("perspective", \.perspective, .number),
        SpecField("totalAngle", \.totalAngle, .number),
        SpecField("minAlpha", \.minAlpha, .optionalNumber),
        SpecField("itemSpacing", \.itemSpacing, .number),
        SpecField("scaleRate", \.scaleRate, .optionalNumber),
        SpecField("speed", \.speed, .number),
        SpecField("maxRotate", \.maxRotate, .number),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }

    /// Reads options from a spec object whose keys are the property names; `animator` is a case name
    /// such as `"cube"`, `minAlpha` and `scaleRate` take `null` for the animator's default. A missing
    /// key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"animator": "rotateInOut", "maxRotate": 0.5}
    /// ```
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name (`null` for an animator's default).
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

extension AnimatedLayoutOptions.Layout: Codable, SpecSchemaDescribing {
    /// Reads an animator's name, such as `"cube"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the animator's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
