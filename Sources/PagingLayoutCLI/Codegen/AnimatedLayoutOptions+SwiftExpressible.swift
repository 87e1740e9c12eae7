import PagingLayout

extension AnimatedLayoutOptions: SwiftExpressible {
    /// `AnimatedLayoutOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: AnimatedLayoutOptions())
        arguments.add("animator", \.animator)
        arguments.add("perspective", \.perspective)
        arguments.add("totalAngle", \.totalAngle)
        arguments.add("minAlpha", \.minAlpha)
        arguments.add("itemSpacing", \.itemSpacing)
        arguments.add("scaleRate", \.scaleRate)
        arguments.add("speed", \.speed)
        arguments.add("maxRotate", \.maxRotate)
        return .call("AnimatedLayoutOptions", arguments.list)
    }
}

extension AnimatedLayoutOptions.Animator: SwiftExpressible {
    /// The case as an implicit member: `.cube`.
    var swiftExpression: SwiftExpression { .code("." + rawValue) }
}
