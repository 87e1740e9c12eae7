import Foundation

extension ICarouselOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, `null` restores a per-type default (`spacing`, `radius`,
    /// `tilt`, `count`, `numberOfItems`, `fadeMin`, `fadeMax`, `showBackfaces`), an unknown key is an
    /// error. `type` is a case name such as `"coverFlow"`; `viewpointOffset` is `{"width","height"}`.
    ///
    /// ```json
    /// {"type": "cylinder", "numberOfItems": 8, "showBackfaces": false}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys)
        let d = ICarouselOptions()
        self.init(
            type: try c.value("type", default: d.type),
            spacing: try c.optionalNumber("spacing", default: d.spacing),
            arc: try c.number("arc", default: d.arc),
            radius: try c.optionalNumber("radius", default: d.radius),
            tilt: try c.optionalNumber("tilt", default: d.tilt),
            count: try c.optionalWholeNumber("count", default: d.count),
            numberOfItems: try c.optionalWholeNumber("numberOfItems", default: d.numberOfItems),
            perspective: try c.number("perspective", default: d.perspective),
            viewpointOffset: try c.size("viewpointOffset", default: d.viewpointOffset),
            fadeMin: try c.optionalNumber("fadeMin", default: d.fadeMin),
            fadeMax: try c.optionalNumber("fadeMax", default: d.fadeMax),
            fadeRange: try c.number("fadeRange", default: d.fadeRange),
            fadeMinAlpha: try c.number("fadeMinAlpha", default: d.fadeMinAlpha),
            wrap: try c.value("wrap", default: d.wrap),
            showBackfaces: try c.optionalValue("showBackfaces", default: d.showBackfaces),
            toggle: try c.number("toggle", default: d.toggle))
    }

    /// Writes every field under its property name (`null` for a per-type default).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encode(type, forKey: SpecCodingKey("type"))
        try c.encode(spacing, forKey: SpecCodingKey("spacing"))
        try c.encode(arc, forKey: SpecCodingKey("arc"))
        try c.encode(radius, forKey: SpecCodingKey("radius"))
        try c.encode(tilt, forKey: SpecCodingKey("tilt"))
        try c.encode(count, forKey: SpecCodingKey("count"))
        try c.encode(numberOfItems, forKey: SpecCodingKey("numberOfItems"))
        try c.encode(perspective, forKey: SpecCodingKey("perspective"))
        try c.encodeSize(viewpointOffset, forKey: "viewpointOffset")
        try c.encode(fadeMin, forKey: SpecCodingKey("fadeMin"))
        try c.encode(fadeMax, forKey: SpecCodingKey("fadeMax"))
        try c.encode(fadeRange, forKey: SpecCodingKey("fadeRange"))
        try c.encode(fadeMinAlpha, forKey: SpecCodingKey("fadeMinAlpha"))
        try c.encode(wrap, forKey: SpecCodingKey("wrap"))
        try c.encode(showBackfaces, forKey: SpecCodingKey("showBackfaces"))
        try c.encode(toggle, forKey: SpecCodingKey("toggle"))
    }

    /// The keys an iCarousel options object may hold.
    static let specKeys = [
        "type", "spacing", "arc", "radius", "tilt", "count", "numberOfItems", "perspective", "viewpointOffset",
        "fadeMin", "fadeMax", "fadeRange", "fadeMinAlpha", "wrap", "showBackfaces", "toggle",
    ]
}

extension ICarouselOptions.CarouselType: Codable {
    /// Reads a type's name, such as `"coverFlow"`; anything else is an error listing the names.
    public init(from decoder: any Decoder) throws {
        self = try SpecEnumeration.decode(Self.self, from: decoder)
    }

    /// Writes the type's name.
    public func encode(to encoder: any Encoder) throws {
        try SpecEnumeration.encode(self, to: encoder)
    }
}
