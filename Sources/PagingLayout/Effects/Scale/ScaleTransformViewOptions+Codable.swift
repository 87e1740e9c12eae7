import Foundation

extension ScaleTransformViewOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, `null` clears an optional field (`minTranslationRatio`,
    /// `maxTranslationRatio`, `rotation3d`, `translation3d`), an unknown key is an error. Points are
    /// `{"x","y"}`, sizes `{"width","height"}`, colours `"#RRGGBB[AA]"`, curves and blur styles their
    /// case names.
    ///
    /// ```json
    /// {"minScale": 0.6, "scaleCurve": "easeIn", "rotation3d": null}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys)
        let d = ScaleTransformViewOptions()
        self.init(
            minScale: try c.number("minScale", default: d.minScale),
            maxScale: try c.number("maxScale", default: d.maxScale),
            scaleRatio: try c.number("scaleRatio", default: d.scaleRatio),
            translationRatio: try c.point("translationRatio", default: d.translationRatio),
            minTranslationRatio: try c.optionalPoint("minTranslationRatio", default: d.minTranslationRatio),
            maxTranslationRatio: try c.optionalPoint("maxTranslationRatio", default: d.maxTranslationRatio),
            keepVerticalSpacingEqual: try c.value("keepVerticalSpacingEqual", default: d.keepVerticalSpacingEqual),
            keepHorizontalSpacingEqual: try c.value(
                "keepHorizontalSpacingEqual", default: d.keepHorizontalSpacingEqual),
            scaleCurve: try c.value("scaleCurve", default: d.scaleCurve),
            translationCurve: try c.value("translationCurve", default: d.translationCurve),
            shadowEnabled: try c.value("shadowEnabled", default: d.shadowEnabled),
            shadowColor: try c.color("shadowColor", default: d.shadowColor),
            shadowOpacity: try c.floatNumber("shadowOpacity", default: d.shadowOpacity),
            shadowRadiusMin: try c.number("shadowRadiusMin", default: d.shadowRadiusMin),
            shadowRadiusMax: try c.number("shadowRadiusMax", default: d.shadowRadiusMax),
            shadowOffsetMin: try c.size("shadowOffsetMin", default: d.shadowOffsetMin),
            shadowOffsetMax: try c.size("shadowOffsetMax", default: d.shadowOffsetMax),
            shadowOpacityMin: try c.floatNumber("shadowOpacityMin", default: d.shadowOpacityMin),
            shadowOpacityMax: try c.floatNumber("shadowOpacityMax", default: d.shadowOpacityMax),
            blurEffectEnabled: try c.value("blurEffectEnabled", default: d.blurEffectEnabled),
            blurEffectRadiusRatio: try c.number("blurEffectRadiusRatio", default: d.blurEffectRadiusRatio),
            blurEffectStyle: try c.value("blurEffectStyle", default: d.blurEffectStyle),
            rotation3d: try c.optionalValue("rotation3d", default: d.rotation3d),
            translation3d: try c.optionalValue("translation3d", default: d.translation3d))
    }

    /// Writes every field under its property name (`null` for an absent optional).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(minScale, forKey: SpecCodingKey("minScale"))
        try c.encode(maxScale, forKey: SpecCodingKey("maxScale"))
        try c.encode(scaleRatio, forKey: SpecCodingKey("scaleRatio"))
        try c.encodePoint(translationRatio, forKey: "translationRatio")
        try c.encodeOptionalPoint(minTranslationRatio, forKey: "minTranslationRatio")
        try c.encodeOptionalPoint(maxTranslationRatio, forKey: "maxTranslationRatio")
        try c.encode(keepVerticalSpacingEqual, forKey: SpecCodingKey("keepVerticalSpacingEqual"))
        try c.encode(keepHorizontalSpacingEqual, forKey: SpecCodingKey("keepHorizontalSpacingEqual"))
        try c.encode(scaleCurve, forKey: SpecCodingKey("scaleCurve"))
        try c.encode(translationCurve, forKey: SpecCodingKey("translationCurve"))
        try c.encode(shadowEnabled, forKey: SpecCodingKey("shadowEnabled"))
        try c.encodeColor(shadowColor, forKey: "shadowColor")
        try c.encode(shadowOpacity, forKey: SpecCodingKey("shadowOpacity"))
        try c.encode(shadowRadiusMin, forKey: SpecCodingKey("shadowRadiusMin"))
        try c.encode(shadowRadiusMax, forKey: SpecCodingKey("shadowRadiusMax"))
        try c.encodeSize(shadowOffsetMin, forKey: "shadowOffsetMin")
        try c.encodeSize(shadowOffsetMax, forKey: "shadowOffsetMax")
        try c.encode(shadowOpacityMin, forKey: SpecCodingKey("shadowOpacityMin"))
        try c.encode(shadowOpacityMax, forKey: SpecCodingKey("shadowOpacityMax"))
        try c.encode(blurEffectEnabled, forKey: SpecCodingKey("blurEffectEnabled"))
        try c.encode(blurEffectRadiusRatio, forKey: SpecCodingKey("blurEffectRadiusRatio"))
        try c.encode(blurEffectStyle, forKey: SpecCodingKey("blurEffectStyle"))
        try c.encode(rotation3d, forKey: SpecCodingKey("rotation3d"))
        try c.encode(translation3d, forKey: SpecCodingKey("translation3d"))
    }

    /// The keys a scale options object may hold.
    static let specKeys = [
        "minScale", "maxScale", "scaleRatio", "translationRatio", "minTranslationRatio", "maxTranslationRatio",
        "keepVerticalSpacingEqual", "keepHorizontalSpacingEqual", "scaleCurve", "translationCurve",
        "shadowEnabled", "shadowColor", "shadowOpacity", "shadowRadiusMin", "shadowRadiusMax", "shadowOffsetMin",
        "shadowOffsetMax", "shadowOpacityMin", "shadowOpacityMax", "blurEffectEnabled", "blurEffectRadiusRatio",
        "blurEffectStyle", "rotation3d", "translation3d",
    ]
}

