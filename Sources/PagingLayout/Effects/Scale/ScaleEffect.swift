import Foundation

/// The scale effect: side pages shrink, slide, optionally turn and move in 3-D, cast a shadow and blur.
///
/// The numbers are the original `ScaleTransformView`'s for the same options, size and progress.
/// The transform is built in the original's order: the 2-D translation and scale, lifted to 3-D;
/// then, with ``ScaleTransformViewOptions/rotation3d``, perspective `m34` set and the rotation
/// applied like `CATransform3DRotate`; then ``ScaleTransformViewOptions/translation3d`` applied like
/// `CATransform3DTranslate`.
///
/// ```swift
/// let effect = ScaleEffect(options: .layout(.coverFlow))
/// let attributes = effect.attributes(for: 0.5, in: EffectContext(targetSize: CGSize(width: 200, height: 300)))
/// ```
public struct ScaleEffect: PagingEffect, Equatable {
    /// The effect's settings.
    public var options: ScaleTransformViewOptions

    /// Creates the effect with `options`.
    public init(options: ScaleTransformViewOptions) {
        self.options = options
    }

    /// Creates the effect with the original library's default options.
    public init() {
        self.init(options: ScaleTransformViewOptions())
    }

    /// The target's state at `progress`: transform, shadow (when enabled), blur radius (when
    /// enabled with a positive ratio), double-sidedness (from the rotation) and the default z
    /// position. A non-finite progress counts as 0. Numbers that overflow (options or sizes so large
    /// that a product passes the largest `CGFloat`) hold at the largest finite value of their sign,
    /// and NaN from such an overflow counts as 0.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        freshAttributes(for: progress, in: context)
    }

    /// Writes ``attributes(for:in:)`` into `attributes`, field by field: nothing is copied whole.
    public func attributes(for progress: CGFloat, in context: EffectContext, into attributes: inout EffectAttributes) {
        let progress = EffectProgress.sanitized(progress)
        let size = context.targetSize
        attributes.reset(progress: progress, blurStyle: options.blurEffectStyle)
        attributes.shadow = shadow(progress: progress)
        attributes.transform = transform(progress: progress, size: size)
        if let rotation = options.rotation3d {
            attributes.isDoubleSided = rotation.isDoubleSided
        }
        if options.blurEffectEnabled, options.blurEffectRadiusRatio > 0 {
            attributes.blurRadius = abs(progress) * options.blurEffectRadiusRatio
        }
        if !attributes.computedFieldsAreFinite {
            // Something overflowed: an infinity meets the zeros that the products written for the
            // structure leave out, and only the full products give the NaN the original gives there.
            attributes.transform = transformByFullProducts(progress: progress, size: size)
            attributes.makeFinite()
        }
    }

    /// The transform in the original's order, each step a full 4 × 4 product: the 2-D part lifted
    /// to 3-D, then perspective and rotation, then the 3-D translation. ``transform(progress:size:)``
    /// gives the same numbers, bit for bit, whenever they are finite.
    func transformByFullProducts(progress: CGFloat, size: CGSize) -> Transform3D {
        var transform = Transform3D(planarTransform(progress: progress, size: size))
        if let rotation = options.rotation3d {
            transform.m34 = rotation.m34
            transform = transform.rotatedBy(
                angle: angle(of: rotation, progress: progress), x: rotation.x, y: rotation.y, z: rotation.z)
        }
        if let translation = options.translation3d {
            let offset = offset(of: translation, progress: progress, size: size)
            transform = transform.translatedBy(x: offset.x, y: offset.y, z: offset.z)
        }
        return transform
    }

    /// The shadow, stronger and farther for the centred page; `nil` when disabled.
    func shadow(progress: CGFloat) -> ShadowAttributes? {
        guard options.shadowEnabled else { return nil }
        let closeness = 1 - abs(progress)
        // Opacity is computed in Float, the type Core Animation keeps it in, as the original does.
        let opacityCloseness = 1 - abs(Float(progress))
        return ShadowAttributes(
            color: options.shadowColor,
            opacity: max(options.shadowOpacityMin, opacityCloseness * options.shadowOpacityMax),
            radius: max(options.shadowRadiusMin, closeness * options.shadowRadiusMax),
            offset: CGSize(
                width: max(options.shadowOffsetMin.width, closeness * options.shadowOffsetMax.width),
                height: max(options.shadowOffsetMin.height, closeness * options.shadowOffsetMax.height)))
    }

    /// The 2-D part: translate by the (clamped) translation, then scale.
    func planarTransform(progress: CGFloat, size: CGSize) -> AffineTransform2D {
        let planar = planarParts(progress: progress, size: size)
        return AffineTransform2D.identity
            .translatedBy(x: planar.x, y: planar.y)
            .scaledBy(x: planar.scale, y: planar.scale)
    }

    /// The 2-D part's numbers: the (clamped) scale and the (clamped) translation in points.
    func planarParts(progress: CGFloat, size: CGSize) -> (scale: CGFloat, x: CGFloat, y: CGFloat) {
        let distance = abs(progress)
        var scale = 1 - options.scaleCurve.computeFromLinear(progress: distance) * options.scaleRatio
        scale = max(scale, options.minScale)
        scale = min(scale, options.maxScale)

        // Shrinking leaves a gap of half the lost size on each side; closing it keeps spacing even.
        var xAdjustment: CGFloat = 0
        if options.keepHorizontalSpacingEqual {
            xAdjustment = (1 - scale) * size.width / 2
            if progress > 0 { xAdjustment = -xAdjustment }
        }
        let yAdjustment = options.keepVerticalSpacingEqual ? (1 - scale) * size.height / 2 : 0

        let travel = options.translationCurve.computeFromLinear(progress: distance)
        let side: CGFloat = progress < 0 ? -1 : 1
        var translateX = size.width * options.translationRatio.x * (travel * side) - xAdjustment
        var translateY = size.height * options.translationRatio.y * abs(travel) - yAdjustment
        if let lower = options.minTranslationRatio {
            translateX = max(translateX, size.width * lower.x)
            translateY = max(translateY, size.height * lower.y)
        }
        if let upper = options.maxTranslationRatio {
            translateX = min(translateX, size.width * upper.x)
            translateY = min(translateY, size.height * upper.y)
        }
        return (scale, translateX, translateY)
    }

    /// The rotation's angle at `progress`, clamped to its bounds, in radians.
    func angle(of rotation: ScaleTransformViewOptions.Rotation3dOptions, progress: CGFloat) -> CGFloat {
        min(max(rotation.angle * progress, rotation.minAngle), rotation.maxAngle)
    }

    /// The clamped 3-D translation in points; z is measured in widths, as in the original.
    func offset(
        of translation: ScaleTransformViewOptions.Translation3dOptions, progress: CGFloat, size: CGSize
    ) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let ratios = translation.translateRatios
        let lower = translation.minTranslateRatios
        let upper = translation.maxTranslateRatios
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            min(max(value, low * dimension), high * dimension)
        }
        let x = clamp(ratios.x * progress * size.width, lower.x, upper.x, size.width)
        let y = clamp(ratios.y * abs(progress) * size.height, lower.y, upper.y, size.height)
        let z = clamp(ratios.z * abs(progress) * size.width, lower.z, upper.z, size.width)
        return (x, y, z)
    }
}
