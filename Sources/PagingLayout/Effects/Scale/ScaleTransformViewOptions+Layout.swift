import Foundation

extension ScaleTransformViewOptions {
    /// The prepared looks of the scale effect, with the original library's names and numbers.
    ///
    /// Use them through ``ScaleTransformViewOptions/layout(_:)`` or the static members of the same
    /// names (`.coverFlow`, …); `Docs/Effects.md` shows and lists each.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Pages on the inside of a cylinder, enlarged, turning about the vertical axis.
        case invertedCylinder
        /// Pages on the outside of a cylinder, shrunk, turning about the vertical axis.
        case cylinder
        /// Cover Flow: side pages turned away in perspective and pushed back.
        case coverFlow
        /// Pages on a wheel turning in the screen's plane.
        case rotary
        /// Side pages shrink and slide linearly.
        case linear
        /// Side pages shrink along the ease-in curve.
        case easeIn
        /// Side pages slide along the ease-in curve (the original's name for this look).
        case easeOut
        /// Like ``linear`` with side pages blurred.
        case blur
    }

    /// The options of a prepared look: the static member of the same name (`.layout(.coverFlow)` equals
    /// `.coverFlow`), built once.
    ///
    /// ```swift
    /// let options = ScaleTransformViewOptions.layout(.coverFlow)
    /// ```
    // Inlinable: an app's options getter (`{ .layout(…) }`) runs every frame, and inlined there the
    // switch on a constant folds to the one static, read in place instead of copied out of a call.
    @inlinable
    public static func layout(_ layout: Layout) -> ScaleTransformViewOptions {
        switch layout {
        case .invertedCylinder: invertedCylinder
        case .cylinder: cylinder
        case .coverFlow: coverFlow
        case .rotary: rotary
        case .linear: linear
        case .easeIn: easeIn
        case .easeOut: easeOut
        case .blur: blur
        }
    }

    /// The options of a prepared look, built: what the static members hold.
    private static func built(_ layout: Layout) -> ScaleTransformViewOptions {
        switch layout {
        case .invertedCylinder:
            return ScaleTransformViewOptions(
                minScale: 1.2,
                maxScale: 1.2,
                scaleRatio: 0,
                translationRatio: .zero,
                minTranslationRatio: .zero,
                maxTranslationRatio: .zero,
                shadowEnabled: false,
                rotation3d: Rotation3dOptions(
                    angle: .pi / 3, minAngle: -.pi, maxAngle: .pi, x: 0, y: -1, z: 0, m34: -0.002),
                translation3d: Translation3dOptions(
                    translateRatios: (0.1, 0, 0),
                    minTranslateRatios: (-0.05, 0, 0.86),
                    maxTranslateRatios: (0.05, 0, -0.86)))
        case .cylinder:
            return ScaleTransformViewOptions(
                minScale: 0.55,
                maxScale: 0.55,
                scaleRatio: 0,
                translationRatio: .zero,
                minTranslationRatio: .zero,
                maxTranslationRatio: .zero,
                shadowEnabled: false,
                rotation3d: Rotation3dOptions(
                    angle: .pi / 4, minAngle: -.pi, maxAngle: .pi, x: 0, y: 1, z: 0,
                    m34: -0.000_4 - 0.8 * 0.000_2),
                translation3d: Translation3dOptions(
                    translateRatios: (0, 0, 0),
                    minTranslateRatios: (0, 0, 1.25),
                    maxTranslateRatios: (0, 0, 1.25)))
        case .coverFlow:
            return ScaleTransformViewOptions(
                minScale: 0.7,
                maxScale: 0.7,
                scaleRatio: 0,
                translationRatio: .zero,
                minTranslationRatio: .zero,
                maxTranslationRatio: .zero,
                shadowEnabled: true,
                rotation3d: Rotation3dOptions(
                    angle: .pi / 1.65, minAngle: -.pi / 3, maxAngle: .pi / 3, x: 0, y: -1, z: 0, m34: -0.000_5),
                translation3d: Translation3dOptions(
                    translateRatios: (0.1, 0, -0.7),
                    minTranslateRatios: (-0.1, 0, -3),
                    maxTranslateRatios: (0.1, 0, 0)))
        case .rotary:
            return ScaleTransformViewOptions(
                minScale: 0,
                scaleRatio: 0.4,
                translationRatio: CGPoint(x: 0.1, y: 0.1),
                minTranslationRatio: CGPoint(x: -1, y: 0),
                maxTranslationRatio: CGPoint(x: 1, y: 1),
                rotation3d: Rotation3dOptions(
                    angle: .pi / 15, minAngle: -.pi / 3, maxAngle: .pi / 3, x: 0, y: 0, z: 1, m34: -0.004),
                translation3d: Translation3dOptions(
                    translateRatios: (0.9, 0.1, 0),
                    minTranslateRatios: (-3, -0.8, -0.3),
                    maxTranslateRatios: (3, 0.8, -0.3)))
        case .linear:
            return ScaleTransformViewOptions(
                minScale: 0.6,
                scaleRatio: 0.4,
                translationRatio: CGPoint(x: 0.66, y: 0.2),
                maxTranslationRatio: CGPoint(x: 2, y: 0),
                keepVerticalSpacingEqual: true,
                keepHorizontalSpacingEqual: true,
                scaleCurve: .linear,
                translationCurve: .linear)
        case .easeIn:
            return ScaleTransformViewOptions(
                minScale: 0.6,
                scaleRatio: 0.4,
                translationRatio: CGPoint(x: 0.66, y: 0.2),
                keepVerticalSpacingEqual: true,
                keepHorizontalSpacingEqual: true,
                scaleCurve: .easeIn,
                translationCurve: .linear)
        case .easeOut:
            return ScaleTransformViewOptions(
                minScale: 0.6,
                scaleRatio: 0.4,
                translationRatio: CGPoint(x: 0.66, y: 0.2),
                keepVerticalSpacingEqual: true,
                keepHorizontalSpacingEqual: true,
                scaleCurve: .linear,
                translationCurve: .easeIn)
        case .blur:
            return ScaleTransformViewOptions(
                minScale: 0.6,
                scaleRatio: 0.4,
                translationRatio: CGPoint(x: 0.66, y: 0.2),
                maxTranslationRatio: CGPoint(x: 2, y: 0),
                blurEffectEnabled: true,
                blurEffectRadiusRatio: 0.2)
        }
    }

    /// ``Layout/invertedCylinder``: pages on the inside of a cylinder.
    public static let invertedCylinder = built(.invertedCylinder)
    /// ``Layout/cylinder``: pages on the outside of a cylinder.
    public static let cylinder = built(.cylinder)
    /// ``Layout/coverFlow``: side pages turned away in perspective.
    public static let coverFlow = built(.coverFlow)
    /// ``Layout/rotary``: pages on a wheel in the screen's plane.
    public static let rotary = built(.rotary)
    /// ``Layout/linear``: side pages shrink and slide linearly.
    public static let linear = built(.linear)
    /// ``Layout/easeIn``: side pages shrink along the ease-in curve.
    public static let easeIn = built(.easeIn)
    /// ``Layout/easeOut``: side pages slide along the ease-in curve.
    public static let easeOut = built(.easeOut)
    /// ``Layout/blur``: like ``linear`` with side pages blurred.
    public static let blur = built(.blur)
}
