import Foundation

/// An offset-driven effect that widens the item nearest a focus line towards its image's aspect
/// ratio: the Photos thumbnail strip's growing centre thumbnail.
///
/// Its input is an item's **progress** in item steps from the focus (0 when the item's start is at
/// the focus, ±1 one step away). Within one step the item is `1 − |progress|` expanded, scaled by
/// ``expandingRate``; its extra width is `(height × aspectRatio − width) × expanding` — negative for
/// images narrower than the item. The height never changes. Neighbours make room by moving half the
/// extra width each way (``ThumbnailStripLayout`` does that; as an ``OffsetEffect`` on its own it
/// only grows the element, about its centre, through ``OffsetEffectAttributes/sizeChange``).
///
/// As an ``OffsetEffect`` it reads the context's ``OffsetEffectContext/progress``,
/// ``OffsetEffectContext/aspectRatio`` (an element without a usable one keeps its width) and the
/// frame's size. Spec options: `{"expandingRate": 1}` (1 when missing).
///
/// ```swift
/// let expand = ExpandToAspectEffect(expandingRate: 1)
/// expand.expanding(progress: 0.25)                     // 0.75
/// expand.extraWidth(progress: 0.25, aspectRatio: 1.5, itemSize: CGSize(width: 30, height: 50))
/// // (75 − 30) × 0.75 = 33.75
/// ```
public struct ExpandToAspectEffect: OffsetEffect, Hashable {
    /// How much of the expansion applies, 0…1: 0 keeps every item at its size, 1 lets the focused
    /// item reach its aspect ratio. Default 1. Values outside 0…1 are used as given.
    public var expandingRate: CGFloat

    /// Creates the effect.
    public init(expandingRate: CGFloat = 1) {
        self.expandingRate = expandingRate
    }

    /// How expanded an item at `progress` is: `(1 − |progress|) × expandingRate` within one step of
    /// the focus, 0 beyond (and for non-finite progress).
    public func expanding(progress: CGFloat) -> CGFloat {
        let distance = abs(progress)
        guard distance < 1 else { return 0 }
        return ((1 - distance) * expandingRate).finiteValue
    }

    /// The width an item of `itemSize` at `progress` gains, in points, for an image of
    /// `aspectRatio` (width ÷ height): `(height × aspectRatio − width) × expanding(progress:)`.
    public func extraWidth(progress: CGFloat, aspectRatio: CGFloat, itemSize: CGSize) -> CGFloat {
        ((itemSize.height * aspectRatio - itemSize.width) * expanding(progress: progress)).finiteValue
    }

    /// The element's extra width at the context's progress, as a size change; none without a
    /// finite aspect ratio above 0.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        guard let ratio = context.aspectRatio, ratio.isFinite, ratio > 0 else { return OffsetEffectAttributes() }
        let extra = extraWidth(progress: context.progress, aspectRatio: ratio, itemSize: context.frame.size)
        return OffsetEffectAttributes(sizeChange: CGSize(width: extra, height: 0))
    }
}
