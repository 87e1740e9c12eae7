import Foundation

/// When an option has an effect at all, as ``SpecFieldHelp`` states it: the designer marks an
/// option whose condition does not hold in the current options ("No effect: …"), and
/// `Docs/Effects.md`'s option tables say it after the option's description.
package enum SpecFieldCondition: Sendable, Hashable {
    /// The effect never reads the option (kept for the original library's API).
    case never
    /// Only while the option `key` of the same options holds one of `values` (such as
    /// `shadowEnabled` being `true`, or `type` being one of the circular carousels).
    case whenOneOf(key: String, values: [SpecValue])

    /// Only while the boolean option `key` is on.
    package static func whenOn(_ key: String) -> Self { .whenOneOf(key: key, values: [.bool(true)]) }

    /// Only while the option `key` is one of the named cases.
    package static func when(_ key: String, isOneOf names: [String]) -> Self {
        .whenOneOf(key: key, values: names.map(SpecValue.string))
    }

    /// Whether the option has an effect in `options`, a spec options object (a key it does not
    /// hold keeps the option's condition unmet).
    package func holds(in options: SpecValue) -> Bool {
        switch self {
        case .never: return false
        case .whenOneOf(let key, let values):
            guard case .object(let members) = options, let value = members[key] else { return false }
            return values.contains(value)
        }
    }
}
