import Foundation

/// The visual state an effect gives an item at one progress: what a ``TransformTarget`` applies.
///
/// The defaults leave a view as it is: identity transform, fully opaque, no shadow, no blur.
///
/// A plain value of numbers and flags, with no reference and no storage of its own (trivially
/// copyable): it is copied as a block of memory, which is what lets an effect return it every frame
/// for about the cost of writing it in place. The snapshot effect's container and pieces, the one
/// output that needs storage, come separately from ``PagingEffect/snapshot(for:in:into:)``.
// Not declared `BitwiseCopyable`: Foundation's `CGSize` (the shadow's offset) does not declare it
// on Linux. A test checks that the value stays trivially copyable (`_isPOD`).
public struct EffectAttributes: Sendable, Equatable {
    /// The target's transform about its centre (anchor point 0.5, 0.5).
    public var transform: Transform3D
    /// The target's opacity. The raw value the effect computes (the original assigns it unclamped);
    /// targets clamp it to 0…1 when they draw.
    public var alpha: CGFloat
    /// The stacking order among the visible items: higher is in front.
    public var zPosition: Int
    /// The target's drop shadow; `nil` when the effect sets none.
    public var shadow: ShadowAttributes?
    /// The blur radius over the target: 0 for none. For the prepared effects a fraction 0…1 of the
    /// strongest blur, as the original feeds it to `UIVisualEffectView`.
    public var blurRadius: CGFloat
    /// The look of the blur when ``blurRadius`` is above 0. Default ``BlurEffectStyle/light``.
    public var blurStyle: BlurEffectStyle
    /// Whether the back of the target shows when a 3-D rotation turns it away (Core Animation's
    /// `isDoubleSided`). A back-facing target that is not double-sided is neither drawn nor hit.
    public var isDoubleSided: Bool
    /// Whether the target itself is hidden, as the snapshot effect hides it while its pieces show
    /// (the pieces come from ``PagingEffect/snapshot(for:in:into:)``).
    public var isTargetHidden: Bool
    /// The transform of the page's content inside the page, about the content's centre, for effects
    /// that move what a page shows rather than the page (a parallax, a cube turning about an edge).
    /// Identity by default. A target that hosts its content in a child view (a cell's content view)
    /// applies it there; clipping to the page's bounds is the target's choice, as a cell's is.
    public var contentTransform: Transform3D

    /// Creates attributes; by default those of an untouched view at z position 0 (the centred
    /// page's place in the default stacking order).
    public init(
        zPosition: Int = 0,
        transform: Transform3D = .identity,
        alpha: CGFloat = 1,
        shadow: ShadowAttributes? = nil,
        blurRadius: CGFloat = 0,
        blurStyle: BlurEffectStyle = .light,
        isDoubleSided: Bool = true,
        isTargetHidden: Bool = false,
        contentTransform: Transform3D = .identity
    ) {
        self.transform = transform
        self.alpha = alpha
        self.zPosition = zPosition
        self.shadow = shadow
        self.blurRadius = blurRadius
        self.blurStyle = blurStyle
        self.isDoubleSided = isDoubleSided
        self.isTargetHidden = isTargetHidden
        self.contentTransform = contentTransform
    }

    /// The attributes of an untouched view at `progress`: every other field at its default, and the
    /// z position of the default stacking order, `−|round(progress)|`
    /// (``PagingEngine/defaultZPosition(progress:)``), so the centred page is in front. Where an
    /// effect usually starts.
    ///
    /// ```swift
    /// var attributes = EffectAttributes(defaultZPositionAt: -1.4)   // zPosition −1
    /// attributes.alpha = 0.5
    /// ```
    public init(defaultZPositionAt progress: CGFloat) {
        self.init(zPosition: DefaultStackingOrder.zPosition(progress: progress))
    }

    /// `EffectAttributes()`, kept for the paths that start from it on every frame: copying a built
    /// value costs one block copy, where the initialiser copies each default in and out.
    @usableFromInline static let untouched = EffectAttributes()

    /// Sets every field to what ``init(defaultZPositionAt:)`` gives for `progress`, with `blurStyle`, in place: an effect writing into a caller's value
    /// starts from here instead of building and copying a whole new one.
    mutating func reset(progress: CGFloat, blurStyle: BlurEffectStyle) {
        transform = .identity
        alpha = 1
        zPosition = DefaultStackingOrder.zPosition(progress: progress)
        shadow = nil
        blurRadius = 0
        self.blurStyle = blurStyle
        isDoubleSided = true
        isTargetHidden = false
        contentTransform = .identity
    }
}
