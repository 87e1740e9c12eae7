import Foundation

/// An offset-driven effect for a full-screen pager: while a page is within one page of the
/// viewport, the page itself shifts forward and its image moves the other way — the Photos preview
/// pager's parallax.
///
/// Its input is a page's **progress** in page widths from the viewport's start: `(page's start −
/// content offset) ÷ page width` (0 when the page fills the viewport, +1 when it is one page ahead).
/// Within one page the page moves by `progress × offsetBetweenCells` and its image by
/// `−progress × parallaxRatio × page width`; at a page or more away, neither moves.
///
/// As an ``OffsetEffect`` it reads the context's ``OffsetEffectContext/progress`` and the page's
/// length along the axis. Spec options: `{"offsetBetweenCells": 44, "parallaxRatio": 0.3}` (the
/// defaults when missing).
///
/// ```swift
/// let shift = PreviewShiftEffect(offsetBetweenCells: 44, parallaxRatio: 0.3)
/// shift.cellTranslation(progress: 0.5)                // 22
/// shift.parallaxOffset(progress: 0.5, pageWidth: 400) // −60
/// shift.cellTranslation(progress: 1)                  // 0: a page away
/// ```
public struct PreviewShiftEffect: OffsetEffect, Hashable {
    /// How far a page moves when it is almost a whole page away, in points. Default: 44.
    public var offsetBetweenCells: CGFloat
    /// How far the image moves against the page, as a fraction of the page width per page of
    /// progress. Default: 0.3.
    public var parallaxRatio: CGFloat

    /// Creates the effect.
    public init(offsetBetweenCells: CGFloat = 44, parallaxRatio: CGFloat = 0.3) {
        self.offsetBetweenCells = offsetBetweenCells
        self.parallaxRatio = parallaxRatio
    }

    /// The page's progress when within one page of the viewport's start, `nil` at a page or more
    /// away (or when non-finite).
    public func activeProgress(_ progress: CGFloat) -> CGFloat? {
        abs(progress) < 1 ? progress : nil
    }

    /// How far the page moves along the axis at `progress`, in points.
    public func cellTranslation(progress: CGFloat) -> CGFloat {
        guard let progress = activeProgress(progress) else { return 0 }
        return (progress * offsetBetweenCells).finiteValue
    }

    /// How far the page's image moves inside it at `progress`, in points, for a page `pageWidth`
    /// points wide.
    public func parallaxOffset(progress: CGFloat, pageWidth: CGFloat) -> CGFloat {
        guard let progress = activeProgress(progress) else { return 0 }
        return (-(pageWidth * parallaxRatio * progress)).finiteValue
    }

    /// The page's shift and its image's offset along the context's axis, at the context's progress.
    public func attributes(in context: OffsetEffectContext) -> OffsetEffectAttributes {
        OffsetEffectAttributes(
            transform: context.translation(along: cellTranslation(progress: context.progress)),
            parallaxOffset: context.point(
                along: parallaxOffset(progress: context.progress, pageWidth: context.frameLength)))
    }
}
