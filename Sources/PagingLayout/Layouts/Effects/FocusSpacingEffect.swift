import Foundation

/// An offset-driven effect that pushes the focused item's neighbours apart: the focus carousel's
/// wider spacing around the item at the viewport's centre.
///
/// Its input is an item's **progress** in item steps from the focus: `index − continuous focused
/// index`, where the continuous focused index is the fractional index of the item under the
/// viewport's centre (``CarouselLayout/continuousFocusedIndex(atOffset:viewportWidth:)``). Items
/// before the focused one move back and items after it move forward by
/// `(spacingWhenFocused − spacing) × factor`, where the factor is 1 when the focus rests exactly on
/// an item and falls linearly to 0 when the focus is halfway between two items — so the spacing
/// changes continuously with the offset. The focused item itself does not move.
///
/// It is both an ``OffsetEffect`` (a translation along the context's axis at its
/// ``OffsetEffectContext/progress``), registered as `"focusSpacing"` in an ``OffsetEffectRegistry``,
/// and a ``PagingEffect`` (a horizontal translation at the item's progress), so it composes with
/// either kind. Spec options: `{"spacing": 30, "spacingWhenFocused": 60}` (the default values when
/// missing).
///
/// ```swift
/// let focus = FocusSpacingEffect(spacing: 10, spacingWhenFocused: 30)
/// focus.translation(progress: 1)     // 20: the next item, focus resting on an item
/// focus.translation(progress: -1.25) // −10: the previous item, focus a quarter step past an item
/// focus.translation(progress: 0.2)   // 0: the focused item itself
/// ```
public struct FocusSpacingEffect: PagingEffect, OffsetEffect, Hashable {
    /// The spacing between items away from the focus, in points.
    public var spacing: CGFloat
    /// The spacing on each side of the focused item when the focus rests on it, in points (may be
    /// less than ``spacing``, pulling the neighbours in).
    public var spacingWhenFocused: CGFloat

    /// Creates the effect.
    public init(spacing: CGFloat, spacingWhenFocused: CGFloat) {
        self.spacing = spacing
        self.spacingWhenFocused = spacingWhenFocused
    }

    /// How far an item at `progress` (item steps from the focus; non-finite counts as 0) moves along
    /// the axis, in points: `sign(k) × (spacingWhenFocused − spacing) × (1 − 2|progress − k|)` with
    /// `k = round(progress)`, the item's whole number of steps from the focused item.
    public func translation(progress: CGFloat) -> CGFloat {
        let progress = progress.finiteOrZero
        let steps = progress.rounded()
        guard steps != 0 else { return 0 }
        // 1 when the focus rests on an item, 0 halfway between two (where the spacing is plain).
        let factor = 1 - 2 * abs(progress - steps)
        let direction: CGFloat = steps < 0 ? -1 : 1
        return (direction * (spacingWhenFocused - spacing) * factor).finiteValue
    }

    /// The attributes at `progress`: a horizontal translation by ``translation(progress:)``.
    public func attributes(for progress: CGFloat, in context: EffectContext) -> EffectAttributes {
        var attributes = EffectAttributes(defaultZPositionAt: progress)
        attributes.transform = .translation(x: translation(progress: progress), y: 0)
        return attributes
    }

    /// A translation along the context's axis by ``translation(progress:)`` at the context's progress.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        OffsetEffectAttributes(transform: context.translation(along: translation(progress: context.progress)))
    }
}
