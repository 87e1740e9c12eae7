import Foundation

extension AnimatedLayoutOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md` and the designer): the
    /// animators that read an option as its condition.
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp("animator", "the animator"),
        SpecFieldHelp(
            "perspective", "the cube's perspective: −1 ÷ the viewer's distance", unit: .perspective,
            range: -0.01...0, step: 0.0001, when: .when("animator", isOneOf: ["cube"])),
        SpecFieldHelp(
            "totalAngle", "the angle a cube face turns by over one page", unit: .radians, range: 0...3.15, step: 0.01,
            when: .when("animator", isOneOf: ["cube"])),
        SpecFieldHelp(
            "minAlpha", "the alpha added to 1 − |position|; nil = 0.5 for linear card, 0 for rotate in/out",
            unit: .opacity, range: 0...1, step: 0.01, when: .when("animator", isOneOf: ["linearCard", "rotateInOut"])),
        SpecFieldHelp(
            "itemSpacing", "how far linear cards move towards the centre", unit: .viewportLengths, range: 0...1,
            step: 0.01, when: .when("animator", isOneOf: ["linearCard"])),
        SpecFieldHelp(
            "scaleRate", "the centred card's scale (linear card) or how much the leaving page shrinks; nil = by animator",
            unit: .factor, range: 0...1, step: 0.01,
            when: .when("animator", isOneOf: ["linearCard", "page", "zoomInOut"])),
        SpecFieldHelp(
            "speed", "how much slower the content moves than the page, 0 for none", unit: .factor, range: 0...1,
            step: 0.01, when: .when("animator", isOneOf: ["parallax"])),
        SpecFieldHelp(
            "maxRotate", "the turn one page away", unit: .radians, range: 0...3.15, step: 0.01,
            when: .when("animator", isOneOf: ["rotateInOut"])),
    ]
}
