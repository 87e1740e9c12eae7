import Foundation

/// An options type whose options carry ``SpecFieldHelp``: one entry per key of ``SpecFieldTable``'s
/// fields, in their order, each group option followed by its own options' help (keys such as
/// `rotation3d.angle`). A test checks every effect's table covers exactly its keys.
package protocol SpecFieldHelpTable: SpecFieldTable {
    /// The help of every option, in ``SpecFieldTable/specFields`` order, groups expanded.
    static var specFieldHelp: [SpecFieldHelp] { get }
}

extension SpecFieldHelpTable {
    /// This type's help as the help of the group option `group` of another type: each key prefixed.
    package static func specFieldHelp(nestedIn group: String) -> [SpecFieldHelp] {
        specFieldHelp.map { $0.nested(in: group) }
    }
}
