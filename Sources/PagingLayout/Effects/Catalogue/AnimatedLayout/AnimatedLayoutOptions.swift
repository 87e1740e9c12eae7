import Foundation

/// The settings of the AnimatedCollectionViewLayout effect: KelvinJin/AnimatedCollectionViewLayout's
/// eight animators and their parameters, with its defaults.
///
/// Each parameter belongs to some animators (named in its documentation) and is ignored by the
/// others.
///
/// ```swift
/// var options = AnimatedLayoutOptions.layout(.parallax)   // or .parallax
/// options.speed = 0.3
/// let effect = AnimatedLayoutEffect(options: options)
/// ```
public struct AnimatedLayoutOptions: Sendable, Equatable {
    /// The library's animators (`…AttributesAnimator`).
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// Pages stay in place and cross-fade (`CrossFadeAttributesAnimator`).
        case crossFade
        /// The page's content turns about the shared edge like a cube's faces (`CubeAttributesAnimator`).
        case cube
        /// Pages shrink into cards that overlap (`LinearCardAttributesAnimator`).
        case linearCard
        /// The leaving page stays and shrinks while the next one slides over it (`PageAttributesAnimator`).
        case page
        /// The page's content slides slower than the page (`ParallaxAttributesAnimator`).
        case parallax
        /// Pages turn in and out like a wheel (`RotateInOutAttributesAnimator`).
        case rotateInOut
        /// The incoming page snaps in from the trailing edge (`SnapInAttributesAnimator`).
        case snapIn
        /// The leaving page shrinks (`ZoomInOutAttributesAnimator`).
        case zoomInOut
    }

    /// The animator. Default ``Layout/crossFade``.
    public var animator: Layout
    /// Cube: the perspective, Core Animation's `m34`. Default −1/500.
    public var perspective: CGFloat
    /// Cube: the angle in radians a face turns by over one page. Default π/2.
    public var totalAngle: CGFloat
    /// Linear card and rotate in/out: the alpha added to `1 − |position|`; `nil` for the animator's
    /// default (0.5 for linear card, 0 for rotate in/out).
    public var minAlpha: CGFloat?
    /// Linear card: how far cards move towards the centre, as a fraction of the viewport. Default 0.4.
    public var itemSpacing: CGFloat
    /// Linear card: the centred card's scale; page and zoom in/out: how much the leaving page
    /// shrinks. `nil` for the animator's default (0.7 for linear card, 0.2 for page and zoom in/out).
    public var scaleRate: CGFloat?
    /// Parallax: how much slower the content moves, 0 for none. Default 0.5.
    public var speed: CGFloat
    /// Rotate in/out: the turn in radians one page away. Default π/4.
    public var maxRotate: CGFloat

    /// Creates options; every parameter defaults to the library's value.
    public init(
        animator: Layout = .crossFade,
        perspective: CGFloat = -1.0 / 500.0,
        totalAngle: CGFloat = .pi / 2,
        minAlpha: CGFloat? = nil,
        itemSpacing: CGFloat = 0.4,
        scaleRate: CGFloat? = nil,
        speed: CGFloat = 0.5,
        maxRotate: CGFloat = .pi / 4
    ) {
        self.animator = animator
        self.perspective = perspective
        self.totalAngle = totalAngle
        self.minAlpha = minAlpha
        self.itemSpacing = itemSpacing
        self.scaleRate = scaleRate
        self.speed = speed
        self.maxRotate = maxRotate
    }

    /// The options of an animator with the library's defaults.
    ///
    /// ```swift
    /// let options = AnimatedLayoutOptions.layout(.cube)
    /// ```
    public static func layout(_ animator: Layout) -> AnimatedLayoutOptions {
        AnimatedLayoutOptions(animator: animator)
    }
}
