import Foundation

/// What an effect knows besides progress: the size of the view it transforms and the page geometry
/// around it.
///
/// Effects measure translations in multiples of the target's size, so the same options give the
/// same look on every screen. Effects that move pages edge to edge (or by the distance between two
/// pages) read ``pageStep``; direction-aware effects read ``layoutDirection`` and ``scrollDirection``.
///
/// ```swift
/// // A 240-point page with 16 points between pages, in a 300-point viewport:
/// let context = EffectContext(targetSize: CGSize(width: 240, height: 400),
///                             viewportSize: CGSize(width: 300, height: 400), pageStep: 256)
/// ```
public struct EffectContext: Sendable, Equatable {
    /// The size of the transformed view (its bounds), in points. Negative or non-finite
    /// dimensions count as 0.
    public var targetSize: CGSize

    /// The axis along which pages follow each other. Default horizontal.
    public var scrollDirection: ScrollDirection

    /// The reading direction. The prepared effects compute left-to-right; the mirror for
    /// right-to-left is applied by ``PagingEffect/directedAttributes(for:in:)``.
    public var layoutDirection: LayoutDirection

    /// The pager's viewport size, in points; the target's size when not given.
    public var viewportSize: CGSize

    /// The distance between the leading edges of two consecutive pages along the axis (page length
    /// plus spacing), in points; the target's length along the axis when not given.
    public var pageStep: CGFloat

    /// How far the item sits along the axis from where a settled page sits, in (left-to-right)
    /// points: where a page that moves with the scroll belongs relative to its frame. For pages of
    /// one length this is progress × ``pageStep``, and it is `nil` (effects use that product); with
    /// per-item lengths the engine gives it, since neighbours of other lengths are not one step away.
    public var displacement: CGFloat?

    /// The slot the item fills in a looping pager (its unbounded position, of which the data index
    /// is the remainder); `nil` when the pager does not loop or the caller does not say.
    public var slot: Int?

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - targetSize: the transformed view's size in points; negative or non-finite dimensions
    ///     count as 0.
    ///   - scrollDirection: the paging axis; horizontal by default.
    ///   - layoutDirection: the reading direction; left-to-right by default.
    ///   - viewportSize: the pager's viewport; `nil` (the default) for the target's size.
    ///   - pageStep: page length plus spacing along the axis; `nil` (the default) for the target's
    ///     length along the axis. Negative or non-finite values count as 0.
    ///   - slot: the item's slot in a looping pager.
    ///   - displacement: the item's distance from the settled spot along the axis, when its pages
    ///     have their own lengths; `nil` (the default) for progress × page step. Non-finite counts as
    ///     `nil`.
    public init(
        targetSize: CGSize,
        scrollDirection: ScrollDirection = .horizontal,
        layoutDirection: LayoutDirection = .leftToRight,
        viewportSize: CGSize? = nil,
        pageStep: CGFloat? = nil,
        slot: Int? = nil,
        displacement: CGFloat? = nil
    ) {
        let target = targetSize.nonNegativeOrZero
        self.targetSize = target
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
        self.viewportSize = viewportSize?.nonNegativeOrZero ?? target
        self.pageStep = (pageStep ?? scrollDirection.length(of: target)).nonNegativeOrZero
        self.slot = slot
        self.displacement = displacement.flatMap { $0.isFinite ? $0 : nil }
    }

    /// How far an item at `progress` sits from the settled spot along the axis, in points:
    /// ``displacement`` when given, else progress × ``pageStep``.
    public func displacement(atProgress progress: CGFloat) -> CGFloat {
        displacement ?? progress * pageStep
    }

    /// Whether what effects draw is mirrored: right-to-left on a horizontal pager.
    @inlinable
    public var isMirrored: Bool {
        layoutDirection == .rightToLeft && scrollDirection == .horizontal
    }

    /// This context with ``pageStep`` changed by the spacing `effect` proposes
    /// (``PagingEffect/proposedSpacing(in:)``), as a pager that honours the proposal lays its pages
    /// out; unchanged when the effect proposes none. A step that would be negative counts as 0.
    ///
    /// ```swift
    /// // FSPagerView's overlap proposes −0.39 × 200 points: pages 122 points apart.
    /// let context = EffectContext(targetSize: CGSize(width: 200, height: 300))
    ///     .withProposedSpacing(of: FSPagerViewEffect(options: .layout(.overlap)))
    /// ```
    public func withProposedSpacing(of effect: some PagingEffect) -> EffectContext {
        guard let spacing = effect.proposedSpacing(in: self) else { return self }
        var context = self
        context.pageStep = (pageStep + spacing).nonNegativeOrZero
        return context
    }
}
