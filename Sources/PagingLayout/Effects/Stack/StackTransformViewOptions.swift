import Foundation

// The defaults below build CGPoint and CGSize values; on Apple platforms their initialisers come
// from CoreGraphics, which a default argument needs imported in its own file.
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The settings of the stack effect: pages piled up like cards, the top one popping off as you scroll.
///
/// Every field and default is the original library's; the original's misspelt `stackRotateAngel`
/// is ``stackRotateAngle`` here, with the old name kept as a deprecated alias. Progress is 0 for the
/// top card, 1, 2, … for the cards below it and negative while the top card pops off.
///
/// ```swift
/// var options = StackTransformViewOptions.layout(.perspective)   // or .perspective
/// options.maxStackSize = 4
/// let effect = StackEffect(options: options)
/// ```
public struct StackTransformViewOptions: Sendable, Equatable {
    /// How much smaller each card below the top is: scale = 1 − progress × `scaleFactor`, then
    /// clamped to `minScale…maxScale`. Default 0.15.
    public var scaleFactor: CGFloat
    /// The smallest card scale; `nil` for no lower bound. Default 0.
    public var minScale: CGFloat?
    /// The largest card scale; `nil` for no upper bound. Default 1.
    public var maxScale: CGFloat?
    /// How many cards the stack shows; the last one fades out. Default 3.
    public var maxStackSize: Int
    /// How far each card below sits from the one above, as a fraction of the card's size, in the
    /// direction of ``stackPosition``. Default 0.03.
    public var spacingFactor: CGFloat
    /// The largest spacing, as a fraction of the card's size; `nil` for no bound. Default `nil`.
    public var maxSpacing: CGFloat?
    /// How much each card below the top fades: alpha −= progress × `alphaFactor`. Default 0.
    public var alphaFactor: CGFloat
    /// How slowly the bottom card fades out: its alpha falls from 1 at progress `maxStackSize − 1`
    /// to 0 this many pages later (smaller is faster). Default 0.9.
    public var bottomStackAlphaSpeedFactor: CGFloat
    /// How slowly the popping top card fades out: its alpha falls from 1 at progress
    /// `−1 + topStackAlphaSpeedFactor` to 0 at −1 (smaller is faster). Default 0.3.
    public var topStackAlphaSpeedFactor: CGFloat
    /// Extra spacing that grows with depth along the ease-out curve, for a perspective look, as a
    /// fraction of the card's size at the bottom of the stack. Default 0.
    public var perspectiveRatio: CGFloat
    /// Whether cards get a shadow. Default `true`.
    public var shadowEnabled: Bool
    /// The shadow's colour. Default black.
    public var shadowColor: RGBAColor
    /// The shadow's opacity, 0…1. Default 0.1.
    public var shadowOpacity: Float
    /// The shadow's offset, in points. Default (0, 0).
    public var shadowOffset: CGSize
    /// The shadow's blur radius, in points. Default 10.
    public var shadowRadius: CGFloat
    /// The angle, in radians, by which cards below the top alternately turn left and right.
    /// Default 0.
    public var stackRotateAngle: CGFloat
    /// The largest angle, in radians, the top card turns by while popping off. Default π/7.
    public var popAngle: CGFloat
    /// How far the top card moves while popping off, as fractions of its width and height per page
    /// of progress. Default (−1.3, 0.3).
    public var popOffsetRatio: CGSize
    /// Where the stack grows: (0, −1) upwards, (0, 1) downwards, (±1, 0) sideways; components may
    /// be combined. Default (0, −1).
    public var stackPosition: CGPoint
    /// Pops cards by scrolling the other way (progress is negated). Default `false`.
    public var reverse: Bool
    /// Whether cards below the top get blurred, more with depth. Default `false`.
    public var blurEffectEnabled: Bool
    /// The blur of the bottom card, where 1 is the style's full blur. Default 0.
    public var maxBlurEffectRadius: CGFloat
    /// The look of the blur. Default ``BlurEffectStyle/light``.
    public var blurEffectStyle: BlurEffectStyle

    /// The original's misspelt name of ``stackRotateAngle``.
    @available(*, deprecated, renamed: "stackRotateAngle")
    public var stackRotateAngel: CGFloat {
        get { stackRotateAngle }
        set { stackRotateAngle = newValue }
    }

