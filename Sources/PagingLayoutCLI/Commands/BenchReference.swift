import Foundation
import PagingLayout

/// Hand-written computations of what the prepared effects compute, for `paging-layout bench` to
/// measure the effects against: straight-line arithmetic on the options, each matrix product
/// written out for the structure it has, nothing copied or checked that the outputs do not need.
///
/// Each gives the same transform, alpha and z position as the effect for finite progress within
/// ±1 000 000 (``BenchCommand`` checks that before it measures); shadows, blur and the finite-value
/// guard are the effects' extra work.
enum BenchReference {
    /// What a reference computes: the outputs the effects' ratios are measured on.
    struct Output: Equatable {
        var transform: Transform3D
        var alpha: CGFloat
        var zPosition: Int
    }

    /// A snapshot piece's outputs.
    struct Piece: Equatable {
        var frame: CGRect
        var transform: Transform3D
        var alpha: CGFloat
        var cornerRadius: CGFloat
    }

    /// `−|round(p)|`, the default z position.
    static func defaultZPosition(_ progress: CGFloat) -> Int { -Int(abs(progress).rounded()) }

    // MARK: - Scale

    /// The scale effect for `options` on a page of `size`.
    static func scale(_ options: ScaleTransformViewOptions, progress p: CGFloat, size: CGSize) -> Output {
        let distance = abs(p)
        var scale = 1 - curve(options.scaleCurve, distance) * options.scaleRatio
        scale = min(max(scale, options.minScale), options.maxScale)
        var xAdjustment: CGFloat = 0
        if options.keepHorizontalSpacingEqual {
            xAdjustment = (1 - scale) * size.width / 2
            if p > 0 { xAdjustment = -xAdjustment }
        }
        let yAdjustment = options.keepVerticalSpacingEqual ? (1 - scale) * size.height / 2 : 0
        let travel = curve(options.translationCurve, distance)
        var tx = size.width * options.translationRatio.x * (travel * (p < 0 ? -1 : 1)) - xAdjustment
        var ty = size.height * options.translationRatio.y * abs(travel) - yAdjustment
        if let lower = options.minTranslationRatio {
            tx = max(tx, size.width * lower.x)
            ty = max(ty, size.height * lower.y)
        }
        if let upper = options.maxTranslationRatio {
            tx = min(tx, size.width * upper.x)
            ty = min(ty, size.height * upper.y)
        }
        // Rows of the matrix: the scale on the diagonal, the translation in the last row.
        var m = Transform3D(
            m11: scale, m12: 0, m13: 0, m14: 0, m21: 0, m22: scale, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: 0, m44: 1)
        if let rotation = options.rotation3d {
            let angle = min(max(rotation.angle * p, rotation.minAngle), rotation.maxAngle)
            let length = (rotation.x * rotation.x + rotation.y * rotation.y + rotation.z * rotation.z).squareRoot()
            let (x, y, z) = (rotation.x / length, rotation.y / length, rotation.z / length)
            let c = cos(angle)
            let s = sin(angle)
            let t = 1 - c
            // R · M, M having only the scale, m34 and the translation row.
            let (r11, r12, r13) = (t * x * x + c, t * x * y + z * s, t * x * z - y * s)
            let (r21, r22, r23) = (t * x * y - z * s, t * y * y + c, t * y * z + x * s)
            let (r31, r32, r33) = (t * x * z + y * s, t * y * z - x * s, t * z * z + c)
            let m34 = rotation.m34
            m = Transform3D(
                m11: r11 * scale, m12: r12 * scale, m13: r13, m14: r13 * m34,
                m21: r21 * scale, m22: r22 * scale, m23: r23, m24: r23 * m34,
                m31: r31 * scale, m32: r32 * scale, m33: r33, m34: r33 * m34,
                m41: tx, m42: ty, m43: 0, m44: 1)
        }
        if let translation = options.translation3d {
            let x = min(max(translation.translateRatios.x * p * size.width, translation.minTranslateRatios.x * size.width),
                        translation.maxTranslateRatios.x * size.width)
            let y = min(max(translation.translateRatios.y * distance * size.height,
                            translation.minTranslateRatios.y * size.height), translation.maxTranslateRatios.y * size.height)
            let z = min(max(translation.translateRatios.z * distance * size.width, translation.minTranslateRatios.z * size.width),
                        translation.maxTranslateRatios.z * size.width)
            // T · M changes only the last row.
            m.m41 += x * m.m11 + y * m.m21 + z * m.m31
            m.m42 += x * m.m12 + y * m.m22 + z * m.m32
            m.m43 += x * m.m13 + y * m.m23 + z * m.m33
            m.m44 += x * m.m14 + y * m.m24 + z * m.m34
        }
        return Output(transform: m, alpha: 1, zPosition: defaultZPosition(p))
    }

    // MARK: - Stack

