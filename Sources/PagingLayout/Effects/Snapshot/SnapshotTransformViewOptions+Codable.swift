import Foundation

/// The spec-file form of snapshot options: an object whose keys are the property names.
///
/// A missing key keeps the default, `null` clears an optional field, an unknown key is an error.
/// `pieceSizeRatio` is `{"width","height"}`, the container ratios are `{"x","y"}` and the pieces
/// values are objects as listed on ``PiecesValue``:
///
/// ```json
/// {
///   "pieceSizeRatio": {"width": 0.25, "height": 0.1},
///   "piecesAlphaRatio": {"aggregated": [{"rowBasedMirror": 0.2}, {"columnBasedMirror": 0.4}], "operation": "sum"},
///   "piecesTranslationRatio": {"rowOddEven": [{"x": -0.15, "y": 0}, {"x": 0.15, "y": 0}]},
///   "containerMaxTranslationRatio": null
/// }
/// ```
extension SnapshotTransformViewOptions: Codable {
    /// Every key a spec object may have, in declaration order.
    static let specKeys = [
        "pieceSizeRatio", "piecesCornerRadiusRatio", "piecesAlphaRatio", "piecesTranslationRatio",
        "minPiecesTranslationRatio", "maxPiecesTranslationRatio", "piecesScaleRatio", "containerScaleRatio",
        "containerTranslationRatio", "containerMinTranslationRatio", "containerMaxTranslationRatio",
    ]

    /// Reads options from a spec object; missing keys keep the original library's defaults.
    public init(from decoder: any Decoder) throws {
        let defaults = SnapshotTransformViewOptions()
        let container = try decoder.container(keyedBy: SpecCodingKey.self)
        try container.rejectUnknownKeys(allowed: Self.specKeys)
        self.init(
            pieceSizeRatio: try container.positiveSize("pieceSizeRatio", default: defaults.pieceSizeRatio),
            piecesCornerRadiusRatio: try container.value(
                "piecesCornerRadiusRatio", default: defaults.piecesCornerRadiusRatio),
            piecesAlphaRatio: try container.value("piecesAlphaRatio", default: defaults.piecesAlphaRatio),
            piecesTranslationRatio: try container.value(
                "piecesTranslationRatio", default: defaults.piecesTranslationRatio),
            minPiecesTranslationRatio: try container.optionalValue(
                "minPiecesTranslationRatio", default: defaults.minPiecesTranslationRatio),
            maxPiecesTranslationRatio: try container.optionalValue(
                "maxPiecesTranslationRatio", default: defaults.maxPiecesTranslationRatio),
            piecesScaleRatio: try container.value("piecesScaleRatio", default: defaults.piecesScaleRatio),
            containerScaleRatio: try container.number("containerScaleRatio", default: defaults.containerScaleRatio),
            containerTranslationRatio: try container.point(
                "containerTranslationRatio", default: defaults.containerTranslationRatio),
            containerMinTranslationRatio: try container.optionalPoint(
                "containerMinTranslationRatio", default: defaults.containerMinTranslationRatio),
            containerMaxTranslationRatio: try container.optionalPoint(
                "containerMaxTranslationRatio", default: defaults.containerMaxTranslationRatio))
    }

    /// Writes every key; `nil` fields as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SpecCodingKey.self)
        try container.encodeSize(pieceSizeRatio, forKey: "pieceSizeRatio")
        try container.encode(piecesCornerRadiusRatio, forKey: SpecCodingKey("piecesCornerRadiusRatio"))
        try container.encode(piecesAlphaRatio, forKey: SpecCodingKey("piecesAlphaRatio"))
        try container.encode(piecesTranslationRatio, forKey: SpecCodingKey("piecesTranslationRatio"))
        try container.encode(minPiecesTranslationRatio, forKey: SpecCodingKey("minPiecesTranslationRatio"))
        try container.encode(maxPiecesTranslationRatio, forKey: SpecCodingKey("maxPiecesTranslationRatio"))
        try container.encode(piecesScaleRatio, forKey: SpecCodingKey("piecesScaleRatio"))
        try container.encode(Double(containerScaleRatio), forKey: SpecCodingKey("containerScaleRatio"))
        try container.encodePoint(containerTranslationRatio, forKey: "containerTranslationRatio")
        try container.encodeOptionalPoint(containerMinTranslationRatio, forKey: "containerMinTranslationRatio")
        try container.encodeOptionalPoint(containerMaxTranslationRatio, forKey: "containerMaxTranslationRatio")
    }
}