    /// Creates options; every parameter defaults to the original library's value.
    public init(
        scaleFactor: CGFloat = 0.15,
        minScale: CGFloat? = 0,
        maxScale: CGFloat? = 1,
        maxStackSize: Int = 3,
        spacingFactor: CGFloat = 0.03,
        maxSpacing: CGFloat? = nil,
        alphaFactor: CGFloat = 0,
        bottomStackAlphaSpeedFactor: CGFloat = 0.9,
        topStackAlphaSpeedFactor: CGFloat = 0.3,
        perspectiveRatio: CGFloat = 0,
        shadowEnabled: Bool = true,
        shadowColor: RGBAColor = .black,
        shadowOpacity: Float = 0.1,
        shadowOffset: CGSize = .zero,
        shadowRadius: CGFloat = 10,
        stackRotateAngle: CGFloat = 0,
        popAngle: CGFloat = .pi / 7,
        popOffsetRatio: CGSize = CGSize(width: -1.3, height: 0.3),
        stackPosition: CGPoint = CGPoint(x: 0, y: -1),
        reverse: Bool = false,
        blurEffectEnabled: Bool = false,
        maxBlurEffectRadius: CGFloat = 0,
        blurEffectStyle: BlurEffectStyle = .light
    ) {
        self.scaleFactor = scaleFactor
        self.minScale = minScale
        self.maxScale = maxScale
        self.maxStackSize = maxStackSize
        self.spacingFactor = spacingFactor
        self.maxSpacing = maxSpacing
        self.alphaFactor = alphaFactor
        self.bottomStackAlphaSpeedFactor = bottomStackAlphaSpeedFactor
        self.topStackAlphaSpeedFactor = topStackAlphaSpeedFactor
        self.perspectiveRatio = perspectiveRatio
        self.shadowEnabled = shadowEnabled
        self.shadowColor = shadowColor
        self.shadowOpacity = shadowOpacity
        self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius
        self.stackRotateAngle = stackRotateAngle
        self.popAngle = popAngle
        self.popOffsetRatio = popOffsetRatio
        self.stackPosition = stackPosition
        self.reverse = reverse
        self.blurEffectEnabled = blurEffectEnabled
        self.maxBlurEffectRadius = maxBlurEffectRadius
        self.blurEffectStyle = blurEffectStyle
    }

    /// The original library's initialiser, with the misspelt `stackRotateAngel` label.
    ///
    /// The label has no default here, so calls without it pick the initialiser above.
    @available(*, deprecated, message: "the label is spelt stackRotateAngle:")
    public init(
        scaleFactor: CGFloat = 0.15,
        minScale: CGFloat? = 0,
        maxScale: CGFloat? = 1,
        maxStackSize: Int = 3,
        spacingFactor: CGFloat = 0.03,
        maxSpacing: CGFloat? = nil,
        alphaFactor: CGFloat = 0,
        bottomStackAlphaSpeedFactor: CGFloat = 0.9,
        topStackAlphaSpeedFactor: CGFloat = 0.3,
        perspectiveRatio: CGFloat = 0,
        shadowEnabled: Bool = true,
        shadowColor: RGBAColor = .black,
        shadowOpacity: Float = 0.1,
        shadowOffset: CGSize = .zero,
        shadowRadius: CGFloat = 10,
        stackRotateAngel: CGFloat,
        popAngle: CGFloat = .pi / 7,
        popOffsetRatio: CGSize = CGSize(width: -1.3, height: 0.3),
        stackPosition: CGPoint = CGPoint(x: 0, y: -1),
        reverse: Bool = false,
        blurEffectEnabled: Bool = false,
        maxBlurEffectRadius: CGFloat = 0,
        blurEffectStyle: BlurEffectStyle = .light
    ) {
        self.init(
            scaleFactor: scaleFactor, minScale: minScale, maxScale: maxScale, maxStackSize: maxStackSize,
            spacingFactor: spacingFactor, maxSpacing: maxSpacing, alphaFactor: alphaFactor,
            bottomStackAlphaSpeedFactor: bottomStackAlphaSpeedFactor,
            topStackAlphaSpeedFactor: topStackAlphaSpeedFactor, perspectiveRatio: perspectiveRatio,
            shadowEnabled: shadowEnabled, shadowColor: shadowColor, shadowOpacity: shadowOpacity,
            shadowOffset: shadowOffset, shadowRadius: shadowRadius, stackRotateAngle: stackRotateAngel,
            popAngle: popAngle, popOffsetRatio: popOffsetRatio, stackPosition: stackPosition, reverse: reverse,
            blurEffectEnabled: blurEffectEnabled, maxBlurEffectRadius: maxBlurEffectRadius,
            blurEffectStyle: blurEffectStyle)
    }

    /// `StackTransformViewOptions()`, built once: what `StackTransformView`'s default options getter
    /// returns, so a page that keeps the defaults copies them on every frame instead of building
    /// them.
    @usableFromInline static let defaults = StackTransformViewOptions()
}
