import Foundation

extension ListLayoutOptions: Codable {
    /// The spec keys, which are the property names.
    static let specKeys = [
        "itemSize", "headerSize", "menuSize", "sectionsHeaderSize", "sectionsFooterSize", "isHeaderStretchy",
        "isAlphaOnHeaderActive", "headerOverlayMaxAlphaValue", "isMenuSticky", "isSectionHeadersSticky",
        "isParallaxOnCellsEnabled", "maxParallaxOffset", "minimumInteritemSpacing", "minimumLineSpacing",
    ]

    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, `null` clears a size (no such element), an unknown key is
    /// an error. Sizes are `{"width","height"}` with both ≥ 0; `minimumLineSpacing` must be ≥ 0;
    /// every number must be finite. Errors name the key.
    ///
    /// ```json
    /// {"itemSize": {"width": 320, "height": 120}, "isParallaxOnCellsEnabled": true, "maxParallaxOffset": 30}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: Self.specKeys)
        let d = ListLayoutOptions()
        func size(_ key: String) throws -> CGSize? {
            guard let size = try c.optionalValue(key, default: SizeSpec?.none)?.size else { return nil }
            guard size.width >= 0, size.height >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: SpecCodingKey(key), in: c,
                    debugDescription: "expected a width and height ≥ 0, found \(size.width)×\(size.height)")
            }
            return size
        }
        let lineSpacing = try c.number("minimumLineSpacing", default: d.minimumLineSpacing)
        guard lineSpacing >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: SpecCodingKey("minimumLineSpacing"), in: c,
                debugDescription: "expected a spacing ≥ 0, found \(lineSpacing)")
        }
        self.init(
            itemSize: try size("itemSize"),
            headerSize: try size("headerSize"),
            menuSize: try size("menuSize"),
            sectionsHeaderSize: try size("sectionsHeaderSize"),
            sectionsFooterSize: try size("sectionsFooterSize"),
            isHeaderStretchy: try c.value("isHeaderStretchy", default: d.isHeaderStretchy),
            isAlphaOnHeaderActive: try c.value("isAlphaOnHeaderActive", default: d.isAlphaOnHeaderActive),
            headerOverlayMaxAlphaValue: try c.number(
                "headerOverlayMaxAlphaValue", default: d.headerOverlayMaxAlphaValue),
            isMenuSticky: try c.value("isMenuSticky", default: d.isMenuSticky),
            isSectionHeadersSticky: try c.value("isSectionHeadersSticky", default: d.isSectionHeadersSticky),
            isParallaxOnCellsEnabled: try c.value("isParallaxOnCellsEnabled", default: d.isParallaxOnCellsEnabled),
            maxParallaxOffset: try c.number("maxParallaxOffset", default: d.maxParallaxOffset),
            minimumInteritemSpacing: try c.number("minimumInteritemSpacing", default: d.minimumInteritemSpacing),
            minimumLineSpacing: lineSpacing)
    }

    /// Writes every field under its property name, `null` for an absent size.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        for (key, size) in [
            ("itemSize", itemSize), ("headerSize", headerSize), ("menuSize", menuSize),
            ("sectionsHeaderSize", sectionsHeaderSize), ("sectionsFooterSize", sectionsFooterSize),
        ] {
            try c.encode(size.map(SizeSpec.init), forKey: SpecCodingKey(key))
        }
        try c.encode(isHeaderStretchy, forKey: SpecCodingKey("isHeaderStretchy"))
        try c.encode(isAlphaOnHeaderActive, forKey: SpecCodingKey("isAlphaOnHeaderActive"))
        try c.encode(headerOverlayMaxAlphaValue, forKey: SpecCodingKey("headerOverlayMaxAlphaValue"))
        try c.encode(isMenuSticky, forKey: SpecCodingKey("isMenuSticky"))
        try c.encode(isSectionHeadersSticky, forKey: SpecCodingKey("isSectionHeadersSticky"))
        try c.encode(isParallaxOnCellsEnabled, forKey: SpecCodingKey("isParallaxOnCellsEnabled"))
        try c.encode(maxParallaxOffset, forKey: SpecCodingKey("maxParallaxOffset"))
        try c.encode(minimumInteritemSpacing, forKey: SpecCodingKey("minimumInteritemSpacing"))
        try c.encode(minimumLineSpacing, forKey: SpecCodingKey("minimumLineSpacing"))
    }
}
