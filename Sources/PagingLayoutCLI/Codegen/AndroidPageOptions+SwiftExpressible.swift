import PagingLayout

extension AndroidPageOptions: SwiftExpressible {
    /// `AndroidPageOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: AndroidPageOptions())
        arguments.add("transformer", \.transformer)
        arguments.add("minScale", \.minScale)
        arguments.add("minAlpha", \.minAlpha)
        arguments.add("margin", \.margin)
        return .call("AndroidPageOptions", arguments.list)
    }
}

extension AndroidPageOptions.Transformer: SwiftExpressible {
    /// The case as an implicit member: `.depth`.
    var swiftExpression: SwiftExpression { .code("." + rawValue) }
}
