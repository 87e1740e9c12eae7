import Foundation

extension AndroidPageOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md` and the designer).
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp("transformer", "the page transformer"),
        SpecFieldHelp(
            "minScale", "the smallest scale; nil = the guide's MIN_SCALE, 0.85 for zoom-out, 0.75 for depth",
            unit: .factor, range: 0...1, step: 0.01, when: .when("transformer", isOneOf: ["zoomOut", "depth"])),
        SpecFieldHelp(
            "minAlpha", "the smallest alpha (MIN_ALPHA)", unit: .opacity, range: 0...1, step: 0.01,
            when: .when("transformer", isOneOf: ["zoomOut"])),
        SpecFieldHelp(
            "margin", "the gap between pages (marginPx); negative counts as 0", unit: .points, range: 0...64, step: 1,
            when: .when("transformer", isOneOf: ["margin"])),
    ]
}
