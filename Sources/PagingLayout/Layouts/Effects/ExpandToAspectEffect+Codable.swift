import Foundation

extension ExpandToAspectEffect: Codable, SpecFieldTable {
    /// The spec object's fields: keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("expandingRate", \.expandingRate, .number),
    ]

    /// A rate of 1.
    package static var specDefaults: Self { Self() }

    /// Reads the effect from a spec object `{"expandingRate": …}`: a missing key keeps 1, an unknown
    /// key is an error, the number must be finite. Errors name the key.
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes `{"expandingRate": …}`.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
