import Foundation

extension StackTransformViewOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md`'s stack table and the designer).
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp(
            "scaleFactor", "scale lost per card down the pile (negative: cards grow): scale = 1 − p × factor", unit: .factor, range: -0.5...0.5,
            step: 0.01),
        SpecFieldHelp("minScale", "the smallest card scale; nil = unbounded", unit: .factor, range: 0...1, step: 0.01),
        SpecFieldHelp("maxScale", "the largest card scale; nil = unbounded", unit: .factor, range: 0...2, step: 0.01),
        SpecFieldHelp("maxStackSize", "cards the pile shows; the last one fades out", unit: .items, range: 0...10, step: 1),
        SpecFieldHelp(
            "spacingFactor", "the distance between cards", unit: .pageSizes, range: 0...0.3, step: 0.005),
        SpecFieldHelp(
            "maxSpacing", "a cap on the distance between cards; nil = none", unit: .pageSizes, range: 0...0.5,
            step: 0.005),
        SpecFieldHelp(
            "alphaFactor", "opacity lost per card below the top: alpha −= p × factor", unit: .factor, range: 0...1,
            step: 0.01),
        SpecFieldHelp(
            "bottomStackAlphaSpeedFactor", "the bottom card fades to 0 over this many pages past maxStackSize − 1",
            unit: .pages, range: 0...12, step: 0.05),
        SpecFieldHelp(
            "topStackAlphaSpeedFactor", "the popping card fades to 0 over this many pages before −1", unit: .pages,
            range: 0...5, step: 0.05),
        SpecFieldHelp(
            "perspectiveRatio", "extra spacing growing with depth, along the ease-out curve", unit: .factor,
            range: -1...1, step: 0.01),
        SpecFieldHelp("shadowEnabled", "whether cards cast a shadow"),
        SpecFieldHelp("shadowColor", "the shadow's colour", when: .whenOn("shadowEnabled")),
        SpecFieldHelp(
            "shadowOpacity", "the shadow's opacity", unit: .opacity, range: 0...1, step: 0.01,
            when: .whenOn("shadowEnabled")),
        SpecFieldHelp(
            "shadowOffset", "the shadow's offset", unit: .points, range: -20...20, step: 0.5,
            when: .whenOn("shadowEnabled")),
        SpecFieldHelp(
            "shadowRadius", "the shadow's blur radius", unit: .points, range: 0...30, step: 0.5,
            when: .whenOn("shadowEnabled")),
        SpecFieldHelp(
            "stackRotateAngle", "cards beneath turn alternately by ± this angle", unit: .radians, range: -1.6...1.6,
            step: 0.01),
        SpecFieldHelp("popAngle", "the turn of the top card while it pops", unit: .radians, range: -3.15...3.15, step: 0.01),
        SpecFieldHelp(
            "popOffsetRatio", "how far the popping card moves per page", unit: .pageSizes, range: -3...3, step: 0.05),
        SpecFieldHelp(
            "stackPosition", "where the pile grows: (0, −1) up, (0, 1) down, (±1, 0) sideways", range: -1...1,
            step: 0.1),
        SpecFieldHelp("reverse", "pop by scrolling the other way"),
        SpecFieldHelp("blurEffectEnabled", "whether cards beneath the top are blurred"),
        SpecFieldHelp(
            "maxBlurEffectRadius", "the blur at the bottom of the pile, growing with depth; 1 is the style's full blur",
            unit: .factor, range: 0...1, step: 0.01, when: .whenOn("blurEffectEnabled")),
        SpecFieldHelp(
            "blurEffectStyle", "the blur's look, UIKit's UIBlurEffect.Style", when: .whenOn("blurEffectEnabled")),
    ]
}
