import Foundation

@testable import PagingLayout

/// The original library's scale and stack formulas, re-derived from its source
/// (`ScaleTransformView.swift`, `StackTransformView.swift`, `TransformCurve.swift`,
/// `CGFloat+Interpolate.swift`) step by step, with plain 4×4 matrices instead of `Transform3D`,
/// so the effects can be checked against them on arbitrary options.
enum OriginalFormulas {
    /// A 4×4 matrix, row by row, row-vector convention (Core Animation's).
    typealias Matrix = [Double]

    static let identity: Matrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// `a · b`: applies `a`, then `b`.
    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        var result = Matrix(repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                result[row * 4 + column] = (0..<4).reduce(0) { $0 + a[row * 4 + $1] * b[$1 * 4 + column] }
            }
        }
        return result
    }

    /// `CATransform3DTranslate(m, x, y, z)` = translation · m.
    static func translate(_ m: Matrix, _ x: Double, _ y: Double, _ z: Double) -> Matrix {
        multiply([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1], m)
    }

    /// `CATransform3DRotate(m, angle, x, y, z)` = rotation · m, the rotation by Rodrigues' formula
    /// about the normalised axis (none for a zero axis).
    static func rotate(_ m: Matrix, _ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return m }
        let (u, v, w) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        let rotation: Matrix = [
            u * u * k + c, u * v * k + w * s, u * w * k - v * s, 0,
            u * v * k - w * s, v * v * k + c, v * w * k + u * s, 0,
            u * w * k + v * s, v * w * k - u * s, w * w * k + c, 0,
            0, 0, 0, 1,
        ]
        return multiply(rotation, m)
    }

    /// A 2-D affine transform `(a, b, c, d, tx, ty)` as a 4×4 matrix.
    static func affine(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> Matrix {
        [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]
    }

    /// `TransformCurve.computeFromLinear` as the original writes it (NaN beyond its domain).
    static func curve(_ curve: TransformCurve, _ p: Double) -> Double {
        switch curve {
        case .linear: return p
        case .easeIn: return log10(1 + p * 9)
        case .easeOut: return 1 - log10(1 + (9 - p * 9))
        }
    }

    /// `CGFloat.interpolate(in:out:)`.
    static func interpolate(_ value: Double, _ inLower: Double, _ inUpper: Double, _ outLower: Double = 0,
                            _ outUpper: Double = 1) -> Double {
        var current = value
        if current > inUpper { current = inUpper }
        if current < inLower { current = inLower }
        let progress = abs(current - inLower) / abs(inUpper - inLower)
        return outLower + progress * abs(outUpper - outLower)
    }

    struct Shadow {
        var opacity: Float
        var radius: Double
        var offsetWidth: Double
        var offsetHeight: Double
    }

    struct Result {
        var transform: Matrix
        var alpha: Double = 1
        var shadow: Shadow?
        var blurRadius: Double = 0
        var isDoubleSided = true
        var zPosition: Int
    }

    /// `ScaleTransformView.applyScaleTransform(progress:)` on a view of `width × height`.
    static func scale(_ o: ScaleTransformViewOptions, progress: Double, width: Double, height: Double) -> Result {
        var result = Result(transform: identity, zPosition: Int(-abs(progress.rounded())))
        if o.shadowEnabled {
            let multiplier = 1 - abs(progress)
            result.shadow = Shadow(
                opacity: max(o.shadowOpacityMin, (1 - abs(Float(progress))) * o.shadowOpacityMax),
                radius: max(o.shadowRadiusMin, multiplier * o.shadowRadiusMax),
                offsetWidth: max(o.shadowOffsetMin.width, multiplier * o.shadowOffsetMax.width),
                offsetHeight: max(o.shadowOffsetMin.height, multiplier * o.shadowOffsetMax.height))
        }
        // applyScaleAndTranslation
        var scale = 1 - curve(o.scaleCurve, abs(progress)) * o.scaleRatio
        scale = min(max(scale, o.minScale), o.maxScale)
        var xAdjustment = 0.0
        var yAdjustment = 0.0
        if o.keepHorizontalSpacingEqual {
            xAdjustment = ((1 - scale) * width) / 2
            if progress > 0 { xAdjustment *= -1 }
        }
        if o.keepVerticalSpacingEqual { yAdjustment = ((1 - scale) * height) / 2 }
        let translateProgress = curve(o.translationCurve, abs(progress))
        var translateX = width * o.translationRatio.x * (translateProgress * (progress < 0 ? -1 : 1)) - xAdjustment
        var translateY = height * o.translationRatio.y * abs(translateProgress) - yAdjustment
        if let lower = o.minTranslationRatio {
            translateX = max(translateX, width * lower.x)
            translateY = max(translateY, height * lower.y)
        }
        if let upper = o.maxTranslationRatio {
            translateX = min(translateX, width * upper.x)
            translateY = min(translateY, height * upper.y)
        }
        // identity.translatedBy(tx, ty).scaledBy(s, s): scale first, then translate.
        var transform = affine(scale, 0, 0, scale, translateX, translateY)
        // applyCATransform3D
        if let r = o.rotation3d {
            let angle = min(max(r.angle * progress, r.minAngle), r.maxAngle)
            transform[11] = r.m34
            transform = rotate(transform, angle, r.x, r.y, r.z)
            result.isDoubleSided = r.isDoubleSided
        }
        if let t = o.translation3d {
            var x = t.translateRatios.x * progress * width
            var y = t.translateRatios.y * abs(progress) * height
            var z = t.translateRatios.z * abs(progress) * width
            x = min(max(x, t.minTranslateRatios.x * width), t.maxTranslateRatios.x * width)
            y = min(max(y, t.minTranslateRatios.y * height), t.maxTranslateRatios.y * height)
            z = min(max(z, t.minTranslateRatios.z * width), t.maxTranslateRatios.z * width)
            transform = translate(transform, x, y, z)
        }
        result.transform = transform
        if o.blurEffectRadiusRatio > 0, o.blurEffectEnabled {
            result.blurRadius = abs(progress) * o.blurEffectRadiusRatio
        }
        return result
    }

    /// `StackTransformView.applyStackTransform(progress:)` and `zPosition(progress:)` on a view of
    /// `width × height`.
    static func stack(_ o: StackTransformViewOptions, progress rawProgress: Double, width: Double, height: Double)
        -> Result
    {
        var zPosition = -Int(rawProgress.rounded())
        if o.reverse { zPosition *= -1 }
        var result = Result(transform: identity, zPosition: zPosition)
        let progress = o.reverse ? -rawProgress : rawProgress
        if o.shadowEnabled {
            result.shadow = Shadow(
                opacity: o.shadowOpacity, radius: o.shadowRadius, offsetWidth: o.shadowOffset.width,
                offsetHeight: o.shadowOffset.height)
        }
        // applyScale
        var scale = 1 - progress * o.scaleFactor
        if let minScale = o.minScale { scale = max(minScale, scale) }
        if let maxScale = o.maxScale { scale = min(maxScale, scale) }
        let stackProgress = interpolate(progress, 0, Double(o.maxStackSize))
        let perspectiveProgress = curve(.easeOut, stackProgress) * o.perspectiveRatio
        var xSpacing = width * o.spacingFactor
        if let maxSpacing = o.maxSpacing { xSpacing = min(xSpacing, width * maxSpacing) }
        let translateX = xSpacing * -max(progress, 0) * -o.stackPosition.x
        var ySpacing = height * o.spacingFactor
        if let maxSpacing = o.maxSpacing { ySpacing = min(ySpacing, height * maxSpacing) }
        let translateY = ySpacing * -max(progress, 0) * -o.stackPosition.y
        var yAdjustment = ((scale - 1) * height) / 2
        yAdjustment += perspectiveProgress * height
        yAdjustment *= -o.stackPosition.y
        var xAdjustment = ((scale - 1) * width) / 2
        xAdjustment += perspectiveProgress * width
        xAdjustment *= -o.stackPosition.x
        if progress < 0 {
            xAdjustment -= width * o.popOffsetRatio.width * progress
            yAdjustment -= height * o.popOffsetRatio.height * progress
        }
        let scaled = affine(scale, 0, 0, scale, translateX + xAdjustment, translateY + yAdjustment)
        // applyAlpha
        var alpha = 1.0
        let stackSize = Double(o.maxStackSize)
        if progress >= stackSize - 1 {
            let target = stackSize - 1
            alpha = 1 - interpolate(progress, target, target + o.bottomStackAlphaSpeedFactor)
        } else if progress < 0 {
            alpha = interpolate(progress, -1, -1 + o.topStackAlphaSpeedFactor)
        }
        if alpha > 0, progress >= 0 { alpha -= progress * o.alphaFactor }
        result.alpha = alpha
        // applyRotation: transform.rotated(by: angle) turns first, then applies the transform.
        var angle = 0.0
        if progress <= 0 {
            angle = -interpolate(abs(progress), 0, 1, 0, abs(o.popAngle))
            if o.popAngle < 0 { angle *= -1 }
        } else {
            let floatAmount = abs(progress - Double(Int(progress)))
            angle = -floatAmount * o.stackRotateAngle * 2 + o.stackRotateAngle
            if Int(progress) % 2 == 0 { angle *= -1 }
            if progress < 1 { angle += interpolate(1 - progress, 0, 1, 0, o.stackRotateAngle) }
        }
        result.transform = multiply(affine(cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0), scaled)
        // applyBlurEffect
        if o.maxBlurEffectRadius > 0, o.blurEffectEnabled {
            result.blurRadius = interpolate(max(progress, 0), 0, stackSize) * o.maxBlurEffectRadius
        }
        return result
    }
}
