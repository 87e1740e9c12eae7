// Every ScaleTransformViewOptions initialiser argument, nested option and preset, as apps and the
// Layout Designer's generated code write them.
import PagingLayoutUIKit
import UIKit

enum ScaleOptionsCatalog {
    /// Every preset, through `.layout(_:)` and through `Layout.allCases`.
    static let presets: [ScaleTransformViewOptions] = [
        .layout(.invertedCylinder),
        .layout(.cylinder),
        .layout(.coverFlow),
        .layout(.rotary),
        .layout(.linear),
        .layout(.easeIn),
        .layout(.easeOut),
        .layout(.blur),
    ]

    static let allLayouts: [ScaleTransformViewOptions] = ScaleTransformViewOptions.Layout.allCases.map {
        ScaleTransformViewOptions.layout($0)
    }

    static let layoutNames: [String] = ScaleTransformViewOptions.Layout.allCases.map(\.rawValue)

    static let namedLayout = ScaleTransformViewOptions.Layout(rawValue: "coverFlow")

    /// Code as the Layout Designer generates it: every argument, in order.
    static var designerOutput: ScaleTransformViewOptions {
        var scaleOptions = ScaleTransformViewOptions(
            minScale: 0.6,
            maxScale: 1,
            scaleRatio: 0.4,
            translationRatio: .init(x: 0.66, y: 0.2),
            minTranslationRatio: nil,
            maxTranslationRatio: .init(x: 2, y: 0),
            keepVerticalSpacingEqual: true,
            keepHorizontalSpacingEqual: true,
            scaleCurve: .linear,
            translationCurve: .easeIn,
            shadowEnabled: true,
            shadowColor: .black,
            shadowOpacity: 0.6,
            shadowRadiusMin: 2,
            shadowRadiusMax: 13,
            shadowOffsetMin: .init(width: 0, height: 2),
            shadowOffsetMax: .zero,
            shadowOpacityMin: 0.1,
            shadowOpacityMax: 0.1,
            blurEffectEnabled: false,
            blurEffectRadiusRatio: 0.4,
            blurEffectStyle: .light,
            rotation3d: .init(
                angle: 0.79,
                minAngle: -3.14,
                maxAngle: 3.14,
                x: 0,
                y: 1,
                z: 0,
                m34: -0.000_560
            ),
            translation3d: .init(
                translateRatios: (0.1, 0, 0),
                minTranslateRatios: (-0.05, 0, 0.86),
                maxTranslateRatios: (0.05, 0, -0.86)
            )
        )
        scaleOptions.shadowColor = .init(red: 0.2, green: 0.1, blue: 0.6, alpha: 1)
        scaleOptions.shadowColor = .white
        return scaleOptions
    }

    /// The coverFlow preset spelt out the way the original builds it, with named nested types.
    static var handMadeCoverFlow: ScaleTransformViewOptions {
        let rotation3d = ScaleTransformViewOptions.Rotation3dOptions(
            angle: .pi / 1.65, minAngle: -.pi / 3, maxAngle: .pi / 3, x: 0, y: -1, z: 0, m34: -0.000_5)
        let translateRatios: (CGFloat, CGFloat, CGFloat) = (0.1, 0, -0.7)
        let minTranslateRatios: (CGFloat, CGFloat, CGFloat) = (-0.1, 0, -3)
        let maxTranslateRatios: (CGFloat, CGFloat, CGFloat) = (0.1, 0, 0)
        let translation3d = ScaleTransformViewOptions.Translation3dOptions(
            translateRatios: translateRatios,
            minTranslateRatios: minTranslateRatios,
            maxTranslateRatios: maxTranslateRatios)
        return ScaleTransformViewOptions(
            minScale: 0.7, maxScale: 0.7, scaleRatio: 0, translationRatio: .zero, minTranslationRatio: .zero,
            maxTranslationRatio: .zero, shadowEnabled: true, rotation3d: rotation3d, translation3d: translation3d)
    }

    /// Every stored option read and written, as apps tweak a preset.
    static func tweaked() -> ScaleTransformViewOptions {
        var options = ScaleTransformViewOptions.layout(.blur)
        options.minScale = 0.5
        options.maxScale = 1.1
        options.scaleRatio = 0.3
        options.translationRatio = CGPoint(x: 0.8, y: 0)
        options.minTranslationRatio = CGPoint(x: -2, y: 0)
        options.maxTranslationRatio = nil
        options.keepVerticalSpacingEqual = false
        options.keepHorizontalSpacingEqual = false
        options.scaleCurve = .easeOut
        options.translationCurve = .linear
        options.shadowEnabled = false
        options.shadowColor = .black
        options.shadowOpacity = 0.3
        options.shadowRadiusMin = 1
        options.shadowRadiusMax = 8
        options.shadowOffsetMin = CGSize(width: 0, height: 1)
        options.shadowOffsetMax = CGSize(width: 0, height: 4)
        options.shadowOpacityMin = 0.05
        options.shadowOpacityMax = 0.2
        options.blurEffectEnabled = true
        options.blurEffectRadiusRatio = 0.3
        options.blurEffectStyle = .dark
        options.rotation3d = ScaleTransformViewOptions.Rotation3dOptions(
            angle: .pi / 4, minAngle: -.pi, maxAngle: .pi, x: 0, y: 1, z: 0, m34: -0.000_4)
        options.rotation3d?.isDoubleSided = true
        options.rotation3d?.angle = .pi / 5
        options.translation3d = nil
        return options
    }

    /// Curves and blur styles by name.
    static let curves: [TransformCurve] = [.linear, .easeIn, .easeOut]
    static let blurStyles: [ScaleTransformViewOptions] = [
        ScaleTransformViewOptions(blurEffectStyle: .extraLight),
        ScaleTransformViewOptions(blurEffectStyle: .regular),
        ScaleTransformViewOptions(blurEffectStyle: .prominent),
        ScaleTransformViewOptions(blurEffectStyle: .systemThinMaterial),
        ScaleTransformViewOptions(blurEffectStyle: .systemUltraThinMaterialDark),
        ScaleTransformViewOptions(blurEffectStyle: .systemChromeMaterialLight),
    ]

    static func curveValue() -> CGFloat {
        TransformCurve.easeIn.computeFromLinear(progress: 0.5)
    }
}
