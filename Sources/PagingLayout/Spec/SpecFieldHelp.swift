import Foundation

/// What one option means to a person: a one-line description, its unit, the range a control
/// should offer and when it has an effect at all.
///
/// It is the one source of the option tables in `Docs/Effects.md` (`paging-layout options
/// --format markdown` writes them, and a test checks the docs still say the same) and of the
/// designer's labels, units, slider ranges and "no effect" notes. An options type lists it beside
/// its ``SpecField`` table (see ``SpecFieldHelpTable``):
///
/// ```swift
/// SpecFieldHelp("minScale", "the smallest scale a page shrinks to", unit: .factor, range: 0...1, step: 0.01)
/// ```
package struct SpecFieldHelp: Sendable, Hashable {
    /// The option's key, or its path below a group option, such as `rotation3d.angle`.
    package var key: String
    /// One line, lower case first, no full stop: what the option does, with its formula where one
    /// says it best.
    package var summary: String
    /// The unit of the option's numbers (of each component for points, sizes, vectors and pieces
    /// values).
    package var unit: SpecFieldUnit
    /// The values a control offers for each number, where the option holds numbers; a spec file
    /// may give any value the option reads.
    package var range: ClosedRange<Double>?
    /// The control's step within ``range``: 1 for whole numbers.
    package var step: Double?
    /// When the option has an effect; `nil` for always.
    package var condition: SpecFieldCondition?

    /// Help for the option `key`.
    package init(
        _ key: String, _ summary: String, unit: SpecFieldUnit = .none, range: ClosedRange<Double>? = nil,
        step: Double? = nil, when condition: SpecFieldCondition? = nil
    ) {
        precondition(!summary.isEmpty && !summary.hasSuffix("."), "help for \(key) needs one line without a full stop")
        self.key = key
        self.summary = summary
        self.unit = unit
        self.range = range
        self.step = step
        self.condition = condition
    }

    /// The same help for an option one group further down, such as `angle` below `rotation3d`.
    package func nested(in group: String) -> Self {
        var copy = self
        copy.key = group + "." + key
        return copy
    }
}
