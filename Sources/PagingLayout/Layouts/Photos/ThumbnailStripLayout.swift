import Foundation

/// The Photos thumbnail strip: small thumbnails side by side, centred in the viewport by
/// content insets, the one nearest the centre widened towards its image's aspect ratio
/// (``ExpandToAspectEffect``) and its neighbours pushed aside by half its extra width each, and
/// scrolling that snaps to the nearest thumbnail.
///
/// Thumbnail `i` rests centred at x = `i × (itemSize.width + distanceBetween) + itemSize.width / 2`,
/// y = 0, and keeps its height. The scroll view insets the content by ``contentInset(viewportWidth:)``
/// on each side, so the offset that centres thumbnail `i` is `i × step − inset`. The focus line is
/// the content offset plus that inset: a thumbnail's progress is `(i × step − (offset + inset)) /
/// step`; within one step it expands, scaled by ``ThumbnailStripOptions/expandingRate``.
///
/// The content size stays that of the thumbnails at rest, so expansion never
/// moves the scroll position.
///
/// ```swift
/// let strip = ThumbnailStripLayout(options: ThumbnailStripOptions(
///     itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [1, 2, 0.5, 1.5]))
/// let pass = strip.layout(at: CGPoint(x: -150, y: 0), viewportSize: CGSize(width: 375, height: 60))
/// // the focus line is at −150 + 172.5 = 22.5: thumbnail 0 is 41 % expanded, thumbnail 1 59 %
/// ```
public struct ThumbnailStripLayout: ScrollLayout, Equatable {
    /// The settings, as given; the strip has one thumbnail per aspect ratio.
    public let options: ThumbnailStripOptions

    /// Creates the strip; it has one thumbnail per entry of ``ThumbnailStripOptions/aspectRatios``.
    /// Ratios that are not finite and > 0 count as the thumbnail's own (it does not change width).
    public init(options: ThumbnailStripOptions = ThumbnailStripOptions()) {
        self.options = options
    }

    /// The number of thumbnails.
    public var itemCount: Int { options.aspectRatios.count }

    /// The thumbnails' resting geometry in a viewport of `viewportSize`: thumbnail `i` starts at
    /// `i × (itemSize.width + distanceBetween)` and is centred at scroll position `i`.
    public func geometry(viewportSize: CGSize) -> PageGeometry {
        .row(
            itemSize: options.itemSize, spacing: options.distanceBetween, alignment: .center,
            viewportSize: viewportSize)
    }

    /// Where thumbnail `index` rests, before it widens or moves aside.
    public func restingFrame(ofItem index: Int) -> CGRect {
        CGRect(
            origin: CGPoint(x: geometry(viewportSize: .zero).leadingEdge(ofPage: index), y: 0), size: options.itemSize)
    }

