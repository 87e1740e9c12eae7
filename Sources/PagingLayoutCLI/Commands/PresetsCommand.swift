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
        let format = try arguments.value("format", default: "table", expected: "table or json") {
            ["table", "json"].contains($0) ? $0 : nil
        }
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
        var names = registry.effectNames
        if let only {
            guard names.contains(only) else {
                let error = EffectRegistryError.unknownEffect(only, known: names)
                throw CommandLineError(flag: "--effect", error.description)
            }
            names = [only]
        }
        let effects = try names.map { name in (name, try registry.presetNames(of: name)) }
        if format == "table" {
            let width = max(names.map(\.count).max() ?? 0, "effect".count)
            var text = "effect" + String(repeating: " ", count: width - 6) + "  presets\n"
            for (name, presets) in effects {
                text += name + String(repeating: " ", count: width - name.count) + "  "
                    + presets.joined(separator: ", ") + "\n"
            }
            return text
        }
        return try catalogue(of: effects, in: registry).text + "\n"
    }

    /// `{"effects":[{"name","presets":[{"name","options":{…}}…]}…]}` for `effects` (names and their
    /// preset names) of `registry`: the JSON format's output, and what the designer's page reads.
    static func catalogue<Effect>(of effects: [(String, [String])], in registry: NamedEffects<Effect>) throws
        -> JSONValue
    {
        let list = try effects.map { name, presets in
            JSONValue.object([
                ("name", .string(name)),
                (
                    "presets",
                    .array(
                        try presets.map { preset in
                            .object([
                                ("name", .string(preset)),
                                ("options", JSONValue(try registry.presetOptions(of: name, preset: preset))),
                            ])
                        })
                ),
            ])
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
            let width = max(presets.map(\.name.count).max() ?? 0, "preset".count)
            let layoutWidth = max(presets.map(\.layoutName.count).max() ?? 0, "layout".count)
            func pad(_ text: String, _ width: Int) -> String {
                text + String(repeating: " ", count: width - text.count)
            }
            var text = pad("preset", width) + "  " + pad("layout", layoutWidth) + "  effects\n"
            for preset in presets {
                let list = effects(preset).map { slot in
                    "\(slot.kind): \(slot.effect)" + (slot.preset == "default" ? "" : "/\(slot.preset)")
                }
                text += pad(preset.name, width) + "  " + pad(preset.layoutName, layoutWidth) + "  "
                    + list.joined(separator: ", ") + "\n"
            }
            return text
        }
        let list = presets.map { preset in
            JSONValue.object([
                ("name", .string(preset.name)),
                ("layout", .string(preset.layoutName)),
                (
                    "effects",
                    .array(
                        effects(preset).map { slot in
                            .object([
                                ("kind", .string(slot.kind)), ("effect", .string(slot.effect)),
                                ("preset", .string(slot.preset)),
                            ])
                        })
                ),
            ])
        }
        return JSONValue.object([("layouts", .array(list))]).text + "\n"
    }
}
