import Foundation

/// The stack effect: pages piled up like cards; the top card pops off while the ones below move up.
///
/// The numbers are the original `StackTransformView`'s for the same options, size and progress:
/// shadow, scale and translation, alpha, 2-D rotation (applied before the scale and translation,
/// like `CGAffineTransform.rotated(by:)`), blur and the stack's own z order. With
/// ``StackTransformViewOptions/reverse`` the progress is negated first.
///
/// ```swift
/// let effect = StackEffect(options: .layout(.rotary))
/// let attributes = effect.attributes(for: 1, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct StackEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: StackTransformViewOptions

    /// Creates the effect with `options`.
    public init(options: StackTransformViewOptions) {
        self.options = options
    }

    /// Creates the effect with the original library's default options.
    public init() {
        self.init(options: StackTransformViewOptions())
    }

    /// The card's state at `progress`: transform, alpha (raw, unclamped, as the original assigns it),
    /// shadow (when enabled), blur radius (when enabled with a positive maximum) and z position
    /// (``zPosition(progress:)``). A non-finite progress counts as 0. Numbers that overflow (options or
    /// sizes so large that a product passes the largest `CGFloat`) hold at the largest finite value of
    /// their sign, and NaN from such an overflow counts as 0.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        freshAttributes(for: progress, in: context)
    }

    /// Writes ``attributes(for:in:)`` into `attributes`, field by field: nothing is copied whole.
    public func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes) {
        let rawProgress = EffectProgress.sanitized(progress)
        let progress = options.reverse ? -rawProgress : rawProgress
        attributes.reset(progress: rawProgress, blurStyle: options.blurEffectStyle)
        attributes.zPosition = zPosition(progress: rawProgress)
        if options.shadowEnabled {
            attributes.shadow = ShadowAttributes(
                color: options.shadowColor, opacity: options.shadowOpacity, radius: options.shadowRadius,
                offset: options.shadowOffset)
        }
        let planar = scaleAndTranslation(progress: progress, size: context.targetSize)
            .rotated(by: rotationAngle(progress: progress))
        attributes.transform = Transform3D(planar)
        attributes.alpha = alpha(progress: progress)
        attributes.blurRadius = blurRadius(progress: progress)
        attributes.makeComputedFiniteAfterReset()
    }

    /// The stack's z order: `−round(progress)` (rounding half away from zero), negated with
    /// ``StackTransformViewOptions/reverse`` — the top card in front, popped cards above it.
    public func zPosition(progress: CGFloat) -> Int {
        // −round(p) is −|round(p)| for p ≥ 0 and +|round(p)| below, so the overflow-safe default
        // stacking order gives it with the sign of p.
        let sign = progress < 0 ? -1 : 1
        let zPosition = sign * DefaultStackingOrder.zPosition(progress: progress)
        return options.reverse ? -zPosition : zPosition
    }

    /// Scale, then the translation that stacks the card: spacing by depth, the scale and perspective
    /// adjustments towards ``StackTransformViewOptions/stackPosition`` and the pop-off offset.
    func scaleAndTranslation(progress: CGFloat, size: CGSize) -> AffineTransform2D {
        var scale = 1 - progress * options.scaleFactor
        if let minScale = options.minScale { scale = max(minScale, scale) }
        if let maxScale = options.maxScale { scale = min(maxScale, scale) }

        let depth = RangeInterpolation.interpolate(progress, inputLower: 0, inputUpper: CGFloat(options.maxStackSize))
        let perspective = TransformCurve.easeOut.computeFromLinear(progress: depth) * options.perspectiveRatio
        let position = options.stackPosition
        let below = max(progress, 0)

        var xSpacing = size.width * options.spacingFactor
        var ySpacing = size.height * options.spacingFactor
        if let maxSpacing = options.maxSpacing {
            xSpacing = min(xSpacing, size.width * maxSpacing)
            ySpacing = min(ySpacing, size.height * maxSpacing)
        }
        let translateX = xSpacing * -below * -position.x
        let translateY = ySpacing * -below * -position.y

        // Lines the scaled cards up on the stack's edge, then adds the depth-dependent perspective.
        var xAdjustment = (scale - 1) * size.width / 2
        xAdjustment += perspective * size.width
        xAdjustment *= -position.x
        var yAdjustment = (scale - 1) * size.height / 2
        yAdjustment += perspective * size.height
        yAdjustment *= -position.y
        if progress < 0 {
            xAdjustment -= size.width * options.popOffsetRatio.width * progress
            yAdjustment -= size.height * options.popOffsetRatio.height * progress
        }
        return AffineTransform2D.identity
            .translatedBy(x: translateX + xAdjustment, y: translateY + yAdjustment)
            .scaledBy(x: scale, y: scale)
    }

    /// The card's opacity: the bottom card fades out past the stack, the popping card fades out
    /// towards −1, and cards below the top lose `alphaFactor` per page.
    func alpha(progress: CGFloat) -> CGFloat {
        let stackSize = CGFloat(options.maxStackSize)
        var alpha: CGFloat = 1
        if progress >= stackSize - 1 {
            let lastCard = stackSize - 1
            alpha = 1 - RangeInterpolation.interpolate(
                progress, inputLower: lastCard, inputUpper: lastCard + options.bottomStackAlphaSpeedFactor)
        } else if progress < 0 {
            alpha = RangeInterpolation.interpolate(
                progress, inputLower: -1, inputUpper: -1 + options.topStackAlphaSpeedFactor)
        }
        if alpha > 0, progress >= 0 {
            alpha -= progress * options.alphaFactor
        }
        return alpha
    }

    /// The card's turn in radians: towards ``StackTransformViewOptions/popAngle`` while popping, and
    /// alternately ±``StackTransformViewOptions/stackRotateAngle`` below the top.
    func rotationAngle(progress: CGFloat) -> CGFloat {
        let rotateAngle = options.stackRotateAngle
        if progress <= 0 {
            var angle = -RangeInterpolation.interpolate(
                abs(progress), outputLower: 0, outputUpper: abs(options.popAngle))
            if options.popAngle < 0 { angle = -angle }
            return angle
        }
        // The whole pages and the fraction of this one; even depths turn one way, odd ones the
        // other. Computed in floating point so no progress can overflow an Int conversion.
        let wholePages = progress.rounded(.towardZero)
        let fraction = abs(progress - wholePages)
        var angle = -fraction * rotateAngle * 2 + rotateAngle
        if wholePages.truncatingRemainder(dividingBy: 2) == 0 { angle = -angle }
        if progress < 1 {
            angle += RangeInterpolation.interpolate(1 - progress, outputLower: 0, outputUpper: rotateAngle)
        }
        return angle
    }

    /// The blur, growing with depth to ``StackTransformViewOptions/maxBlurEffectRadius`` at the
    /// bottom of the stack; 0 when disabled or when the maximum is not positive.
    func blurRadius(progress: CGFloat) -> CGFloat {
        guard options.blurEffectEnabled, options.maxBlurEffectRadius > 0 else { return 0 }
        let depth = RangeInterpolation.interpolate(
            max(progress, 0), inputLower: 0, inputUpper: CGFloat(options.maxStackSize))
        return depth * options.maxBlurEffectRadius
    }
}
