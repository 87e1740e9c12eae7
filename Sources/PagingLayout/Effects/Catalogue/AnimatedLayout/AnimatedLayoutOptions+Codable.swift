import Foundation

extension AnimatedLayoutOptions: Codable {
    /// Reads options from a spec object whose keys are the property names; `animator` is a case name
    /// such as `"cube"`, `minAlpha` and `scaleRate` take `null` for the animator's default. A missing
    /// key keeps the default, an unknown key is an error.
    ///
    /// ```json
    /// {"animator": "rotateInOut", "maxRotate": 0.5}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys)
        let d = AnimatedLayoutOptions()
        self.init(
            animator: try c.value("animator", default: d.animator),
            perspective: try c.number("perspective", default: d.perspective),
            totalAngle: try c.number("totalAngle", default: d.totalAngle),
            minAlpha: try c.optionalNumber("minAlpha", default: d.minAlpha),
            itemSpacing: try c.number("itemSpacing", default: d.itemSpacing),
            scaleRate: try c.optionalNumber("scaleRate", default: d.scaleRate),
            speed: try c.number("speed", default: d.speed),
            maxRotate: try c.number("maxRotate", default: d.maxRotate))
    }

    /// Writes every field under its property name (`null` for an animator's default).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(animator, forKey: SpecCodingKey("animator"))
        try c.encode(perspective, forKey: SpecCodingKey("perspective"))
        try c.encode(totalAngle, forKey: SpecCodingKey("totalAngle"))
        try c.encode(minAlpha, forKey: SpecCodingKey("minAlpha"))
        try c.encode(itemSpacing, forKey: SpecCodingKey("itemSpacing"))
        try c.encode(scaleRate, forKey: SpecCodingKey("scaleRate"))
        try c.encode(speed, forKey: SpecCodingKey("speed"))
        try c.encode(maxRotate, forKey: SpecCodingKey("maxRotate"))
    }

    /// The keys an options object may hold.
    static let specKeys = [
        "animator", "perspective", "totalAngle", "minAlpha", "itemSpacing", "scaleRate", "speed", "maxRotate",
    ]
}

extension AnimatedLayoutOptions.Animator: Codable {
    /// Reads an animator's name, such as `"cube"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the animator's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
