import PagingLayout

extension ScaleTransformViewOptions: SwiftExpressible {
    /// `ScaleTransformViewOptions(…)` with the arguments that differ from the defaults.
    var swiftExpression: SwiftExpression {
        var arguments = InitializerArguments(self, defaults: ScaleTransformViewOptions())
        arguments.add("minScale", \.minScale)
        arguments.add("maxScale", \.maxScale)
        arguments.add("scaleRatio", \.scaleRatio)
        arguments.add("translationRatio", \.translationRatio)
        arguments.add("minTranslationRatio", \.minTranslationRatio)
        arguments.add("maxTranslationRatio", \.maxTranslationRatio)
        arguments.add("keepVerticalSpacingEqual", \.keepVerticalSpacingEqual)
        arguments.add("keepHorizontalSpacingEqual", \.keepHorizontalSpacingEqual)
        arguments.add("scaleCurve", \.scaleCurve)
        arguments.add("translationCurve", \.translationCurve)
        arguments.add("shadowEnabled", \.shadowEnabled)
        arguments.add("shadowColor", \.shadowColor)
        arguments.add("shadowOpacity", \.shadowOpacity)
        arguments.add("shadowRadiusMin", \.shadowRadiusMin)
        arguments.add("shadowRadiusMax", \.shadowRadiusMax)
        arguments.add("shadowOffsetMin", \.shadowOffsetMin)
        arguments.add("shadowOffsetMax", \.shadowOffsetMax)
        arguments.add("shadowOpacityMin", \.shadowOpacityMin)
        arguments.add("shadowOpacityMax", \.shadowOpacityMax)
        arguments.add("blurEffectEnabled", \.blurEffectEnabled)
        arguments.add("blurEffectRadiusRatio", \.blurEffectRadiusRatio)
        arguments.add("blurEffectStyle", \.blurEffectStyle)
        arguments.add("rotation3d", \.rotation3d)
        arguments.add("translation3d", \.translation3d)
        return .call("ScaleTransformViewOptions", arguments.list)
    }
}