extension ScaleTransformViewOptions.Rotation3dOptions: Codable {
    /// Reads `{"angle","minAngle","maxAngle","x","y","z","m34"}` (all required, as the original's
    /// initialiser has no defaults for them) and an optional `"isDoubleSided"` (default `false`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["angle", "minAngle", "maxAngle", "x", "y", "z", "m34", "isDoubleSided"])
        self.init(
            angle: try c.requiredNumber("angle"),
            minAngle: try c.requiredNumber("minAngle"),
            maxAngle: try c.requiredNumber("maxAngle"),
            x: try c.requiredNumber("x"),
            y: try c.requiredNumber("y"),
            z: try c.requiredNumber("z"),
            m34: try c.requiredNumber("m34"),
            isDoubleSided: try c.value("isDoubleSided", default: false))
    }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(angle, forKey: SpecCodingKey("angle"))
        try c.encode(minAngle, forKey: SpecCodingKey("minAngle"))
        try c.encode(maxAngle, forKey: SpecCodingKey("maxAngle"))
        try c.encode(x, forKey: SpecCodingKey("x"))
        try c.encode(y, forKey: SpecCodingKey("y"))
        try c.encode(z, forKey: SpecCodingKey("z"))
        try c.encode(m34, forKey: SpecCodingKey("m34"))
        try c.encode(isDoubleSided, forKey: SpecCodingKey("isDoubleSided"))
    }
}

extension ScaleTransformViewOptions.Translation3dOptions: Codable {
    /// Reads `{"translateRatios":[x,y,z],"minTranslateRatios":[x,y,z],"maxTranslateRatios":[x,y,z]}`
    /// (all required).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["translateRatios", "minTranslateRatios", "maxTranslateRatios"])
        self.init(
            translateRatios: try c.decode(Vector3.self, forKey: SpecCodingKey("translateRatios")),
            minTranslateRatios: try c.decode(Vector3.self, forKey: SpecCodingKey("minTranslateRatios")),
            maxTranslateRatios: try c.decode(Vector3.self, forKey: SpecCodingKey("maxTranslateRatios")))
    }

    /// Writes the three ratios as `[x, y, z]` arrays.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(translateRatios, forKey: SpecCodingKey("translateRatios"))
        try c.encode(minTranslateRatios, forKey: SpecCodingKey("minTranslateRatios"))
        try c.encode(maxTranslateRatios, forKey: SpecCodingKey("maxTranslateRatios"))
    }
}
