import Foundation

extension StackTransformViewOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, `null` clears an optional field (`minScale`, `maxScale`,
    /// `maxSpacing`), an unknown key is an error. The original's misspelling `stackRotateAngel` is
    /// read too (giving both spellings is an error). Points are `{"x","y"}`, sizes
    /// `{"width","height"}`, colours `"#RRGGBB[AA]"`, blur styles their case names.
    ///
    /// ```json
    /// {"maxStackSize": 5, "stackRotateAngle": 0.2, "maxScale": null}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys + [Self.misspeltRotateAngleKey])
        let d = StackTransformViewOptions()
        let rotateAngleKey = c.contains(SpecCodingKey(Self.misspeltRotateAngleKey))
            ? Self.misspeltRotateAngleKey : "stackRotateAngle"
        if rotateAngleKey == Self.misspeltRotateAngleKey, c.contains(SpecCodingKey("stackRotateAngle")) {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey(Self.misspeltRotateAngleKey), in: c,
                debugDescription: "give either stackRotateAngle or its old spelling stackRotateAngel, not both")
        }
        self.init(
            scaleFactor: try c.number("scaleFactor", default: d.scaleFactor),
            minScale: try c.optionalNumber("minScale", default: d.minScale),
            maxScale: try c.optionalNumber("maxScale", default: d.maxScale),
            maxStackSize: try c.wholeNumber("maxStackSize", default: d.maxStackSize, atLeast: 0),
            spacingFactor: try c.number("spacingFactor", default: d.spacingFactor),
            maxSpacing: try c.optionalNumber("maxSpacing", default: d.maxSpacing),
            alphaFactor: try c.number("alphaFactor", default: d.alphaFactor),
            bottomStackAlphaSpeedFactor: try c.number(
                "bottomStackAlphaSpeedFactor", default: d.bottomStackAlphaSpeedFactor),
            topStackAlphaSpeedFactor: try c.number("topStackAlphaSpeedFactor", default: d.topStackAlphaSpeedFactor),
            perspectiveRatio: try c.number("perspectiveRatio", default: d.perspectiveRatio),
            shadowEnabled: try c.value("shadowEnabled", default: d.shadowEnabled),
            shadowColor: try c.color("shadowColor", default: d.shadowColor),
            shadowOpacity: try c.floatNumber("shadowOpacity", default: d.shadowOpacity),
            shadowOffset: try c.size("shadowOffset", default: d.shadowOffset),
            shadowRadius: try c.number("shadowRadius", default: d.shadowRadius),
            stackRotateAngle: try c.number(rotateAngleKey, default: d.stackRotateAngle),
            popAngle: try c.number("popAngle", default: d.popAngle),
            popOffsetRatio: try c.size("popOffsetRatio", default: d.popOffsetRatio),
            stackPosition: try c.point("stackPosition", default: d.stackPosition),
            reverse: try c.value("reverse", default: d.reverse),
            blurEffectEnabled: try c.value("blurEffectEnabled", default: d.blurEffectEnabled),
            maxBlurEffectRadius: try c.number("maxBlurEffectRadius", default: d.maxBlurEffectRadius),
            blurEffectStyle: try c.value("blurEffectStyle", default: d.blurEffectStyle))
    }

    /// Writes every field under its property name (`null` for an absent optional), with
    /// `stackRotateAngle` spelt right.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(scaleFactor, forKey: SpecCodingKey("scaleFactor"))
        try c.encode(minScale, forKey: SpecCodingKey("minScale"))
        try c.encode(maxScale, forKey: SpecCodingKey("maxScale"))
        try c.encode(maxStackSize, forKey: SpecCodingKey("maxStackSize"))
        try c.encode(spacingFactor, forKey: SpecCodingKey("spacingFactor"))
        try c.encode(maxSpacing, forKey: SpecCodingKey("maxSpacing"))
        try c.encode(alphaFactor, forKey: SpecCodingKey("alphaFactor"))
        try c.encode(bottomStackAlphaSpeedFactor, forKey: SpecCodingKey("bottomStackAlphaSpeedFactor"))
        try c.encode(topStackAlphaSpeedFactor, forKey: SpecCodingKey("topStackAlphaSpeedFactor"))
        try c.encode(perspectiveRatio, forKey: SpecCodingKey("perspectiveRatio"))
        try c.encode(shadowEnabled, forKey: SpecCodingKey("shadowEnabled"))
        try c.encodeColor(shadowColor, forKey: "shadowColor")
        try c.encode(shadowOpacity, forKey: SpecCodingKey("shadowOpacity"))
        try c.encodeSize(shadowOffset, forKey: "shadowOffset")
        try c.encode(shadowRadius, forKey: SpecCodingKey("shadowRadius"))
        try c.encode(stackRotateAngle, forKey: SpecCodingKey("stackRotateAngle"))
        try c.encode(popAngle, forKey: SpecCodingKey("popAngle"))
        try c.encodeSize(popOffsetRatio, forKey: "popOffsetRatio")
        try c.encodePoint(stackPosition, forKey: "stackPosition")
        try c.encode(reverse, forKey: SpecCodingKey("reverse"))
        try c.encode(blurEffectEnabled, forKey: SpecCodingKey("blurEffectEnabled"))
        try c.encode(maxBlurEffectRadius, forKey: SpecCodingKey("maxBlurEffectRadius"))
        try c.encode(blurEffectStyle, forKey: SpecCodingKey("blurEffectStyle"))
    }

    /// The keys a stack options object may hold (besides the old spelling of `stackRotateAngle`).
    static let specKeys = [
        "scaleFactor", "minScale", "maxScale", "maxStackSize", "spacingFactor", "maxSpacing", "alphaFactor",
        "bottomStackAlphaSpeedFactor", "topStackAlphaSpeedFactor", "perspectiveRatio", "shadowEnabled",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "stackRotateAngle", "popAngle",
        "popOffsetRatio", "stackPosition", "reverse", "blurEffectEnabled", "maxBlurEffectRadius", "blurEffectStyle",
    ]

    /// The original library's spelling of `stackRotateAngle`, accepted when reading.
    static let misspeltRotateAngleKey = "stackRotateAngel"
}
