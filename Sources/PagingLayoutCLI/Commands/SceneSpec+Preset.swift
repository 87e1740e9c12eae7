import Foundation
import PagingLayout

extension SceneSpec {
    /// The scene of the layout preset `preset` for a viewport of `viewportSize`: its layout,
    /// its settings for that viewport, and `sections` (the preset's sample counts when `nil`).
    init(preset: LayoutPreset, viewportSize: CGSize, sections: [Int]?) throws {
        guard let layout = SceneLayout.named(preset.layoutName) else {
            throw SpecError(path: "", message: "preset '\(preset.name)' names an unknown layout '\(preset.layoutName)'")
        }
        self.layout = layout
        self.sections = sections ?? preset.sampleItemCounts
        self.settings = try preset.settings(viewportSize: viewportSize)
        self.preset = preset
    }
}

extension SceneCommand {
    /// The scene `--spec FILE` or `--preset NAME` (with `--sections`) describes, and the name errors
    /// about it use (the file's path or `preset NAME`). Exactly one of the two flags is needed.
    static func sceneSpec(_ arguments: ParsedArguments, viewportSize: CGSize) throws -> (SceneSpec, String) {
        switch (arguments.value("spec"), arguments.value("preset")) {
        case (.some, .some):
            throw CommandLineError(flag: "--preset", "cannot be combined with --spec")
        case (.none, .none):
            throw CommandLineError(flag: "--spec", "is required (a scene file such as list.json; or --preset NAME)")
        case (.some(let path), .none):
            if arguments.value("sections") != nil {
                throw CommandLineError(flag: "--sections", "needs --preset (a scene file lists its own sections)")
            }
            return (try readSpec(path), path)
        case (.none, .some(let name)):
            guard let preset = LayoutPreset(rawValue: name) else {
                let names = LayoutPreset.allCases.map(\.name).joined(separator: ", ")
                throw CommandLineError(flag: "--preset", "unknown layout preset '\(name)'; known presets: \(names)")
            }
            let sections = try arguments.optionalValue(
                "sections", expected: "item counts such as 4,6,3", ValueParsers.sectionCounts)
            let label = "preset \(name)"
            do {
                return (try SceneSpec(preset: preset, viewportSize: viewportSize, sections: sections), label)
            } catch {
                throw CommandLineError(flag: "--preset", "\(label): \(SpecError(describing: error))", status: .invalidInput)
            }
        }
    }
}
