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
public struct ThumbnailStripLayout: Sendable, Equatable {
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
    /// with its width and its translation.
    ///
    /// A thumbnail is listed when its translated frame overlaps the viewport; thumbnails with a zero
    /// dimension are never listed. Non-finite offsets are held finite (NaN as 0).
    ///
    /// - Complexity: O(visible thumbnails).
    public func layout(at offset: CGPoint, viewportSize: CGSize) -> LayoutPass {
        var elements: [LayoutElement] = []
        if let focus = focus(at: offset, viewportSize: viewportSize) {
            let lower = focus.viewport.minX
            let upper = focus.viewport.maxX
            let expanding = focus.expanding
            let groups = [0..<expanding.lowerBound, expanding, expanding.upperBound..<itemCount]
            for group in groups where !group.isEmpty {
                // The thumbnails before and after the expanding ones share one translation each.
                let candidates =
                    group == expanding ? group : focus.geometry.pages(
                        overlapping: lower, upper, shiftedBy: focus.translation(of: group.lowerBound), among: group,
                        pageCount: itemCount)
                for index in candidates {
                    let element = element(ofItem: index, focus: focus)
                    let shift = focus.translation(of: index)
                    guard element.frame.width > 0, element.frame.minX + shift < upper,
                        element.frame.maxX + shift > lower
                    else { continue }
                    elements.append(element)
                }
            }
        }
        return LayoutPass(contentSize: contentSize, elements: elements)
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

    /// What one pass needs to place thumbnails: the viewport, and the expanding thumbnails with their
    /// extra widths.
    private struct Focus {
        var geometry: PageGeometry
        var viewport: CGRect
        var expanding: Range<Int>
        var extras: [CGFloat]

        /// Each expanding thumbnail pushes the ones before it back and those after it forward by half
        /// its extra width.
        func translation(of index: Int) -> CGFloat {
            zip(expanding, extras).reduce(0) { sum, pair in
                index < pair.0 ? sum - pair.1 / 2 : (index > pair.0 ? sum + pair.1 / 2 : sum)
            }
        }
    }

    private func focus(at offset: CGPoint, viewportSize: CGSize) -> Focus? {
        let geometry = geometry(viewportSize: viewportSize)
        guard let viewport = geometry.viewport(at: offset, showing: options.itemSize, crossStart: 0) else { return nil }
        let line = viewport.minX + geometry.settledInset(ofPage: 0).finiteValue
        let expanding = expandingItems(focus: line, in: geometry)
        let extras = expanding.map { extraWidth(ofItem: $0, focus: line, in: geometry) }
        return Focus(geometry: geometry, viewport: viewport, expanding: expanding, extras: extras)
    }

    private func element(ofItem index: Int, focus: Focus) -> LayoutElement {
        let size = options.itemSize
        let extra = focus.expanding.contains(index) ? focus.extras[index - focus.expanding.lowerBound] : 0
        let centre = focus.geometry.leadingEdge(ofPage: index) + size.width / 2
        let width = size.width + extra
        return LayoutElement(
            kind: .cell, section: 0, item: index,
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
