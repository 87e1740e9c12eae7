import Foundation

extension ThumbnailStripOptions: Codable {
    /// Reads options from a spec object whose keys are the property names.
    ///
    /// A missing key keeps the default, an unknown key is an error; `itemSize` is
    /// `{"width","height"}` with both ≥ 0; `distanceBetween` must be ≥ 0; each of `aspectRatios` must
    /// be a finite number > 0; every number must be finite. Errors name the key (and the ratio's
    /// index).
    ///
    /// ```json
    /// {"itemSize": {"width": 30, "height": 50}, "distanceBetween": 4, "aspectRatios": [1.5, 0.75], "expandingRate": 1}
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecCodingKey.self)
        try c.rejectUnknownKeys(allowed: ["itemSize", "distanceBetween", "aspectRatios", "expandingRate"])
        let d = ThumbnailStripOptions()
        let ratios: [Double] = try c.value("aspectRatios", default: [])
        if let bad = ratios.indices.first(where: { !(ratios[$0] > 0) }) {
            var path = c.codingPath
            path.append(SpecCodingKey("aspectRatios"))
            if let index = SpecCodingKey(intValue: bad) { path.append(index) }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: path, debugDescription: "expected an aspect ratio > 0, found \(ratios[bad])"))
        }
        self.init(
            itemSize: try c.nonNegativeSize("itemSize", default: d.itemSize),
            distanceBetween: try c.nonNegativeNumber("distanceBetween", default: d.distanceBetween),
            aspectRatios: ratios.map { CGFloat($0) },
            expandingRate: try c.number("expandingRate", default: d.expandingRate))
    }

    /// Writes every field under its property name.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: SpecCodingKey.self)
        try c.encodeSize(itemSize, forKey: "itemSize")
        try c.encode(Double(distanceBetween), forKey: SpecCodingKey("distanceBetween"))
        try c.encode(aspectRatios.map(Double.init), forKey: SpecCodingKey("aspectRatios"))
        try c.encode(Double(expandingRate), forKey: SpecCodingKey("expandingRate"))
    }
}
