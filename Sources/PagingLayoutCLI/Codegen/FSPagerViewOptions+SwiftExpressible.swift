import PagingLayout

extension FSPagerViewOptions: SwiftExpressible {
    /// `FSPagerViewOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: FSPagerViewOptions())
        arguments.add("type", \.type)
        arguments.add("minimumScale", \.minimumScale)
        arguments.add("minimumAlpha", \.minimumAlpha)
        return .call("FSPagerViewOptions", arguments.list)
    }
}

extension FSPagerViewOptions.TransformerType: SwiftExpressible {
    /// The case as an implicit member: `.cubic`.
    var swiftExpression: SwiftExpression { .code("." + rawValue) }
}
