import Foundation

/// Spec files give the effect as an object: it has no options, so only `{}` reads; any key is an
/// error naming it.
extension StickyEffect: Codable, SpecFieldTable {
    /// None: the effect has no options.
    package static let specFields: [SpecField<Self>] = []

    /// The effect, which has no options.
    package static var specDefaults: Self { Self() }
}
