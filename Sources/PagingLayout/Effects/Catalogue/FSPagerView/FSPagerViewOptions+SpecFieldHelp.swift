import Foundation

extension FSPagerViewOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md` and the designer).
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp("type", "the transformer type"),
        SpecFieldHelp(
            "minimumScale", "the smallest page scale; nil = 0.85 for zoom-out, 0.5 for depth, else 0.65",
            unit: .factor, range: 0...1, step: 0.01,
            when: .when("type", isOneOf: ["zoomOut", "depth", "overlap", "linear"])),
        SpecFieldHelp(
            "minimumAlpha", "the smallest page alpha", unit: .opacity, range: 0...1, step: 0.01,
            when: .when("type", isOneOf: ["zoomOut", "overlap", "linear", "ferrisWheel", "invertedFerrisWheel"])),
    ]
}
