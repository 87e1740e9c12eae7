import Foundation

extension SlideEffectOptions: SpecFieldHelpTable {
    /// What each option does, its unit and range (`Docs/Effects.md`'s slide table and the designer).
    package static let specFieldHelp: [SpecFieldHelp] = [
        SpecFieldHelp(
            "scaleRatio", "scale = max(1 − |p| × ratio, 0) about the centre", unit: .factor, range: 0...1, step: 0.01),
        SpecFieldHelp("alphaRatio", "alpha = max(1 − |p| × ratio, 0)", unit: .factor, range: 0...1, step: 0.01),
    ]
}
