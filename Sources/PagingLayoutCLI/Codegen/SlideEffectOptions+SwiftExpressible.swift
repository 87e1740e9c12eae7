import PagingLayout

extension SlideEffectOptions: SwiftExpressible {
    /// `SlideEffectOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: SlideEffectOptions())
        arguments.add("scaleRatio", \.scaleRatio)
        arguments.add("alphaRatio", \.alphaRatio)
        return .call("SlideEffectOptions", arguments.list)
    }
}
