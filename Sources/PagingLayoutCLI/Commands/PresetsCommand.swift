import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout presets`: every registered effect and its presets.
enum PresetsCommand: Subcommand {
    static let name = "presets"
    static let summary = "List every registered effect and its presets (with their options in JSON)."
    static let discussion = """
        The table lists each effect with its preset names. --format json prints
          {"effects":[{"name","presets":[{"name","options":{…}}…]}…]}
        where options are the preset's full options object, a starting point for --options files.

        Examples:
          paging-layout presets
          paging-layout presets --effect stack --format json
        """
    static let flags: [FlagSpec] = [
        .option("effect", "NAME", "Only this effect (default: all)."),
        .option("format", "table|json", "Output format (default: table)."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let registry = EffectRegistry()
        let format = try arguments.value("format", default: "table", expected: "table or json") {
            ["table", "json"].contains($0) ? $0 : nil
        }
        var names = registry.effectNames
        if let only = arguments.value("effect") {
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
    static func catalogue(of effects: [(String, [String])], in registry: EffectRegistry) throws -> JSONValue {
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
}
