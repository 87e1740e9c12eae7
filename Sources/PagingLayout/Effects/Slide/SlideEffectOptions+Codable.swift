import Foundation

extension SlideEffectOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("scaleRatio", \.scaleRatio, .number),
        SpecField("alphaRatio", \.alphaRatio, .number),
    ]

    /// No scaling and no fading.
    package static var specDefaults: Self { Self() }

    /// Reads options from a spec object whose keys are the property names; a missing key keeps the
    /// default, an unknown key is an error.
    ///
    /// ```json
    /// {"scaleRatio": 0.15, "alphaRatio": 0.3}
    /// ```
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
