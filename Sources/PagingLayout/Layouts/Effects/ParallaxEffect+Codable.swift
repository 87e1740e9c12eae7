import Foundation

extension ParallaxEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("maxParallaxOffset", \.maxParallaxOffset, .number),
    ]

    /// The parallax list's offset, 30.
    package static var specDefaults: Self { Self(maxParallaxOffset: 30) }

    /// Reads the effect from a spec object `{"maxParallaxOffset": …}`: a missing key keeps 30 (the
    /// parallax list's), an unknown key is an error, the number must be finite. Errors name
    /// the key.
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes `{"maxParallaxOffset": …}`.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
