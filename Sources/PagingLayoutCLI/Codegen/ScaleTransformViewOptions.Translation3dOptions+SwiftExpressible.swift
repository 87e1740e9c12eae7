import PagingLayout

extension ScaleTransformViewOptions.Translation3dOptions: SwiftExpressible {
    /// `ScaleTransformViewOptions.Translation3dOptions(translateRatios: (x, y, z), …)`, with the
    /// `(x, y, z)` tuples the original library's initializer takes.
    var swiftExpression: SwiftExpression {
        func tuple(_ vector: Vector3) -> SwiftExpression {
            .tuple([vector.x.swiftExpression, vector.y.swiftExpression, vector.z.swiftExpression])
        }
        return .call(
            "ScaleTransformViewOptions.Translation3dOptions",
            [
                .init("translateRatios", tuple(translateRatios)),
                .init("minTranslateRatios", tuple(minTranslateRatios)),
                .init("maxTranslateRatios", tuple(maxTranslateRatios)),
            ])
    }
}
