import Foundation
import PagingLayout
import TestSupport

/// Seeded random options of every prepared effect, reaching every kind of field: numbers that need
/// care (negative zero, subnormals, huge and tiny ones), `nil` optionals, every curve, blur style and
/// pieces value case, colours with alpha.
struct RandomOptions {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    /// A finite number: usually a short decimal, sometimes one that needs care.
    mutating func number() -> CGFloat {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return -0.0
        case 1: return CGFloat(Double.leastNonzeroMagnitude) * CGFloat(Int.random(in: 1...1000, using: &random))
        case 2:
            // Any finite double, from its bits.
            let value = Double(bitPattern: random.next())
            return value.isFinite ? CGFloat(value) : 0.1
        case 3: return CGFloat(Int.random(in: -5...5, using: &random))
        default: return CGFloat(Int.random(in: -2000...2000, using: &random)) / 1000
        }
    }

    mutating func float() -> Float {
        if chance(0.1) { return Float.leastNonzeroMagnitude * 3 }
        let value = Float(number())
        return value.isFinite ? value : 0.5
    }

    mutating func point() -> CGPoint { chance(0.1) ? .zero : CGPoint(x: number(), y: number()) }

    mutating func size() -> CGSize { chance(0.1) ? .zero : CGSize(width: number(), height: number()) }

    /// A size whose dimensions spec files accept where they must be positive (a piece's size ratio).
    mutating func positiveSize() -> CGSize {
        CGSize(width: CGFloat.random(in: 0.05...2, using: &random), height: CGFloat.random(in: 0.05...2, using: &random))
    }

    mutating func optional<T>(_ make: (inout RandomOptions) -> T) -> T? { chance(0.3) ? nil : make(&self) }

    mutating func color() -> RGBAColor {
        func byte(_ random: inout SeededGenerator) -> CGFloat { CGFloat(Int.random(in: 0...255, using: &random)) / 255 }
        let alpha = chance(0.5) ? 1 : byte(&random)
        return RGBAColor(red: byte(&random), green: byte(&random), blue: byte(&random), alpha: alpha)
    }

    mutating func element<T: CaseIterable>(of type: T.Type) -> T {
        Array(T.allCases).randomElement(using: &random)!
    }

    mutating func scale() -> ScaleTransformViewOptions {
        ScaleTransformViewOptions(
            minScale: number(), maxScale: number(), scaleRatio: number(), translationRatio: point(),
            minTranslationRatio: optional { $0.point() }, maxTranslationRatio: optional { $0.point() },
            keepVerticalSpacingEqual: chance(0.5), keepHorizontalSpacingEqual: chance(0.5),
            scaleCurve: element(of: TransformCurve.self), translationCurve: element(of: TransformCurve.self),
            shadowEnabled: chance(0.5), shadowColor: color(), shadowOpacity: float(), shadowRadiusMin: number(),
            shadowRadiusMax: number(), shadowOffsetMin: size(), shadowOffsetMax: size(),
            shadowOpacityMin: float(), shadowOpacityMax: float(), blurEffectEnabled: chance(0.5),
            blurEffectRadiusRatio: number(), blurEffectStyle: element(of: BlurEffectStyle.self),
            rotation3d: optional {
                .init(
                    angle: $0.number(), minAngle: $0.number(), maxAngle: $0.number(), x: $0.number(), y: $0.number(),
                    z: $0.number(), m34: $0.number(), isDoubleSided: $0.chance(0.5))
            },
            translation3d: optional {
                .init(
                    translateRatios: ($0.number(), $0.number(), $0.number()),
                    minTranslateRatios: ($0.number(), $0.number(), $0.number()),
                    maxTranslateRatios: ($0.number(), $0.number(), $0.number()))
            })
    }

    mutating func stack() -> StackTransformViewOptions {
        StackTransformViewOptions(
            scaleFactor: number(), minScale: optional { $0.number() }, maxScale: optional { $0.number() },
            maxStackSize: Int.random(in: 1...10, using: &random), spacingFactor: number(),
            maxSpacing: optional { $0.number() }, alphaFactor: number(), bottomStackAlphaSpeedFactor: number(),
            topStackAlphaSpeedFactor: number(), perspectiveRatio: number(), shadowEnabled: chance(0.5),
            shadowColor: color(), shadowOpacity: float(), shadowOffset: size(), shadowRadius: number(),
            stackRotateAngle: number(), popAngle: number(), popOffsetRatio: size(), stackPosition: point(),
            reverse: chance(0.5), blurEffectEnabled: chance(0.5), maxBlurEffectRadius: number(),
            blurEffectStyle: element(of: BlurEffectStyle.self))
    }

    mutating func snapshot() -> SnapshotTransformViewOptions {
        SnapshotTransformViewOptions(
            pieceSizeRatio: positiveSize(), piecesCornerRadiusRatio: pieces { $0.number() },
            piecesAlphaRatio: pieces { $0.number() }, piecesTranslationRatio: pieces { $0.point() },
            minPiecesTranslationRatio: optional { $0.pieces { $0.point() } },
            maxPiecesTranslationRatio: optional { $0.pieces { $0.point() } },
            piecesScaleRatio: pieces { $0.size() }, containerScaleRatio: number(),
            containerTranslationRatio: point(), containerMinTranslationRatio: optional { $0.point() },
            containerMaxTranslationRatio: optional { $0.point() })
    }

    /// A pieces value of any case; aggregations nest up to `depth` levels.
    mutating func pieces<Value>(depth: Int = 2, _ value: (inout RandomOptions) -> Value)
        -> SnapshotTransformViewOptions.PiecesValue<Value>
    {
        func list(_ random: inout RandomOptions) -> [Value] {
            (0..<Int.random(in: 1...3, using: &random.random)).map { _ in value(&random) }
        }
        switch Int.random(in: 0..<(depth > 0 ? 11 : 10), using: &random) {
        case 0: return .columnBased(value(&self), reversed: chance(0.5))
        case 1: return .rowBased(value(&self), reversed: chance(0.5))
        case 2: return .columnOddEven(value(&self), value(&self), increasing: chance(0.5))
        case 3: return .rowOddEven(value(&self), value(&self), increasing: chance(0.5))
        case 4: return .columnBasedMirror(value(&self), reversed: chance(0.5))
        case 5: return .rowBasedMirror(value(&self), reversed: chance(0.5))
        case 6: return .indexBasedCustom(list(&self))
        case 7: return .rowBasedCustom(list(&self))
        case 8: return .columnBasedCustom(list(&self))
        case 9: return .static(value(&self))
        default:
            let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in pieces(depth: depth - 1, value) }
            return .aggregated(parts, chance(0.5) ? .sum : .product)
        }
    }
}