    /// The stack effect for `options` on a card of `size`.
    static func stack(_ options: StackTransformViewOptions, progress raw: CGFloat, size: CGSize) -> Output {
        let p = options.reverse ? -raw : raw
        var scale = 1 - p * options.scaleFactor
        if let minScale = options.minScale { scale = max(minScale, scale) }
        if let maxScale = options.maxScale { scale = min(maxScale, scale) }
        let stackSize = CGFloat(options.maxStackSize)
        let depth = min(max(p, 0), stackSize) / stackSize
        let perspective = (1 - log10(max(1 + (9 - depth * 9), 1e-9))) * options.perspectiveRatio
        let position = options.stackPosition
        let below = max(p, 0)
        var xSpacing = size.width * options.spacingFactor
        var ySpacing = size.height * options.spacingFactor
        if let maxSpacing = options.maxSpacing {
            xSpacing = min(xSpacing, size.width * maxSpacing)
            ySpacing = min(ySpacing, size.height * maxSpacing)
        }
        var xAdjustment = ((scale - 1) * size.width / 2 + perspective * size.width) * -position.x
        var yAdjustment = ((scale - 1) * size.height / 2 + perspective * size.height) * -position.y
        if p < 0 {
            xAdjustment -= size.width * options.popOffsetRatio.width * p
            yAdjustment -= size.height * options.popOffsetRatio.height * p
        }
        let tx = xSpacing * -below * -position.x + xAdjustment
        let ty = ySpacing * -below * -position.y + yAdjustment

        // The turn: towards the pop angle above the stack, alternating below it.
        let turn = options.stackRotateAngle
        var angle: CGFloat
        if p <= 0 {
            angle = -min(abs(p), 1) * abs(options.popAngle)
            if options.popAngle < 0 { angle = -angle }
        } else {
            let whole = p.rounded(.towardZero)
            angle = -abs(p - whole) * turn * 2 + turn
            if whole.truncatingRemainder(dividingBy: 2) == 0 { angle = -angle }
            if p < 1 { angle += min(1 - p, 1) * abs(turn) }
        }
        let c = cos(angle)
        let s = sin(angle)

        var alpha: CGFloat = 1
        if p >= stackSize - 1 {
            let speed = options.bottomStackAlphaSpeedFactor
            alpha = 1 - (speed == 0 ? (p > stackSize - 1 ? 1 : 0) : (min(p, stackSize - 1 + speed) - (stackSize - 1)) / speed)
        } else if p < 0 {
            let speed = options.topStackAlphaSpeedFactor
            alpha = speed == 0 ? (p > -1 ? 1 : 0) : (min(max(p, -1), -1 + speed) + 1) / speed
        }
        if alpha > 0, p >= 0 { alpha -= p * options.alphaFactor }

        let sign = raw < 0 ? -1 : 1
        let z = sign * defaultZPosition(raw)
        // Rotation, then scale, then translation: a 2-D matrix lifted to 3-D.
        return Output(
            transform: Transform3D(
                m11: c * scale, m12: s * scale, m13: 0, m14: 0, m21: -s * scale, m22: c * scale, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: 0, m44: 1),
            alpha: alpha, zPosition: options.reverse ? -z : z)
    }

    // MARK: - Snapshot

    /// The snapshot `grid` preset on a page of `size`: its 4 × 10 pieces into `pieces`, and the
    /// container's transform.
    static func snapshotGrid(progress p: CGFloat, size: CGSize, into pieces: inout [Piece]) -> Transform3D {
        let columns = 4
        let rows = 10
        let distance = abs(p)
        let pieceWidth = size.width / 4
        let pieceHeight = size.height / 10
        pieces.removeAll(keepingCapacity: true)
        let scale = max(0, 1 - 0.8 * distance)
        for row in 0..<rows {
            let y0 = CGFloat(row) * pieceHeight
            let y1 = row + 1 == rows ? size.height : CGFloat(row + 1) * pieceHeight
            let rowShift = (CGFloat(row) - 4.5) * -1.8 * distance
            for column in 0..<columns {
                let x0 = CGFloat(column) * pieceWidth
                let x1 = column + 1 == columns ? size.width : CGFloat(column + 1) * pieceWidth
                let width = x1 - x0
                let height = y1 - y0
                let columnShift = (CGFloat(column) - 1.5) * -1.8 * distance
                let x = columnShift * width
                let y = rowShift * height
                pieces.append(
                    Piece(
                        frame: CGRect(x: x0, y: y0, width: width, height: height),
                        transform: Transform3D(
                            m11: scale, m12: 0, m13: 0, m14: 0, m21: 0, m22: scale, m23: 0, m24: 0,
                            m31: 0, m32: 0, m33: 1, m34: 0, m41: x, m42: y, m43: 0, m44: 1),
                        alpha: 1, cornerRadius: distance * min(height * scale, width * scale)))
            }
        }
        let containerScale = max(1 - distance * 0.1, 0)
        return Transform3D(
            m11: containerScale, m12: 0, m13: 0, m14: 0, m21: 0, m22: containerScale, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: p * size.width * 0.7, m42: 0, m43: 0, m44: 1)
    }

    /// A transform curve at `x` in 0…1.
    private static func curve(_ curve: TransformCurve, _ x: CGFloat) -> CGFloat {
        switch curve {
        case .linear: return x
        case .easeIn: return log10(max(1 + x * 9, 1e-9))
        case .easeOut: return 1 - log10(max(1 + (9 - x * 9), 1e-9))
        }
    }
}
