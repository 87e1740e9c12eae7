import Foundation

/// A horizontal focus carousel: items smaller than the viewport, centred across it, the
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
public struct CarouselLayout: ScrollLayout, Equatable {
    /// The settings, as given.
    public let options: CarouselLayoutOptions
    /// The number of items; negative counts count as 0.
    public let itemCount: Int

    /// Creates the carousel for `itemCount` items.
    public init(options: CarouselLayoutOptions = CarouselLayoutOptions(), itemCount: Int) {
        self.options = options
        self.itemCount = max(0, itemCount)
    }

    /// The items' resting geometry in a viewport of `viewportSize`: item `i` starts at
    /// `i × (itemSize.width + spacing)` and is centred at scroll position `i`. The spacing may be
    /// negative (items overlap).
    public func geometry(viewportSize: CGSize) -> PageGeometry {
        .row(itemSize: options.itemSize, spacing: options.spacing, alignment: .center, viewportSize: viewportSize)
    }

    /// Where item `index` rests in a viewport of `viewportSize`, before its focus translation.
    public func restingFrame(ofItem index: Int, viewportSize: CGSize) -> CGRect {
        CGRect(
            origin: CGPoint(
                x: geometry(viewportSize: viewportSize).leadingEdge(ofPage: index),
                y: (viewportSize.height - options.itemSize.height) / 2),
            size: options.itemSize)
    }

    /// Where the cell at `indexPath` rests in a viewport of `viewportSize` (``restingFrame(ofItem:viewportSize:)``);
    /// `nil` outside section 0's items.
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return restingFrame(ofItem: indexPath.item, viewportSize: viewportSize)
    }

    /// The effect that pushes the focused item's neighbours apart.
    public var focusSpacing: FocusSpacingEffect {
        FocusSpacingEffect(spacing: options.spacing, spacingWhenFocused: options.spacingWhenFocused)
    }

    /// The scrollable content's size: from the first item's start to the last one's end, as tall as
    /// an item.
    public var contentSize: CGSize {
        geometry(viewportSize: .zero).contentSize(pageCount: itemCount, crossLength: options.itemSize.height)
    }

    /// ``contentSize``, whatever the viewport.
    public func contentSize(viewportSize: CGSize) -> CGSize { contentSize }

    /// ``contentInset(viewportWidth:)`` on both ends.
    public func contentInset(viewportSize: CGSize) -> ContentPadding {
        ContentPadding(both: contentInset(viewportWidth: viewportSize.width))
    }

    /// The content inset the scroll view needs on the left and on the right so that the first and
    /// the last item can reach the viewport's centre: `(viewportWidth − itemSize.width) / 2`.
    public func contentInset(viewportWidth: CGFloat) -> CGFloat {
        geometry(viewportSize: CGSize(width: viewportWidth, height: 0)).settledInset(ofPage: 0).finiteValue
    }

    /// The fractional index of the item under the viewport's centre at the horizontal content offset
    /// `offset`: `(viewportWidth / 2 + offset − itemSize.width / 2) / (itemSize.width + spacing)` —
    /// 0 with item 0 centred, 2.5 halfway between items 2 and 3. 0 when the step is 0 (every item in
    /// one place): the scroll position of the centred ``geometry(viewportSize:)`` at the offset.
    public func continuousFocusedIndex(atOffset offset: CGFloat, viewportWidth: CGFloat) -> CGFloat {
        geometry(viewportSize: CGSize(width: viewportWidth, height: 0))
            .position(atOffset: offset.finiteValue, pageCount: itemCount).finiteValue
    }

    /// The items in view at the content offset `offset` in a viewport of `viewportSize`, each with
    /// its focus translation and its progress (its index minus ``continuousFocusedIndex(atOffset:viewportWidth:)``),
    /// written into `pass`.
    ///
    /// An item is listed when its translated frame overlaps the viewport; items with a zero dimension
    /// are never listed. Non-finite offsets are held finite (NaN as 0).
    ///
    /// - Complexity: O(visible items).
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        let itemSize = options.itemSize
        let top = (viewportSize.height - itemSize.height) / 2
        let geometry = self.geometry(viewportSize: viewportSize)
        pass.contentSize = geometry.contentSize(pageCount: itemCount, crossLength: itemSize.height)
        pass.elements.removeAll(keepingCapacity: true)
        guard let viewport = geometry.viewport(at: offset, showing: itemSize, crossStart: top) else { return }
        let focus = geometry.position(atOffset: viewport.minX, pageCount: itemCount).finiteValue
        let focused = focus.index()
        let focusSpacing = focusSpacing
        // Items before the focused one share one translation, items after it another, so each
        // group's visible run is found arithmetically.
        func place(_ group: Range<Int>) {
            guard !group.isEmpty else { return }
            let shift = focusSpacing.translation(progress: CGFloat(group.lowerBound) - focus)
            for index in geometry.pages(
                overlapping: viewport.minX, viewport.maxX, shiftedBy: shift, among: group, pageCount: itemCount)
            {
                let frame = CGRect(
                    x: geometry.leadingEdge(ofPage: index), y: top, width: itemSize.width, height: itemSize.height)
                pass.elements.append(
                    LayoutElement(
                        kind: .cell, section: 0, item: index, progress: CGFloat(index) - focus, frame: frame,
                        transform: .translation(x: shift, y: 0)))
            }
        }
        let focusedStart = min(max(focused, 0), itemCount)
        let focusedEnd = min(max(focused.saturatingAdding(1), 0), itemCount)
        place(0..<focusedStart)
        place(focusedStart..<focusedEnd)
        place(focusedEnd..<itemCount)
    }

    /// Where a scroll that would stop at `proposed` snaps: the offset that puts the centre of the item
    /// nearest the viewport's centre there. Item centres are measured at rest (before the focus
    /// translation), among the items reaching into one viewport width either side of the proposed
    /// centre; with none there the proposed offset stands. The velocity does
    /// not matter.
    ///
    /// - Complexity: O(1).
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        let geometry = self.geometry(viewportSize: viewportSize)
        let centreX = proposed.x.finiteValue + viewportSize.width / 2
        let top = (viewportSize.height - options.itemSize.height) / 2
        guard geometry.viewport(at: proposed, showing: options.itemSize, crossStart: top) != nil else {
            return proposed
        }
        let candidates = geometry.pages(
            overlapping: centreX - viewportSize.width, centreX + viewportSize.width, pageCount: itemCount)
        guard !candidates.isEmpty else { return proposed }
        // Distance to the centre is convex in the index: the nearest candidate is the nearest
        // index (the focus at the proposed offset, 0 at a zero step) held within the candidates.
        let nearest = geometry.position(atOffset: proposed.x.finiteValue, pageCount: itemCount).index()
        let index = min(max(nearest, candidates.lowerBound), candidates.upperBound - 1)
        return CGPoint(x: geometry.settledOffset(forSlot: index, pageCount: itemCount), y: proposed.y)
    }
}
