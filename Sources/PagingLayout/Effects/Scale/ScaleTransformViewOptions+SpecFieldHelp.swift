import Foundation

extension ScaleTransformViewOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md`'s scale table and the designer).
    package static let specFieldHelp: [SpecFieldHelp] =
        [
            SpecFieldHelp("minScale", "the smallest scale a page shrinks to", unit: .factor, range: 0...2, step: 0.01),
            SpecFieldHelp("maxScale", "the largest scale a page grows to", unit: .factor, range: 0...2, step: 0.01),
            SpecFieldHelp(
                "scaleRatio", "scale lost per page away: scale = 1 − curve(|p|) × ratio", unit: .factor,
                range: 0...1, step: 0.01),
            SpecFieldHelp(
                "translationRatio", "move per page away: x = width × x × curve(|p|) signed, y = height × y × curve(|p|)",
                unit: .pageSizes, range: -2...2, step: 0.01),
            SpecFieldHelp(
                "minTranslationRatio", "the lower bound of that move; nil = unbounded", unit: .pageSizes,
                range: -10...10, step: 0.1),
            SpecFieldHelp(
                "maxTranslationRatio", "the upper bound of that move; nil = unbounded", unit: .pageSizes,
                range: -10...10, step: 0.1),
            SpecFieldHelp(
                "keepVerticalSpacingEqual", "move a shrunk page by half the height it lost, so vertical gaps stay even"),
            SpecFieldHelp(
                "keepHorizontalSpacingEqual", "move a shrunk page by half the width it lost, so horizontal gaps stay even"),
            SpecFieldHelp("scaleCurve", "the curve applied to |p| before scaling"),
            SpecFieldHelp("translationCurve", "the curve applied to |p| before moving"),
            SpecFieldHelp("shadowEnabled", "whether pages cast a shadow at all"),
            SpecFieldHelp("shadowColor", "the shadow's colour", when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowOpacity", "kept from the original, which does not read it either: shadowOpacityMin and shadowOpacityMax set the opacity",
                unit: .opacity, range: 0...1, step: 0.01, when: .never),
            SpecFieldHelp(
                "shadowRadiusMin", "the shadow's blur radius far from the centre: radius = max(min, (1 − |p|) × max)",
                unit: .points, range: 0...30, step: 0.5, when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowRadiusMax", "the shadow's blur radius on the centred page", unit: .points, range: 0...30,
                step: 0.5, when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowOffsetMin", "the shadow's offset far from the centre: per axis max(min, (1 − |p|) × max)",
                unit: .points, range: -20...20, step: 0.5, when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowOffsetMax", "the shadow's offset on the centred page", unit: .points, range: -20...20,
                step: 0.5, when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowOpacityMin", "the shadow's opacity far from the centre: max(min, (1 − |p|) × max)",
                unit: .opacity, range: 0...1, step: 0.01, when: .whenOn("shadowEnabled")),
            SpecFieldHelp(
                "shadowOpacityMax", "the shadow's opacity on the centred page", unit: .opacity, range: 0...1,
                step: 0.01, when: .whenOn("shadowEnabled")),
            SpecFieldHelp("blurEffectEnabled", "whether pages away from the centre are blurred"),
            SpecFieldHelp(
                "blurEffectRadiusRatio", "blur = |p| × ratio, where 1 is the style's full blur", unit: .factor,
                range: 0...1, step: 0.01, when: .whenOn("blurEffectEnabled")),
            SpecFieldHelp(
                "blurEffectStyle", "the blur's look, UIKit's UIBlurEffect.Style", when: .whenOn("blurEffectEnabled")),
            SpecFieldHelp("rotation3d", "a 3-D turn per page away; nil = none"),
        ] + Rotation3dOptions.specFieldHelp(nestedIn: "rotation3d")
        + [SpecFieldHelp("translation3d", "a 3-D move per page away; nil = none")]
        + Translation3dOptions.specFieldHelp(nestedIn: "translation3d")
}

extension ScaleTransformViewOptions.Rotation3dOptions: SpecFieldHelpTable {
    /// The turn's options: angle, its bounds, axis and perspective.
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp(
            "angle", "the turn per page away, clamped to minAngle…maxAngle", unit: .radians, range: -3.15...3.15,
            step: 0.01),
        SpecFieldHelp("minAngle", "the smallest turn", unit: .radians, range: -3.15...3.15, step: 0.01),
        SpecFieldHelp("maxAngle", "the largest turn", unit: .radians, range: -3.15...3.15, step: 0.01),
        SpecFieldHelp("x", "the x component of the axis turned about", range: -1...1, step: 0.1),
        SpecFieldHelp("y", "the y component of the axis turned about", range: -1...1, step: 0.1),
        SpecFieldHelp("z", "the z component of the axis turned about", range: -1...1, step: 0.1),
        SpecFieldHelp(
            "m34", "the perspective: −1 ÷ the viewer's distance", unit: .perspective, range: -0.01...0, step: 0.0001),
        SpecFieldHelp("isDoubleSided", "whether a page turned away shows its back"),
    ]
}

extension ScaleTransformViewOptions.Translation3dOptions: SpecFieldHelpTable {
    /// The move's options: ratios per page and their bounds, each `[x, y, z]`.
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp(
            "translateRatios", "[x, y, z] per page away (x signed; y and z by |p|; z in widths)", unit: .pageSizes,
            range: -2...2, step: 0.01),
        SpecFieldHelp(
            "minTranslateRatios", "the lower bounds of that move", unit: .pageSizes, range: -10...10, step: 0.1),
        SpecFieldHelp(
            "maxTranslateRatios", "the upper bounds of that move", unit: .pageSizes, range: -10...10, step: 0.1),
    ]
}
