import PagingLayout

extension SnapshotTransformViewOptions: SwiftExpressible {
    /// `SnapshotTransformViewOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: SnapshotTransformViewOptions())
        arguments.add("pieceSizeRatio", \.pieceSizeRatio)
        arguments.add("piecesCornerRadiusRatio", \.piecesCornerRadiusRatio)
        arguments.add("piecesAlphaRatio", \.piecesAlphaRatio)
        arguments.add("piecesTranslationRatio", \.piecesTranslationRatio)
        arguments.add("minPiecesTranslationRatio", \.minPiecesTranslationRatio)
        arguments.add("maxPiecesTranslationRatio", \.maxPiecesTranslationRatio)
        arguments.add("piecesScaleRatio", \.piecesScaleRatio)
        arguments.add("containerScaleRatio", \.containerScaleRatio)
        arguments.add("containerTranslationRatio", \.containerTranslationRatio)
        arguments.add("containerMinTranslationRatio", \.containerMinTranslationRatio)
        arguments.add("containerMaxTranslationRatio", \.containerMaxTranslationRatio)
        return .call("SnapshotTransformViewOptions", arguments.list)
    }
}
