import Foundation

extension StickyEffect: Codable, SpecFieldTable {
    /// None: the effect has no options.
    package static let specFields: [SpecField<Self>] = []

    /// The effect, which has no options.
    package static var specDefaults: Self { Self() }

    /// Reads the effect from a spec object: it has no options, so only `{}` reads; any key is an
    /// error naming it.
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes `{}`.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
