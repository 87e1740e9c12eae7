import Foundation

/// An offset-driven effect that widens the item nearest a focus line towards its image's aspect
/// ratio: the Photos thumbnail strip's growing centre thumbnail (seed 003).
///
/// Its input is an item's **progress** in item steps from the focus (0 when the item's start is at
/// the focus, ±1 one step away). Within one step the item is `1 − |progress|` expanded, scaled by
/// ``expandingRate``; its extra width is `(height × aspectRatio − width) × expanding` — negative for
/// images narrower than the item. The height never changes. Neighbours make room by moving half the
/// extra width each way (``ThumbnailStripLayout`` does that).
///
/// A standalone value rather than a ``PagingEffect``: it changes the item's size, and its result
/// depends on the item's own aspect ratio, neither of which an effect's attributes can carry.
///
/// ```swift
/// let expand = ExpandToAspectEffect(itemSize: CGSize(width: 30, height: 50), expandingRate: 1)
/// expand.expanding(progress: 0.25)                     // 0.75
/// expand.extraWidth(progress: 0.25, aspectRatio: 1.5)  // (75 − 30) × 0.75 = 33.75
/// ```
public struct ExpandToAspectEffect: Sendable, Equatable {
    /// The item's size at rest, in points.
    public var itemSize: CGSize
    /// How much of the expansion applies, 0…1: 0 keeps every item at ``itemSize``, 1 lets the focused
    /// item reach its aspect ratio. Default 1. Values outside 0…1 are used as given.
    public var expandingRate: CGFloat

    /// Creates the effect.
    public init(itemSize: CGSize, expandingRate: CGFloat = 1) {
        self.itemSize = itemSize
        self.expandingRate = expandingRate
    }

    /// How expanded an item at `progress` is: `(1 − |progress|) × expandingRate` within one step of
    /// the focus, 0 beyond (and for non-finite progress).
    public func expanding(progress: CGFloat) -> CGFloat {
        let distance = abs(progress)
        guard distance < 1 else { return 0 }
        return ((1 - distance) * expandingRate).finiteValue
    }

    /// The width the item at `progress` gains over ``itemSize``, in points, for an image of
    /// `aspectRatio` (width ÷ height): `(height × aspectRatio − width) × expanding(progress:)`.
    public func extraWidth(progress: CGFloat, aspectRatio: CGFloat) -> CGFloat {
        ((itemSize.height * aspectRatio - itemSize.width) * expanding(progress: progress)).finiteValue
    }
}
