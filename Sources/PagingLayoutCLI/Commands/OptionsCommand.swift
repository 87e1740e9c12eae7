import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout options`: what each option of an effect means — description, unit, default,
/// range, and when it has no effect — as the Markdown tables `Docs/Effects.md` shows or as JSON
/// (what the designer reads). Both come from the options types' ``SpecFieldHelp``.
enum OptionsCommand: Subcommand {
    static let name = "options"
    static let summary = "Describe every option of an effect: meaning, unit, default, range."
    static let discussion = """
        For each option of the effect: its key, its default (the effect's "default" preset), its
        unit, the range the designer's slider offers and what it does, with when it has no effect
        ("only while shadowEnabled is true"). --format markdown prints the tables Docs/Effects.md
        shows (Scripts/render-docs.sh copies them there); --format json prints
          {"effects":[{"name","options":[{"key","summary","unit","symbol","range","step","when"}…]}…]}

        Examples:
          paging-layout options --effect scale
          paging-layout options --format json
        """
    static let flags: [FlagSpec] = [
        .option("effect", "NAME", "Only this effect (default: all)."),
        .option("format", "markdown|json", "Output format (default: markdown)."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let format = try arguments.choice("format", among: ["markdown", "json"])
        let registry = EffectRegistry()
        let names = try EffectFlags.names(registry.effectNames, only: arguments.value("effect"))
        if format == "json" {
            let effects = try names.map { name in
                JSONValue.object([("name", .string(name)), ("options", try help(of: name, in: registry))])
            }
            return JSONValue.object([("effects", .array(effects))]).text + "\n"
        }
        return try names.map { try markdownTable(of: $0, in: registry) }.joined(separator: "\n")
    }

    /// The effect's options as JSON objects, in order: what the designer labels, limits and marks.
    static func help(of name: String, in registry: EffectRegistry) throws -> JSONValue {
        .array(
            try registry.effects.optionsHelp(of: name).map { help in
                var members: [(String, JSONValue)] = [
                    ("key", .string(help.key)), ("summary", .string(help.summary)),
                    ("unit", .string(help.unit.rawValue)), ("symbol", .string(help.unit.symbol)),
                ]
                if let range = help.range {
                    members.append(("range", .array([.number(range.lowerBound), .number(range.upperBound)])))
                }
                if let step = help.step { members.append(("step", .number(step))) }
                switch help.condition {
                case nil: break
                case .never: members.append(("when", .string("never")))
                case .whenOneOf(let key, let values):
                    members.append(("when", .object([("key", .string(key)), ("values", .array(values.map(JSONValue.init)))])))
                }
                return .object(members)
            })
    }

    /// The Markdown table of the effect's options, as `Docs/Effects.md` holds it. A group's own
    /// options have no default while the group is `nil` (—).
    static func markdownTable(of name: String, in registry: EffectRegistry) throws -> String {
        let defaults = try registry.effects.presetOptions(of: name, preset: "default")
        var text = "| option | default | unit | range | what it does |\n| --- | --- | --- | --- | --- |\n"
        for help in try registry.effects.optionsHelp(of: name) {
            let value = help.key.split(separator: ".").reduce(Optional(defaults)) { value, key in
                guard case .object(let members)? = value else { return nil }
                return members[String(key)]
            }
            let range = help.range.map { OptionValueText.number($0.lowerBound) + "…" + OptionValueText.number($0.upperBound) }
            let cells = [
                "`\(help.key)`", value.map(OptionValueText.markdown) ?? "—", help.unit.symbol, range ?? "",
                (help.summary + conditionText(help.condition)).replacingOccurrences(of: "|", with: "\\|"),
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// When an option has an effect, after its summary: "; only while `shadowEnabled` is true".
    private static func conditionText(_ condition: SpecFieldCondition?) -> String {
        switch condition {
        case nil: return ""
        case .never: return "; has no effect"
        case .whenOneOf(let key, let values):
            let names = values.map { value in
                switch value {
                case .string(let name): "`\(name)`"
                default: OptionValueText.markdown(value)
                }
            }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            return "; only while `\(key)` is \(list)"
        }
    }
}
