import PagingLayout

extension StackTransformViewOptions: SwiftExpressible {
    /// `StackTransformViewOptions(…)` with the arguments that differ from the defaults, the rotate
    /// angle under its corrected label `stackRotateAngle`.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: StackTransformViewOptions())
        arguments.add("scaleFactor", \.scaleFactor)
        arguments.add("minScale", \.minScale)
        arguments.add("maxScale", \.maxScale)
        arguments.add("maxStackSize", \.maxStackSize)
        arguments.add("spacingFactor", \.spacingFactor)
        arguments.add("maxSpacing", \.maxSpacing)
        arguments.add("alphaFactor", \.alphaFactor)
        arguments.add("bottomStackAlphaSpeedFactor", \.bottomStackAlphaSpeedFactor)
        arguments.add("topStackAlphaSpeedFactor", \.topStackAlphaSpeedFactor)
        arguments.add("perspectiveRatio", \.perspectiveRatio)
        arguments.add("shadowEnabled", \.shadowEnabled)
        arguments.add("shadowColor", \.shadowColor)
        arguments.add("shadowOpacity", \.shadowOpacity)
        arguments.add("shadowOffset", \.shadowOffset)
        arguments.add("shadowRadius", \.shadowRadius)
        arguments.add("stackRotateAngle", \.stackRotateAngle)
        arguments.add("popAngle", \.popAngle)
        arguments.add("popOffsetRatio", \.popOffsetRatio)
        arguments.add("stackPosition", \.stackPosition)
        arguments.add("reverse", \.reverse)
        arguments.add("blurEffectEnabled", \.blurEffectEnabled)
        arguments.add("maxBlurEffectRadius", \.maxBlurEffectRadius)
        arguments.add("blurEffectStyle", \.blurEffectStyle)
        return .call("StackTransformViewOptions", arguments.list)
    }
}
