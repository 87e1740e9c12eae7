import Foundation

// The defaults below build CGPoint and CGSize values; on Apple platforms their initialisers come
// from CoreGraphics, which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of the scale effect: how side pages shrink, move, turn in 3-D, cast shadows and blur.
///
/// Every field and default is the original library's. Ratios are fractions of the target's size
/// (a `translationRatio.x` of 0.5 moves a page half its width per page of progress); progress is 0
/// for the centred page and ±1 one page away.
///
/// ```swift
/// var options = ScaleTransformViewOptions.layout(.coverFlow)   // or .coverFlow
/// options.minScale = 0.6
/// let effect = ScaleEffect(options: options)
/// ```
public struct ScaleTransformViewOptions: Sendable, Equatable {
    /// The smallest scale of a side page. Default 0.75.
    public var minScale: CGFloat
    /// The largest scale of a side page. Default 1.
    public var maxScale: CGFloat
    /// How fast pages shrink: scale = 1 − curved |progress| × `scaleRatio`, then clamped to
    /// `minScale…maxScale`. Default 0.25.
    public var scaleRatio: CGFloat
    /// How far pages move per page of progress, as fractions of the target's width and height:
    /// x = width × `translationRatio.x` × curved progress (signed), y = height × `translationRatio.y`
    /// × curved |progress|. Default (0.93, 0.36).
    public var translationRatio: CGPoint
    /// The smallest translation, as fractions of the target's size; `nil` for no lower bound.
    /// Default (−5, −5).
    public var minTranslationRatio: CGPoint?
    /// The largest translation, as fractions of the target's size; `nil` for no upper bound.
    /// Default (5, 5).
    public var maxTranslationRatio: CGPoint?
    /// Moves shrunk pages vertically by half the height they lost, so the vertical gaps between
    /// pages stay equal. Default `true`.
    public var keepVerticalSpacingEqual: Bool
    /// Moves shrunk pages horizontally towards the centre by half the width they lost, so the
    /// horizontal gaps between pages stay equal. Default `true`.
    public var keepHorizontalSpacingEqual: Bool
    /// The curve applied to |progress| before scaling. Default ``TransformCurve/linear``.
    public var scaleCurve: TransformCurve
    /// The curve applied to |progress| before translating. Default ``TransformCurve/linear``.
    public var translationCurve: TransformCurve
    /// Whether the target gets a shadow. Default `true`.
    public var shadowEnabled: Bool
    /// The shadow's colour. Default black.
    public var shadowColor: RGBAColor
    /// Kept for source compatibility: the effect does not read it, as in the original; the
    /// shadow's opacity follows ``shadowOpacityMin`` and ``shadowOpacityMax``. Default 0.6.
    public var shadowOpacity: Float
    /// The smallest shadow radius, in points. Default 2.
    public var shadowRadiusMin: CGFloat
    /// The shadow radius of the centred page, in points: radius = max(`shadowRadiusMin`,
    /// (1 − |progress|) × `shadowRadiusMax`). Default 13.
    public var shadowRadiusMax: CGFloat
    /// The smallest shadow offset, in points, per axis. Default (0, 2).
    public var shadowOffsetMin: CGSize
    /// The shadow offset of the centred page, in points: per axis max(`shadowOffsetMin`,
    /// (1 − |progress|) × `shadowOffsetMax`). Default (0, 6).
    public var shadowOffsetMax: CGSize
    /// The smallest shadow opacity, 0…1. Default 0.1.
    public var shadowOpacityMin: Float
    /// The shadow opacity of the centred page: opacity = max(`shadowOpacityMin`,
    /// (1 − |progress|) × `shadowOpacityMax`). Default 0.1.
    public var shadowOpacityMax: Float
    /// Whether side pages get blurred. Default `false`.
    public var blurEffectEnabled: Bool
    /// The blur per page of progress: blur radius = |progress| × `blurEffectRadiusRatio`, where 1 is
    /// the style's full blur. Default 0.4.
    public var blurEffectRadiusRatio: CGFloat
    /// The look of the blur. Default ``BlurEffectStyle/light``.
    public var blurEffectStyle: BlurEffectStyle
    /// A 3-D rotation of side pages; `nil` for none. Default `nil`.
    public var rotation3d: Rotation3dOptions?
    /// A 3-D translation of side pages, applied after the rotation; `nil` for none. Default `nil`.
    public var translation3d: Translation3dOptions?

    /// Creates options; every parameter defaults to the original library's value.
    public init(
        minScale: CGFloat = 0.75,
        maxScale: CGFloat = 1,
        scaleRatio: CGFloat = 0.25,
        translationRatio: CGPoint = CGPoint(x: 0.93, y: 0.36),
        minTranslationRatio: CGPoint? = CGPoint(x: -5, y: -5),
        maxTranslationRatio: CGPoint? = CGPoint(x: 5, y: 5),
        keepVerticalSpacingEqual: Bool = true,
        keepHorizontalSpacingEqual: Bool = true,
        scaleCurve: TransformCurve = .linear,
        translationCurve: TransformCurve = .linear,
        shadowEnabled: Bool = true,
        shadowColor: RGBAColor = .black,
        shadowOpacity: Float = 0.6,
        shadowRadiusMin: CGFloat = 2,
        shadowRadiusMax: CGFloat = 13,
        shadowOffsetMin: CGSize = CGSize(width: 0, height: 2),
        shadowOffsetMax: CGSize = CGSize(width: 0, height: 6),
        shadowOpacityMin: Float = 0.1,
        shadowOpacityMax: Float = 0.1,
        blurEffectEnabled: Bool = false,
        blurEffectRadiusRatio: CGFloat = 0.4,
        blurEffectStyle: BlurEffectStyle = .light,
        rotation3d: Rotation3dOptions? = nil,
        translation3d: Translation3dOptions? = nil
    ) {
        self.minScale = minScale
        self.maxScale = maxScale
        self.scaleRatio = scaleRatio
        self.translationRatio = translationRatio
        self.minTranslationRatio = minTranslationRatio
        self.maxTranslationRatio = maxTranslationRatio
        self.keepVerticalSpacingEqual = keepVerticalSpacingEqual
        self.keepHorizontalSpacingEqual = keepHorizontalSpacingEqual
        self.scaleCurve = scaleCurve
        self.translationCurve = translationCurve
        self.shadowEnabled = shadowEnabled
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowRadiusMin = shadowRadiusMin
        self.shadowRadiusMax = shadowRadiusMax
        self.shadowOffsetMin = shadowOffsetMin
        self.shadowOffsetMax = shadowOffsetMax
        self.shadowOpacityMin = shadowOpacityMin
        self.shadowOpacityMax = shadowOpacityMax
        self.blurEffectEnabled = blurEffectEnabled
        self.blurEffectRadiusRatio = blurEffectRadiusRatio
        self.blurEffectStyle = blurEffectStyle
        self.rotation3d = rotation3d
        self.translation3d = translation3d
    }

    /// `ScaleTransformViewOptions()`, built once: what `ScaleTransformView`'s default options getter
    /// returns, so a page that keeps the defaults copies them on every frame instead of building
    /// them.
    @usableFromInline static let defaults = ScaleTransformViewOptions()
}
