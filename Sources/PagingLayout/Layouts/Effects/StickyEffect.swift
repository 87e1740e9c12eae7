import Foundation

/// An offset-driven effect that keeps an element in view while its container scrolls past: once
/// the viewport's leading edge (plus the inset pinned before the element) passes the element's
/// resting position, the element moves with the scroll, until it has travelled as far as its
/// container allows.
///
/// It reads the element's resting start (``OffsetEffectContext/frameStart``), the content offset,
/// ``OffsetEffectContext/pinnedInset`` and ``OffsetEffectContext/maxTravel``. The sticky/stretchy
/// list gives it to its menu (no inset, no limit) and its section headers (below a sticky
/// menu, limited to their section's cells, so the next section pushes them up). It has no options;
/// its spec is `{"effect": "sticky"}`.
///
/// ```swift
/// // A section header resting at y = 400 below a 70-point sticky menu, its section 600 points tall.
/// let sticky = StickyEffect()
/// sticky.translation(atOffset: 500, origin: 400, pinnedInset: 70, maxTranslation: 600)   // 170
/// sticky.translation(atOffset: 2000, origin: 400, pinnedInset: 70, maxTranslation: 600)  // 600
/// ```
public struct StickyEffect: OffsetEffect, Hashable {
    /// Creates the effect.
    public init() {}

    /// How far an element resting at `origin` moves along the axis at the content offset `offset`:
    /// `offset − origin + pinnedInset`, at least 0 and at most `maxTranslation` (all in points;
    /// `.infinity` for no limit). Non-finite offsets are held finite (NaN as 0).
    public func translation(
        atOffset offset: CGFloat, origin: CGFloat, pinnedInset: CGFloat = 0, maxTranslation: CGFloat = .infinity
    ) -> CGFloat {
        min(maxTranslation, max(0, offset.finiteValue - origin + pinnedInset)).finiteValue
    }

    /// A translation along the axis by ``translation(atOffset:origin:pinnedInset:maxTranslation:)``
    /// for the element's start, the context's inset and its travel limit.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        let distance = translation(
            atOffset: context.offset, origin: context.frameStart, pinnedInset: context.pinnedInset,
            maxTranslation: context.maxTravel)
        return OffsetEffectAttributes(transform: context.translation(along: distance))
    }
}
