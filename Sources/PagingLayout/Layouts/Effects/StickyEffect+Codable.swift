import Foundation

extension StickyEffect: Codable {
    /// Reads the effect from a spec object: it has no options, so only `{}` reads; any key is an
    /// error naming it.
    public init(from decoder: any Decoder) throws {
        try decoder.container(keyedBy: SpecCodingKey.self).rejectUnknownKeys(allowed: [])
        self.init()
    }

    /// Writes `{}`.
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: SpecCodingKey.self)
    }
}
