import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout presets`: every registered effect and its presets; with `--offset-effects` the
/// offset-driven effects, with `--layouts` the layout presets.
enum PresetsCommand: Subcommand {
    static let name = "presets"
    static let summary = "List every registered effect and its presets (with their options in JSON)."
    static let discussion = """
        The table lists each effect with its preset names. --format json prints
          {"effects":[{"name","presets":[{"name","options":{…}}…]}…]}
        where options are the preset's full options object, a starting point for --options files.
        --offset-effects lists the offset-driven effects (sticky, stretchy header, parallax, …) the
        same way; --layouts lists the layout presets, each with its layout and the effect each
        kind of element gets (paging-layout scene --preset NAME runs one).

        Examples:
          paging-layout presets
          paging-layout presets --effect stack --format json
          paging-layout presets --offset-effects
          paging-layout presets --layouts
        """
    static let flags: [FlagSpec] = [
        .option("effect", "NAME", "Only this effect (default: all)."),
        .option("format", "table|json", "Output format (default: table)."),
        .toggle("offset-effects", "List the offset-driven effects instead."),
        .toggle("layouts", "List the layout presets instead."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let format = try arguments.choice("format", among: ["table", "json"])
        if arguments.isSet("layouts") {
            for flag in ["effect", "offset-effects"] where arguments.value(flag) != nil || arguments.isSet(flag) {
                throw CommandLineError(flag: "--\(flag)", "cannot be combined with --layouts")
            }
            return layoutPresets(format: format)
        }
        guard arguments.isSet("offset-effects") else {
            return try effectPresets(EffectRegistry().effects, only: arguments.value("effect"), format: format)
        }
        return try effectPresets(OffsetEffectRegistry().effects, only: arguments.value("effect"), format: format)
    }

    /// The effects of `registry` and their presets, as a table or JSON.
    static func effectPresets<Effect>(_ registry: NamedEffects<Effect>, only: String?, format: String) throws
        -> String
    {
        let names = try EffectFlags.names(registry.effectNames, only: only)
        let effects = try names.map { name in (name, try registry.presetNames(of: name)) }
        if format == "table" {
            let rows = [["effect", "presets"]] + effects.map { [$0, $1.joined(separator: ", ")] }
            return TextColumns.lines(rows).map { $0 + "\n" }.joined()
        }
        return try catalogue(of: effects, in: registry).text + "\n"
    }

    /// `{"effects":[{"name","presets":[{"name","options":{…}}…]}…]}` for `effects` (names and their
    /// preset names) of `registry`: the JSON format's output, and what the designer's page reads.
    static func catalogue<Effect>(of effects: [(String, [String])], in registry: NamedEffects<Effect>) throws
        -> JSONValue
    {
        let list = try effects.map { name, presets in
            let options = try presets.map { preset in
                JSONValue.object([
                    ("name", .string(preset)),
                    ("options", JSONValue(try registry.presetOptions(of: name, preset: preset))),
                ])
            }
            return JSONValue.object([("name", .string(name)), ("presets", .array(options))])
        }
        return JSONValue.object([("effects", .array(list))])
    }

    /// The layout presets: name, layout and each element kind's effect, as a table or JSON
    /// (`{"layouts":[{"name","layout","effects":[{"kind","effect","preset"}…]}…]}`).
    static func layoutPresets(format: String) -> String {
        func effects(_ preset: LayoutPreset) -> [(kind: String, effect: String, preset: String)] {
            preset.effects.compactMap { slot in
                guard case .effect(let name, let presetName, _) = slot.spec.content else { return nil }
                return (slot.kind.rawValue, name, presetName ?? "default")
            }
        }
        let presets = LayoutPreset.allCases
        if format == "table" {
            let rows = presets.map { preset in
                let list = effects(preset).map { slot in
                    "\(slot.kind): \(slot.effect)" + (slot.preset == "default" ? "" : "/\(slot.preset)")
                }
                return [preset.name, preset.layoutName, list.joined(separator: ", ")]
            }
            return TextColumns.lines([["preset", "layout", "effects"]] + rows).map { $0 + "\n" }.joined()
        }
        let list = presets.map { preset in
            let slots = effects(preset).map { slot in
                JSONValue.object([
                    ("kind", .string(slot.kind)), ("effect", .string(slot.effect)),
                    ("preset", .string(slot.preset)),
                ])
            }
            return JSONValue.object([
                ("name", .string(preset.name)),
                ("layout", .string(preset.layoutName)),
                ("effects", .array(slots)),
            ])
        }
        return JSONValue.object([("layouts", .array(list))]).text + "\n"
    }
}
