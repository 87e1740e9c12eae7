import Foundation

/// Spec files give the options as an object whose keys are the property names.
///
/// A missing key keeps the default, `null` clears an optional field (`minTranslationRatio`,
/// `maxTranslationRatio`, `rotation3d`, `translation3d`), an unknown key is an error. Points are
/// `{"x","y"}`, sizes `{"width","height"}`, colours `"#RRGGBB[AA]"`, curves and blur styles their
/// case names.
///
/// ```json
/// {"minScale": 0.6, "scaleCurve": "easeIn", "rotation3d": null}
/// ```
extension ScaleTransformViewOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order: spec keys are the property names.
    package static let specFields: [SpecField<Self>] = [
        SpecField("minScale", \.minScale, .number),
        SpecField("maxScale", \.maxScale, .number),
        SpecField("scaleRatio", \.scaleRatio, .number),
        SpecField("translationRatio", \.translationRatio, .point),
        SpecField("minTranslationRatio", \.minTranslationRatio, .optionalPoint),
        SpecField("maxTranslationRatio", \.maxTranslationRatio, .optionalPoint),
        SpecField("keepVerticalSpacingEqual", \.keepVerticalSpacingEqual, .value),
        SpecField("keepHorizontalSpacingEqual", \.keepHorizontalSpacingEqual, .value),
        SpecField("scaleCurve", \.scaleCurve, .value),
        SpecField("translationCurve", \.translationCurve, .value),
        SpecField("shadowEnabled", \.shadowEnabled, .value),
        SpecField("shadowColor", \.shadowColor, .color),
        SpecField("shadowOpacity", \.shadowOpacity, .floatNumber),
        SpecField("shadowRadiusMin", \.shadowRadiusMin, .number),
        SpecField("shadowRadiusMax", \.shadowRadiusMax, .number),
        SpecField("shadowOffsetMin", \.shadowOffsetMin, .size),
        SpecField("shadowOffsetMax", \.shadowOffsetMax, .size),
        SpecField("shadowOpacityMin", \.shadowOpacityMin, .floatNumber),
        SpecField("shadowOpacityMax", \.shadowOpacityMax, .floatNumber),
        SpecField("blurEffectEnabled", \.blurEffectEnabled, .value),
        SpecField("blurEffectRadiusRatio", \.blurEffectRadiusRatio, .number),
        SpecField("blurEffectStyle", \.blurEffectStyle, .value),
        SpecField("rotation3d", \.rotation3d, .optionalValue()),
        SpecField("translation3d", \.translation3d, .optionalValue()),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}

extension ScaleTransformViewOptions.Rotation3dOptions: Codable, SpecFieldTable {
    /// The rotation's fields: all required but `isDoubleSided`, as the original's initialiser has
    /// no defaults for them.
    package static let specFields: [SpecField<Self>] = [
        SpecField("angle", \.angle, .requiredNumber),
        SpecField("minAngle", \.minAngle, .requiredNumber),
        SpecField("maxAngle", \.maxAngle, .requiredNumber),
        SpecField("x", \.x, .requiredNumber),
        SpecField("y", \.y, .requiredNumber),
        SpecField("z", \.z, .requiredNumber),
        SpecField("m34", \.m34, .requiredNumber),
        SpecField("isDoubleSided", \.isDoubleSided, .value),
    ]

    /// `isDoubleSided` `false`; the required fields' zeros are never used.
    package static var specDefaults: Self { Self(angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 0, z: 0, m34: 0) }

    /// Reads `{"angle","minAngle","maxAngle","x","y","z","m34"}` (all required, as the original's
    /// initialiser has no defaults for them) and an optional `"isDoubleSided"` (default `false`).
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}

extension ScaleTransformViewOptions.Translation3dOptions: Codable, SpecFieldTable {
    /// The translation's fields, all required, each an `[x, y, z]` array.
    package static let specFields: [SpecField<Self>] = [
        SpecField("translateRatios", \.translateRatios, .required),
        SpecField("minTranslateRatios", \.minTranslateRatios, .required),
        SpecField("maxTranslateRatios", \.maxTranslateRatios, .required),
    ]

    /// Zero vectors, never used: every field is required.
    package static var specDefaults: Self {
        let zero = Vector3(x: 0, y: 0, z: 0)
        return Self(translateRatios: zero, minTranslateRatios: zero, maxTranslateRatios: zero)
    }

    /// Reads `{"translateRatios":[x,y,z],"minTranslateRatios":[x,y,z],"maxTranslateRatios":[x,y,z]}`
    /// (all required).
    public init(from decoder: any Decoder) throws { try self.init(specFieldsFrom: decoder) }

    /// Writes the three ratios as `[x, y, z]` arrays.
    public func encode(to encoder: any Encoder) throws { try encodeSpecFields(to: encoder) }
}
