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
extension SnapshotTransformViewOptions: Codable, SpecFieldTable {
    /// The options' fields, in the initialiser's order.
    package static let specFields: [SpecField<Self>] = [
        SpecField("pieceSizeRatio", \.pieceSizeRatio, .positiveSize),
        SpecField("piecesCornerRadiusRatio", \.piecesCornerRadiusRatio, .value),
        SpecField("piecesAlphaRatio", \.piecesAlphaRatio, .value),
        SpecField("piecesTranslationRatio", \.piecesTranslationRatio, .value),
        SpecField("minPiecesTranslationRatio", \.minPiecesTranslationRatio, .optionalValue()),
        SpecField("maxPiecesTranslationRatio", \.maxPiecesTranslationRatio, .optionalValue()),
        SpecField("piecesScaleRatio", \.piecesScaleRatio, .value),
        SpecField("containerScaleRatio", \.containerScaleRatio, .number),
        SpecField("containerTranslationRatio", \.containerTranslationRatio, .point),
        SpecField("containerMinTranslationRatio", \.containerMinTranslationRatio, .optionalPoint),
        SpecField("containerMaxTranslationRatio", \.containerMaxTranslationRatio, .optionalPoint),
    ]

    /// The original library's defaults.
    package static var specDefaults: Self { Self() }
}
