import PagingLayout

extension ScaleTransformViewOptions.Rotation3dOptions: SwiftExpressible {
    /// `ScaleTransformViewOptions.Rotation3dOptions(angle: …, …, m34: …)`, with `isDoubleSided`
    /// only when it is `true` (its default is `false`; the other parameters have none).
    var swiftExpression: SwiftExpression {
        var arguments: [SwiftExpression.Argument] = [
            .init("angle", angle.swiftExpression), .init("minAngle", minAngle.swiftExpression),
            .init("maxAngle", maxAngle.swiftExpression), .init("x", x.swiftExpression),
            .init("y", y.swiftExpression), .init("z", z.swiftExpression), .init("m34", m34.swiftExpression),
        ]
        if isDoubleSided { arguments.append(.init("isDoubleSided", isDoubleSided.swiftExpression)) }
        return .call("ScaleTransformViewOptions.Rotation3dOptions", arguments)
    }
}
