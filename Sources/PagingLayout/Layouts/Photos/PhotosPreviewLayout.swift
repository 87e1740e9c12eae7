import Foundation

/// The Photos preview pager: full-size pages side by side, top-aligned, and while a page
/// is within one page of the viewport it shifts forward and its image moves the other way
/// (``PreviewShiftEffect``) — the parallax of the Photos app.
///
/// Page `i` rests at x = `i × (itemSize.width + spacing)`, y = 0. Its progress is
/// `(x − content offset) / itemSize.width`; the element's ``LayoutElement/parallaxOffset`` carries
/// how far its image moves.
///
/// ```swift
/// let preview = PhotosPreviewLayout(
///     options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 414, height: 600), spacing: 20), itemCount: 8)
/// let pass = preview.layout(at: CGPoint(x: 1547, y: 0), viewportSize: CGSize(width: 414, height: 600))
/// // pages 3 and 4 share the viewport; page 4 moves 9.1 points forward, its image 56.6 back
/// ```
public struct PhotosPreviewLayout: ScrollLayout, Equatable {
    /// The settings, as given.
    public let options: PhotosPreviewLayoutOptions
    /// The number of pages; negative counts count as 0.
    public let itemCount: Int

    /// Creates the pager for `itemCount` pages.
    public init(options: PhotosPreviewLayoutOptions = PhotosPreviewLayoutOptions(), itemCount: Int) {
        self.options = options
        self.itemCount = max(0, itemCount)
    }

    /// The pages' resting geometry: page `i` starts at `i × (itemSize.width + spacing)`, at the
    /// viewport's start at scroll position `i`. The viewport does not change it.
    public var geometry: PageGeometry {
        .row(itemSize: options.itemSize, spacing: options.spacing, alignment: .start, viewportSize: .zero)
    }

    /// Where page `index` rests, before its shift.
    public func restingFrame(ofItem index: Int) -> CGRect {
        CGRect(origin: CGPoint(x: geometry.leadingEdge(ofPage: index), y: 0), size: options.itemSize)
    }

    /// Where the cell at `indexPath` rests (``restingFrame(ofItem:)``; the viewport does not move it);
    /// `nil` outside section 0's pages.
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        return restingFrame(ofItem: indexPath.item)
    }

    /// The effect that shifts pages and their images.
    public var shift: PreviewShiftEffect {
        PreviewShiftEffect(offsetBetweenCells: options.offsetBetweenCells, parallaxRatio: options.parallaxRatio)
    }

    /// The scrollable content's size: every page and the gaps between them, as tall as a page.
    public var contentSize: CGSize {
        geometry.contentSize(pageCount: itemCount, crossLength: options.itemSize.height)
    }

    /// ``contentSize``, whatever the viewport.
    public func contentSize(viewportSize: CGSize) -> CGSize { contentSize }

    /// The progress of page `index` at the horizontal content offset `offset`:
    /// `(page's start − offset) / itemSize.width`; 0 for pages of zero width.
    public func progress(ofPage index: Int, atOffset offset: CGFloat) -> CGFloat {
        progress(ofPage: index, atOffset: offset, in: geometry)
    }

    /// ``progress(ofPage:atOffset:)`` in the ``geometry`` of a pass (its viewport does not move a page).
    private func progress(ofPage index: Int, atOffset offset: CGFloat, in geometry: PageGeometry) -> CGFloat {
        guard options.itemSize.width > 0 else { return 0 }
        return ((geometry.leadingEdge(ofPage: index) - offset) / options.itemSize.width).finiteValue
    }

    /// The fractional page at the horizontal content offset `offset`: `offset / (itemSize.width +
    /// spacing)`, 0 for a zero step — the scroll position of ``geometry``.
    public func page(atOffset offset: CGFloat) -> CGFloat {
        geometry.position(atOffset: offset.finiteValue, pageCount: itemCount).finiteValue
    }

    /// The horizontal content offset that shows the (fractional) page `page`: `page × (itemSize.width
    /// + spacing)`.
    public func offset(forPage page: CGFloat) -> CGFloat {
        geometry.offset(atPosition: page.finiteValue, pageCount: itemCount)
    }

    /// The pages in view at the content offset `offset` in a viewport of `viewportSize`, each with
    /// its progress (``progress(ofPage:atOffset:)``), its shift and its image's parallax offset,
    /// written into `pass`.
    ///
    /// A page is listed when its shifted frame overlaps the viewport; pages with a zero dimension are
    /// never listed. Non-finite offsets are held finite (NaN as 0).
    ///
    /// - Complexity: O(visible pages).
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        let size = options.itemSize
        let geometry = PageGeometry.row(
            itemSize: size, spacing: options.spacing, alignment: .start, viewportSize: viewportSize)
        pass.contentSize = geometry.contentSize(pageCount: itemCount, crossLength: size.height)
        pass.elements.removeAll(keepingCapacity: true)
        guard let viewport = geometry.viewport(at: offset, showing: size, crossStart: 0) else { return }
        let lower = viewport.minX
        let upper = viewport.maxX
        let shift = shift
        // Only the pages within one page width of the offset move (at most two, as pages do not
        // overlap); the others are where they rest.
        let moving = geometry.pages(overlapping: lower - size.width, lower + size.width, pageCount: itemCount)
        let resting = geometry.pages(overlapping: lower, upper, pageCount: itemCount)
        let listed =
            moving.isEmpty || resting.isEmpty
            ? (moving.isEmpty ? resting : moving)
            : min(moving.lowerBound, resting.lowerBound)..<max(moving.upperBound, resting.upperBound)
        for index in listed {
            let progress = progress(ofPage: index, atOffset: lower, in: geometry)
            let translation = shift.cellTranslation(progress: progress)
            let start = geometry.leadingEdge(ofPage: index)
            guard start + translation < upper, start + translation + size.width > lower else { continue }
            pass.elements.append(
                LayoutElement(
                    kind: .cell, section: 0, item: index, progress: progress,
                    frame: CGRect(x: start, y: 0, width: size.width, height: size.height),
                    transform: .translation(x: translation, y: 0),
                    parallaxOffset: CGPoint(x: shift.parallaxOffset(progress: progress, pageWidth: size.width), y: 0)))
        }
    }

    /// Where a scroll that would stop at `proposed` comes to rest: at the page nearest it
    /// (``page(atOffset:)`` rounded half away from zero). The velocity and viewport do not matter.
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        CGPoint(x: offset(forPage: page(atOffset: proposed.x).rounded()), y: proposed.y)
    }
}
