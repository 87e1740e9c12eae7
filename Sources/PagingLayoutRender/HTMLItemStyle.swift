import Foundation
import PagingLayout

/// What an effect changes on an item's HTML from frame to frame, as CSS values: the transform,
/// stacking, opacity, which elements take pointer events, back-face and visibility rules, shadow,
/// blur, the content's transform inside the page and the snapshot container and pieces.
///
/// Every decision (clamping, what takes taps, how a layer shadow becomes a CSS shadow) is made here,
/// once, for ``HTMLFrameRenderer`` and for the preview gallery's frames alike.
struct HTMLItemStyle: Sendable, Equatable {
    /// The item's transform about its centre (`matrix3d`).
    var transform: Transform3D
    /// The item's `z-index`, within CSS's 32-bit range (``cssZIndex(_:)``).
    var zIndex: Int
    /// The item's `opacity`, 0…1.
    var opacity: CGFloat
    /// Whether the item element takes pointer events (it is visible enough and has no selectable region).
    var itemTakesTaps: Bool
    /// Whether the item's selectable region element takes pointer events (it has one, visible enough).
    var regionTakesTaps: Bool
    /// Whether the item's back face is hidden (`backface-visibility:hidden`): it is not double-sided.
    var hidesBackface: Bool
    /// Whether the target is hidden (`visibility:hidden`).
    var isHidden: Bool
    /// The drop shadow drawn outside the item's edge, or `nil`.
    var shadow: DropShadow?
    /// The CSS blur radius in pixels (`filter:blur`), or `nil` for none.
    var blur: CGFloat?
    /// The snapshot container and its pieces, or `nil`.
    var snapshot: Snapshot?
    /// The transform of the page's content element about its centre (`matrix3d`), or `nil` when the
    /// content is not moved (an identity or non-finite ``EffectAttributes/contentTransform``).
    var contentTransform: Transform3D?

    /// A CSS drop shadow: offset and blur radius in pixels, colour as 0…255 channels and an alpha.
    struct DropShadow: Sendable, Equatable {
        var offsetX: CGFloat
        var offsetY: CGFloat
        var blurRadius: CGFloat
        var red: Int
        var green: Int
        var blue: Int
        var alpha: CGFloat
    }

    /// The snapshot container's transform and opacity, and its pieces in the skeleton's order.
    struct Snapshot: Sendable, Equatable {
        var containerTransform: Transform3D
        var containerOpacity: CGFloat
        var pieces: [Piece]
    }

    /// One snapshot piece's transform about its centre, opacity, pointer events and corner radius.
    struct Piece: Sendable, Equatable {
        var transform: Transform3D
        var opacity: CGFloat
        var takesTaps: Bool
        var cornerRadius: CGFloat
    }
}

extension HTMLItemStyle {
    /// An effect's content transform as drawn: `nil` when it leaves the content where it is, or
    /// when it is not finite (nothing sensible to draw, so the content stays put).
    static func drawnContentTransform(_ transform: Transform3D) -> Transform3D? {
        transform.isIdentity || !transform.isFinite ? nil : transform
    }

    /// A z position as a CSS `z-index`: held within ±(2³¹ − 1), as browsers drop larger values
    /// (FSPagerView's cross-fading sends far pages to `Int.min`).
    static func cssZIndex(_ zPosition: Int) -> Int {
        let limit = Int(Int32.max)
        return min(max(zPosition, -limit), limit)
    }
}
