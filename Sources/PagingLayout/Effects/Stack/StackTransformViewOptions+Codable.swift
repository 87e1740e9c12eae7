import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, `null` clears an optional field (`minScale`, `maxScale`,
/// `maxSpacing`), an unknown key is an error. The original's misspelling `stackRotateAngel` is
/// read too (giving both spellings is an error). Points are `{"x","y"}`, sizes
/// `{"width","height"}`, colours `"#RRGGBB[AA]"`, blur styles their case names.
///
/// ```json
/// {"maxStackSize": 5, "stackRotateAngle": 0.2, "maxScale": null}
/// ```
extension StackTransformViewOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names, and the
    /// original's misspelling `stackRotateAngel` is read too.
    package static let specFields: [SpecField<Self>] = [
        SpecField("scaleFactor", \.scaleFactor, .number),
        SpecField("minScale", \.minScale, .optionalNumber),
        SpecField("maxScale", \.maxScale, .optionalNumber),
        SpecField("maxStackSize", \.maxStackSize, .wholeNumber(atLeast: 0)),
        SpecField("spacingFactor", \.spacingFactor, .number),
        SpecField("maxSpacing", \.maxSpacing, .optionalNumber),
        SpecField("alphaFactor", \.alphaFactor, .number),
        SpecField("bottomStackAlphaSpeedFactor", \.bottomStackAlphaSpeedFactor, .number),
        SpecField("topStackAlphaSpeedFactor", \.topStackAlphaSpeedFactor, .number),
        SpecField("perspectiveRatio", \.perspectiveRatio, .number),
        SpecField("shadowEnabled", \.shadowEnabled, .value),
        SpecField("shadowColor", \.shadowColor, .color),
        SpecField("shadowOpacity", \.shadowOpacity, .floatNumber),
        SpecField("shadowOffset", \.shadowOffset, .size),
        SpecField("shadowRadius", \.shadowRadius, .number),
        SpecField("stackRotateAngle", \.stackRotateAngle, .number, formerKey: "stackRotateAngel"),
        SpecField("popAngle", \.popAngle, .number),
        SpecField("popOffsetRatio", \.popOffsetRatio, .size),
        SpecField("stackPosition", \.stackPosition, .point),
        SpecField("reverse", \.reverse, .value),
        SpecField("blurEffectEnabled", \.blurEffectEnabled, .value),
        SpecField("maxBlurEffectRadius", \.maxBlurEffectRadius, .number),
        SpecField("blurEffectStyle", \.blurEffectStyle, .value),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}
