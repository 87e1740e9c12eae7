import Foundation

/// A horizontal focus carousel (seed 001): items smaller than the viewport, centred across it, the
/// focused item's neighbours pushed apart (``FocusSpacingEffect``) as a continuous function of the
/// offset, and scrolling that snaps to the nearest item's centre.
///
/// Item `i` rests at x = `i × (itemSize.width + spacing)`, y = `(viewport height − itemSize.height) / 2`.
/// The scroll view is expected to inset the content by `(viewport width − itemSize.width) / 2` on
/// each side (``contentInset(viewportWidth:)``), so every item can reach the centre; offsets are
/// content offsets as a scroll view reports them (negative at the start).
///
/// ```swift
/// let carousel = CarouselLayout(
///     options: CarouselLayoutOptions(itemSize: CGSize(width: 250, height: 150), spacing: 0, spacingWhenFocused: 20),
///     itemCount: 12)
/// let pass = carousel.layout(at: CGPoint(x: 945, y: 0), viewportSize: CGSize(width: 414, height: 250))
/// let target = carousel.targetOffset(
///     forProposed: CGPoint(x: 939, y: 0), velocity: .zero, viewportSize: CGSize(width: 414, height: 250))
/// // target.x == 918: item 4's centre (1125) at the viewport's centre
/// ```
public struct CarouselLayout: Sendable, Equatable {
    /// The settings, as given.
    public let options: CarouselLayoutOptions
    /// The number of items; negative counts count as 0.
    public let itemCount: Int

    /// Creates the carousel for `itemCount` items.
    public init(options: CarouselLayoutOptions = CarouselLayoutOptions(), itemCount: Int) {
        self.options = options
        self.itemCount = max(0, itemCount)
    }

    /// The items' resting geometry along the axis.
    public var row: ItemRow {
        ItemRow(count: itemCount, length: options.itemSize.width, step: options.itemSize.width + options.spacing)
    }

    /// The effect that pushes the focused item's neighbours apart.
    public var focusSpacing: FocusSpacingEffect {
        FocusSpacingEffect(spacing: options.spacing, spacingWhenFocused: options.spacingWhenFocused)
    }

    /// The scrollable content's size: from the first item's start to the last one's end, as tall as
    /// an item.
    public var contentSize: CGSize {
        row.contentSize(crossLength: options.itemSize.height)
    }

    /// The content inset the scroll view needs on the left and on the right so that the first and
    /// the last item can reach the viewport's centre: `(viewportWidth − itemSize.width) / 2`.
    public func contentInset(viewportWidth: CGFloat) -> CGFloat {
        row.centringInset(viewportLength: viewportWidth)
    }

    /// The fractional index of the item under the viewport's centre at the horizontal content offset
    /// `offset`: `(viewportWidth / 2 + offset − itemSize.width / 2) / (itemSize.width + spacing)` —
    /// 0 with item 0 centred, 2.5 halfway between items 2 and 3. 0 when the step is 0 (every item in
    /// one place).
    public func continuousFocusedIndex(atOffset offset: CGFloat, viewportWidth: CGFloat) -> CGFloat {
        guard row.step != 0 else { return 0 }
        return ((viewportWidth / 2 + offset - options.itemSize.width / 2) / row.step).finiteValue
    }

    /// The items in view at the content offset `offset` in a viewport of `viewportSize`, each with
    /// its focus translation.
    ///
    /// An item is listed when its translated frame overlaps the viewport; items with a zero dimension
    /// are never listed. Non-finite offsets are held finite (NaN as 0).
    ///
    /// - Complexity: O(visible items).
    public func layout(at offset: CGPoint, viewportSize: CGSize) -> LayoutPass {
        let itemSize = options.itemSize
        let top = (viewportSize.height - itemSize.height) / 2
        var elements: [LayoutElement] = []
        if let viewport = ItemRow.viewport(at: offset, size: viewportSize, showing: itemSize, crossStart: top) {
            let focus = continuousFocusedIndex(atOffset: viewport.minX, viewportWidth: viewportSize.width)
            let focused = ItemRow.index(nearest: focus)
            let focusSpacing = focusSpacing
            // Items before the focused one share one translation, items after it another, so each
            // group's visible run is found arithmetically.
            let focusedStart = min(max(focused, 0), itemCount)
            let focusedEnd = min(max(focused.saturatingAdding(1), 0), itemCount)
            let groups = [0..<focusedStart, focusedStart..<focusedEnd, focusedEnd..<itemCount]
            for group in groups where !group.isEmpty {
                let shift = focusSpacing.translation(progress: CGFloat(group.lowerBound) - focus)
                for index in row.indices(
                    overlapping: viewport.minX, viewport.maxX, shiftedBy: shift, within: group)
                {
                    let frame = CGRect(
                        x: row.position(of: index), y: top, width: itemSize.width, height: itemSize.height)
                    elements.append(
                        LayoutElement(
                            kind: .cell, section: 0, item: index, frame: frame,
                            transform: .translation(x: shift, y: 0)))
                }
            }
        }
        return LayoutPass(contentSize: contentSize, elements: elements)
    }

    /// Where a scroll that would stop at `proposed` snaps: the offset that puts the centre of the item
    /// nearest the viewport's centre there. Item centres are measured at rest (before the focus
    /// translation), among the items reaching into one viewport width either side of the proposed
    /// centre, as the seed searches; with none there the proposed offset stands. The velocity does
    /// not matter (the seed ignores it).
    ///
    /// - Complexity: O(1).
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        let itemSize = options.itemSize
        let midX = viewportSize.width / 2
        let centreX = proposed.x.finiteValue + midX
        let top = (viewportSize.height - itemSize.height) / 2
        guard ItemRow.viewport(at: proposed, size: viewportSize, showing: itemSize, crossStart: top) != nil else {
            return proposed
        }
        let candidates = row.indices(overlapping: centreX - viewportSize.width, centreX + viewportSize.width)
        guard !candidates.isEmpty else { return proposed }
        // Distance to the centre is convex in the index: the nearest candidate is the nearest
        // index held within the candidates.
        let nearest =
            row.step == 0
            ? candidates.lowerBound : ItemRow.index(nearest: (centreX - itemSize.width / 2) / row.step)
        let index = min(max(nearest, candidates.lowerBound), candidates.upperBound - 1)
        let centre = row.position(of: index) + itemSize.width / 2
        return CGPoint(x: (centre - midX).finiteValue, y: proposed.y)
    }
}
