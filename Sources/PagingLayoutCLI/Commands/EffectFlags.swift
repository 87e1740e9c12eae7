import Foundation
import PagingLayout

/// The flags that choose an effect — `--effect NAME` with `--preset NAME` or `--options FILE.json`,
/// or `--spec FILE.json` — shared by `eval`, `render`, `hittest` and the previews.
///
/// `--effect` alone uses the effect's default options. Errors name the flag at fault.
struct EffectFlags {
    /// The flag specs, with what they accept in the help text.
    static let specs: [FlagSpec] = [
        .option(
            "effect", "NAME",
            "A registered effect: \(EffectRegistry().effectNames.joined(separator: ", ")) "
                + "(presets: 'paging-layout presets')."),
        .option("preset", "NAME", "A preset of --effect (default: the effect's default options)."),
        .option("options", "FILE.json", "The options of --effect as a JSON object, instead of --preset."),
        .option(
            "spec", "FILE.json",
            "A spec file ({\"version\":1,\"effect\":…} or {\"version\":1,\"compose\":[…]}) instead of --effect."),
    ]

    /// The chosen effect.
    let effect: any PagingEffect
    /// The effect's name for output: the `--effect` name, or for a spec its effect's name
    /// (`compose(scale, stack)` for a composition).
    let displayName: String

    /// Reads the effect flags, looking effects up in `registry`.
    init(_ arguments: ParsedArguments, registry: EffectRegistry = EffectRegistry()) throws {
        if let specPath = arguments.value("spec") {
            for flag in ["effect", "preset", "options"] where arguments.value(flag) != nil {
                throw CommandLineError(flag: "--spec", "cannot be combined with --\(flag)")
            }
            let data = try FileAccess.read(specPath, flag: "--spec")
            let spec: EffectSpec
            do {
                spec = try SpecError.decode(EffectSpec.self, from: data)
                effect = try registry.makeEffect(spec)
            } catch {
                throw CommandLineError(flag: "--spec", "\(specPath): \(error)", status: .invalidInput)
            }
            displayName = Self.name(of: spec.content)
            return
        }
        guard let name = arguments.value("effect") else {
            let dependent = ["preset", "options"].first { arguments.value($0) != nil }
            if let dependent { throw CommandLineError(flag: "--\(dependent)", "needs --effect NAME") }
            throw CommandLineError(flag: "--effect", "is required (or --spec FILE.json)")
        }
        displayName = name
        let preset = arguments.value("preset")
        let optionsPath = arguments.value("options")
        if optionsPath != nil, preset != nil {
            throw CommandLineError(flag: "--options", "cannot be combined with --preset")
        }
        do {
            if let optionsPath {
                let options = try FileAccess.read(optionsPath, flag: "--options", what: "an options file")
                effect = try registry.effect(named: name, optionsJSON: options)
            } else {
                effect = try registry.effect(named: name, preset: preset)
            }
        } catch let error as EffectRegistryError {
            throw Self.flagError(error, optionsPath: optionsPath)
        }
    }

    /// A registry error as a command-line error on the flag it concerns.
    private static func flagError(_ error: EffectRegistryError, optionsPath: String?) -> CommandLineError {
        switch error {
        case .unknownEffect: return CommandLineError(flag: "--effect", error.description)
        case .unknownPreset: return CommandLineError(flag: "--preset", error.description)
        case .invalidOptions(_, let specError):
            return CommandLineError(
                flag: "--options", "\(optionsPath ?? "defaults"): \(specError)", status: .invalidInput)
        }
    }

    /// What besides the effect's name the flags chose, for titles: the preset, or the file name of
    /// the options or spec; empty for the effect's default options.
    static func detail(_ arguments: ParsedArguments) -> String {
        let file = arguments.value("options") ?? arguments.value("spec")
        return arguments.value("preset") ?? file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
    }

    /// `names`, or just `only` when `--effect` names one of them (an unknown name is an error on it).
    static func names(_ names: [String], only: String?) throws -> [String] {
        guard let only else { return names }
        guard names.contains(only) else {
            throw CommandLineError(flag: "--effect", EffectRegistryError.unknownEffect(only, known: names).description)
        }
        return [only]
    }

    /// `scale` for an effect, `compose(scale, stack)` for a composition.
    static func name(of content: EffectSpec.Content) -> String {
        switch content {
        case .effect(let name, _, _): return name
        case .compose(let entries): return "compose(" + entries.map(name(of:)).joined(separator: ", ") + ")"
        }
    }
}