    /// Where the cell at `indexPath` rests (``restingFrame(ofItem:)``; the viewport does not move it);
    /// `nil` outside section 0's thumbnails.
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return restingFrame(ofItem: indexPath.item)
    }

    /// The distance between two thumbnails' starts at rest: `itemSize.width + distanceBetween`.
    var step: CGFloat { geometry(viewportSize: .zero).step }

    /// The effect that widens the focused thumbnail.
    public var expansion: ExpandToAspectEffect {
        ExpandToAspectEffect(expandingRate: options.expandingRate)
    }

    /// The scrollable content's size: the thumbnails at rest and the gaps between them, as tall as a
    /// thumbnail.
    public var contentSize: CGSize {
        geometry(viewportSize: .zero).contentSize(pageCount: itemCount, crossLength: options.itemSize.height)
    }

    /// ``contentSize``, whatever the viewport.
    public func contentSize(viewportSize: CGSize) -> CGSize { contentSize }

    /// ``contentInset(viewportWidth:)`` on both ends.
    public func contentInset(viewportSize: CGSize) -> ContentPadding {
        ContentPadding(both: contentInset(viewportWidth: viewportSize.width))
    }

    /// The content inset the scroll view needs on the left and on the right so that every thumbnail
    /// can reach the centre: `(viewportWidth − itemSize.width) / 2`.
    public func contentInset(viewportWidth: CGFloat) -> CGFloat {
        geometry(viewportSize: CGSize(width: viewportWidth, height: 0)).settledInset(ofPage: 0).finiteValue
    }

    /// The progress of thumbnail `index` for the focus line at `focus` (the content offset plus the
    /// inset): its start's distance from the focus in steps; 0 for a zero step.
    public func progress(ofItem index: Int, focus: CGFloat) -> CGFloat {
        progress(ofItem: index, focus: focus, in: geometry(viewportSize: .zero))
    }

    /// ``progress(ofItem:focus:)`` in the strip's `geometry` of a pass (any viewport: it does not
    /// change a thumbnail's start).
    private func progress(ofItem index: Int, focus: CGFloat, in geometry: PageGeometry) -> CGFloat {
        let step = geometry.step
        guard step > 0 else { return 0 }
        return ((geometry.leadingEdge(ofPage: index) - focus) / step).finiteValue
    }

    /// The aspect ratio of thumbnail `index`, or the thumbnail's own when the given one is not
    /// finite and > 0 (or there is no such thumbnail).
    private func aspectRatio(of index: Int) -> CGFloat {
        let ratio = options.aspectRatios.indices.contains(index) ? options.aspectRatios[index] : .nan
        guard ratio.isFinite, ratio > 0, options.itemSize.height > 0 else {
            return options.itemSize.height > 0 ? options.itemSize.width / options.itemSize.height : 0
        }
        return ratio
    }

    /// The width thumbnail `index` gains at the focus line `focus`, in points; 0 for an index outside
    /// the strip.
    public func extraWidth(ofItem index: Int, focus: CGFloat) -> CGFloat {
        extraWidth(ofItem: index, focus: focus, in: geometry(viewportSize: .zero))
    }

    /// ``extraWidth(ofItem:focus:)`` in the strip's `geometry` of a pass.
    private func extraWidth(ofItem index: Int, focus: CGFloat, in geometry: PageGeometry) -> CGFloat {
        expansion.extraWidth(
            progress: progress(ofItem: index, focus: focus, in: geometry), aspectRatio: aspectRatio(of: index),
            itemSize: options.itemSize)
    }

    /// The thumbnails within one step of the focus line — the only ones that expand (at most two).
    private func expandingItems(focus: CGFloat, in geometry: PageGeometry) -> Range<Int> {
        let step = geometry.step
        guard step > 0, itemCount > 0 else { return 0..<0 }
        let first = (focus / step).index(rounded: .down)
        let low = min(max(first, 0), itemCount)
        let high = min(max(first.saturatingAdding(2), 0), itemCount)
        return low..<max(low, high)
    }

    /// The thumbnails in view at the content offset `offset` in a viewport of `viewportSize`, each
    /// with its width, its translation and its progress (``progress(ofItem:focus:)``), written into
    /// `pass`.
    ///
    /// A thumbnail is listed when its translated frame overlaps the viewport; thumbnails with a zero
    /// dimension are never listed. Non-finite offsets are held finite (NaN as 0).
    ///
    /// - Complexity: O(visible thumbnails).
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        pass.contentSize = contentSize
        pass.elements.removeAll(keepingCapacity: true)
        guard let focus = focus(at: offset, viewportSize: viewportSize) else { return }
        let lower = focus.viewport.minX
        let upper = focus.viewport.maxX
        let expanding = focus.expanding
        func place(_ group: Range<Int>) {
            guard !group.isEmpty else { return }
            // The thumbnails before and after the expanding ones share one translation each.
            let candidates =
                group == expanding ? group : focus.geometry.pages(
                    overlapping: lower, upper, shiftedBy: focus.translation(of: group.lowerBound), among: group,
                    pageCount: itemCount)
            for index in candidates {
                let element = element(ofItem: index, focus: focus)
                let shift = element.transform.m41
                guard element.frame.width > 0, element.frame.minX + shift < upper, element.frame.maxX + shift > lower
                else { continue }
                pass.elements.append(element)
            }
        }
        place(0..<expanding.lowerBound)
        place(expanding)
        place(expanding.upperBound..<itemCount)
    }

    /// Thumbnail `index` at the content offset `offset` in a viewport of `viewportSize`, in view or
    /// not, with its width and translation as ``layout(at:viewportSize:)`` gives them; `nil` for an
    /// index outside the strip or a viewport that shows nothing (a zero dimension).
    ///
    /// - Complexity: O(1).
    public func element(ofItem index: Int, at offset: CGPoint, viewportSize: CGSize) -> LayoutElement? {
        guard (0..<itemCount).contains(index), let focus = focus(at: offset, viewportSize: viewportSize) else {
            return nil
        }
        return element(ofItem: index, focus: focus)
    }

    /// What one pass needs to place thumbnails: the viewport, the focus line, and the expanding
    /// thumbnails (at most two) with their extra widths.
    private struct Focus {
        var geometry: PageGeometry
        var viewport: CGRect
        var line: CGFloat
        var expanding: Range<Int>
        /// The extra widths of the first and the second expanding thumbnail (0 for none).
        var firstExtra: CGFloat
        var secondExtra: CGFloat

        /// The width thumbnail `index` gains: 0 unless it expands.
        func extra(of index: Int) -> CGFloat {
            guard expanding.contains(index) else { return 0 }
            return index == expanding.lowerBound ? firstExtra : secondExtra
        }

        /// Each expanding thumbnail pushes the ones before it back and those after it forward by half
        /// its extra width.
        func translation(of index: Int) -> CGFloat {
            var sum: CGFloat = 0
            for expanded in expanding where expanded != index {
                sum += index < expanded ? -extra(of: expanded) / 2 : extra(of: expanded) / 2
            }
            return sum
        }
    }

    private func focus(at offset: CGPoint, viewportSize: CGSize) -> Focus? {
        let geometry = geometry(viewportSize: viewportSize)
        guard let viewport = geometry.viewport(at: offset, showing: options.itemSize, crossStart: 0) else { return nil }
        let line = viewport.minX + geometry.settledInset(ofPage: 0).finiteValue
        let expanding = expandingItems(focus: line, in: geometry)
        func extra(_ index: Int) -> CGFloat {
            expanding.contains(index) ? extraWidth(ofItem: index, focus: line, in: geometry) : 0
        }
        return Focus(
            geometry: geometry, viewport: viewport, line: line, expanding: expanding,
            firstExtra: extra(expanding.lowerBound), secondExtra: extra(expanding.lowerBound + 1))
    }

    private func element(ofItem index: Int, focus: Focus) -> LayoutElement {
        let size = options.itemSize
        let extra = focus.extra(of: index)
        let start = focus.geometry.leadingEdge(ofPage: index)
        let centre = start + size.width / 2
        let width = size.width + extra
        // ``progress(ofItem:focus:)`` from the start already at hand.
        let step = focus.geometry.step
        return LayoutElement(
            kind: .cell, section: 0, item: index, progress: step > 0 ? ((start - focus.line) / step).finiteValue : 0,
            frame: CGRect(x: centre - width / 2, y: 0, width: width, height: size.height),
            transform: .translation(x: focus.translation(of: index), y: 0))
    }

    /// Where a scroll that would stop at `proposed` snaps: the offset that
    /// centres thumbnail `floor(r)` or `ceil(r)`, whichever is nearer (the later one on a tie), for
    /// `r = (proposed.x + inset) / step`. The earlier index is at least 0 and the later
    /// at most the thumbnail count — positions a scroll view, which keeps offsets within the content,
    /// never proposes beyond. The velocity does not matter; a zero step keeps the
    /// proposed offset.
    ///
    /// - Complexity: O(1).
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        let geometry = geometry(viewportSize: viewportSize)
        guard geometry.step > 0, proposed.x.isFinite else { return proposed }
        let relative = geometry.position(atOffset: proposed.x, pageCount: itemCount)
        let earlier = max(0, relative.rounded(.down))
        let later = min(relative.rounded(.up), CGFloat(itemCount))
        let earlierOffset = geometry.offset(atPosition: earlier, pageCount: itemCount)
        let laterOffset = geometry.offset(atPosition: later, pageCount: itemCount)
        let nearer = abs(earlierOffset - proposed.x) < abs(laterOffset - proposed.x) ? earlierOffset : laterOffset
        return CGPoint(x: nearer.finiteValue, y: proposed.y)
    }

    /// The horizontal content offset that centres the (fractional) thumbnail `index`: `index × step −
    /// inset`.
    public func offset(forItem index: CGFloat, viewportWidth: CGFloat) -> CGFloat {
        geometry(viewportSize: CGSize(width: viewportWidth, height: 0))
            .offset(atPosition: index.finiteValue, pageCount: itemCount)
    }

    /// The fractional thumbnail centred at the horizontal content offset `offset`: `(offset + inset) /
    /// step`, 0 for a zero step — the scroll position of the centred ``geometry(viewportSize:)``.
    public func item(atOffset offset: CGFloat, viewportWidth: CGFloat) -> CGFloat {
        geometry(viewportSize: CGSize(width: viewportWidth, height: 0))
            .position(atOffset: offset.finiteValue, pageCount: itemCount).finiteValue
    }
}
