import PagingLayout

extension ICarouselOptions: SwiftExpressible {
    /// `ICarouselOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: ICarouselOptions())
        arguments.add("type", \.type)
        arguments.add("spacing", \.spacing)
        arguments.add("arc", \.arc)
        arguments.add("radius", \.radius)
        arguments.add("tilt", \.tilt)
        arguments.add("count", \.count)
        arguments.add("numberOfItems", \.numberOfItems)
        arguments.add("perspective", \.perspective)
        arguments.add("viewpointOffset", \.viewpointOffset)
        arguments.add("fadeMin", \.fadeMin)
        arguments.add("fadeMax", \.fadeMax)
        arguments.add("fadeRange", \.fadeRange)
        arguments.add("fadeMinAlpha", \.fadeMinAlpha)
        arguments.add("wrap", \.wrap)
        arguments.add("showBackfaces", \.showBackfaces)
        arguments.add("toggle", \.toggle)
        return .call("ICarouselOptions", arguments.list)
    }
}

extension ICarouselOptions.CarouselType: SwiftExpressible {
    /// The case as an implicit member: `.coverFlow`.
    var swiftExpression: SwiftExpression { .code("." + rawValue) }
}
