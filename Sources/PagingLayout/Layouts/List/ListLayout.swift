import Foundation

/// A vertical sectioned list: a global header, a menu, then per section a header, its cells one
/// per row and a footer — with the offset-driven effects of the sticky/stretchy list and
/// the parallax list.
///
/// Content runs top to bottom: header, menu, and for each section its header, each cell preceded by
/// ``ListLayoutOptions/minimumLineSpacing``, its footer. Supplementary views sit at x = 0, cells at
/// x = ``ListLayoutOptions/minimumInteritemSpacing``; the content is as wide as the viewport.
/// Elements with a `nil` or zero-by-zero size do not exist. Each kind of element gets its
/// offset-driven effect from ``effects``; by default those the options switch on
/// (``ListElementEffects/init(options:)``):
/// - the header stretches and darkens (``StretchyHeaderEffect``) with ``ListLayoutOptions/isHeaderStretchy``;
/// - the menu sticks to the viewport's top (``StickyEffect``) with ``ListLayoutOptions/isMenuSticky``;
/// - section headers stick below a sticky menu, at most as far as their section's cells reach
///   (``StickyEffect``) with ``ListLayoutOptions/isSectionHeadersSticky``;
/// - cells get a parallax offset (``ParallaxEffect``) with ``ListLayoutOptions/isParallaxOnCellsEnabled``.
///
/// Stacking follows the original: header, menu, then section by section header, cells, footer, in
/// increasing z; then every section header above all of those, in section order, and the menu on
/// top.
///
/// ```swift
/// let layout = ListLayout(options: .stickyStretchy(width: 375), itemCounts: [4, 6, 3])
/// let pass = layout.layout(at: CGPoint(x: 0, y: 420), viewportSize: CGSize(width: 375, height: 667))
/// for element in pass.elements { print(element.kind, element.section, element.item, element.frame) }
/// ```
public struct ListLayout: ScrollLayout {
    /// The settings, as given.
    public let options: ListLayoutOptions
    /// The offset-driven effect of each kind of element.
    public let effects: ListElementEffects
    /// The number of cells in each section and the cells before each section (saturating at
    /// `Int.max`).
    private let items: SectionedItemCounts

    /// The number of cells in each section, negative counts clamped to 0.
    public var itemCounts: [Int] { items.counts }

    /// Creates the layout for `itemCounts` cells per section, its elements given `effects` (by
    /// default those `options` switch on).
    ///
    /// - Complexity: O(number of sections), once; each ``layout(at:viewportSize:)`` is then
    ///   O(visible elements + log sections), plus what the effects cost.
    public init(options: ListLayoutOptions, itemCounts: [Int], effects: ListElementEffects? = nil) {
        self.options = options
        self.effects = effects ?? ListElementEffects(options: options)
        items = SectionedItemCounts(itemCounts)
    }

    /// The scrollable content's size for a viewport of `viewportSize`: the viewport's width, and the
    /// height of every element and spacing.
    public func contentSize(viewportSize: CGSize) -> CGSize {
        geometry(viewportSize: viewportSize).contentSize
    }

    /// The elements in view at the content offset `offset` in a viewport of `viewportSize`, with their
    /// effects applied, written into `pass`.
    ///
    /// An element is listed when its transformed bounds overlap the viewport; elements with no area
    /// are never listed. Non-finite offsets are held finite (NaN as 0); negative or non-finite
    /// viewport dimensions count as 0. One pass lists at most ``PagingEngine/maximumVisibleItems``
    /// elements, the first in list order: far more than a screen shows, a bound on the time and
    /// memory of a viewport that could hold millions (cells a fraction of a point high).
    ///
    /// - Complexity: O(visible elements + log sections), visible elements at most
    ///   ``PagingEngine/maximumVisibleItems``.
    public func layout(at offset: CGPoint, viewportSize: CGSize, into pass: inout LayoutPass) {
        var builder = builder(at: offset, viewportSize: viewportSize)
        let geometry = builder.geometry
        let viewport = builder.viewport
        pass.contentSize = geometry.contentSize
        pass.elements.removeAll(keepingCapacity: true)
        // The builder fills the pass's own storage, handed back when done.
        swap(&builder.elements, &pass.elements)
        builder.addHeaderAndMenu()
        var section = firstSection(endingBelow: viewport.minY, geometry)
        while section < items.sectionCount, geometry.sectionStart(section) < viewport.maxY, !builder.isFull {
            builder.addSection(section)
            section = nextSection(after: section, geometry)
        }
        swap(&builder.elements, &pass.elements)
    }

    /// Where the cell at `indexPath` rests in a viewport of `viewportSize`, before its effect; `nil`
    /// when the list has no such cell.
    ///
    /// - Complexity: O(1).
    public func restingFrame(of indexPath: ItemIndexPath, viewportSize: CGSize) -> CGRect? {
        guard (0..<items.sectionCount).contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < items.counts[indexPath.section]
        else { return nil }
        return geometry(viewportSize: viewportSize).cellFrame(section: indexPath.section, item: indexPath.item)
    }

    /// Where a scroll that would stop at `proposed` comes to rest: there (a list does not snap).
    public func targetOffset(forProposed proposed: CGPoint, velocity: CGPoint, viewportSize: CGSize) -> CGPoint {
        proposed
    }

    /// One element at the content offset `offset` in a viewport of `viewportSize`, in view or not,
    /// with its effects applied; `nil` when the list has no such element.
    ///
    /// Headers and menus are item 0 of section 0, section headers item 0 of their section, section
    /// footers item 1 of their section (as the original numbers them).
    ///
    /// - Complexity: O(1).
    public func element(
        _ kind: LayoutElementKind, section: Int, item: Int, at offset: CGPoint, viewportSize: CGSize
    ) -> LayoutElement? {
        let builder = builder(at: offset, viewportSize: viewportSize)
        let inSection = (0..<items.sectionCount).contains(section)
        switch kind {
        case .header: return section == 0 && item == 0 ? builder.header() : nil
        case .menu: return section == 0 && item == 0 ? builder.menu() : nil
        case .sectionHeader: return inSection && item == 0 ? builder.sectionHeader(section) : nil
        case .sectionFooter: return inSection && item == 1 ? builder.sectionFooter(section) : nil
        case .cell:
            guard inSection, item >= 0, item < items.counts[section] else { return nil }
            return builder.cell(section: section, item: item)
        }
    }

    /// A pass builder for the viewport at `offset` (held finite, NaN as 0).
    private func builder(at offset: CGPoint, viewportSize: CGSize) -> ListPassBuilder {
        let geometry = geometry(viewportSize: viewportSize)
        let origin = CGPoint(x: offset.x.finiteValue, y: offset.y.finiteValue)
        let viewport = CGRect(origin: origin, size: geometry.viewport)
        return ListPassBuilder(options: options, effects: effects, geometry: geometry, viewport: viewport)
    }

    private func geometry(viewportSize: CGSize) -> ListGeometry {
        ListGeometry(options: options, items: items, viewportSize: viewportSize)
    }

    /// The first section whose end lies below `y`; the section count when none does.
    ///
    /// - Complexity: O(log sections).
    private func firstSection(endingBelow y: CGFloat, _ geometry: ListGeometry) -> Int {
        var low = 0
        var high = items.sectionCount
        while low < high {
            let mid = (low + high) / 2
            if geometry.sectionStart(mid + 1) > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The section after `section` that can hold a visible element. When sections have no header or
    /// footer height, empty sections have nothing and take no room, so runs of them are skipped with
    /// one search.
    ///
    /// - Complexity: O(log sections).
    private func nextSection(after section: Int, _ geometry: ListGeometry) -> Int {
        let next = section + 1
        guard geometry.supplementaryHeightPerSection == 0, next < items.sectionCount else { return next }
        // The first non-empty section from `next` on holds the item that follows the cells before
        // `next`; the last section when none does.
        let target = items.firstFlatIndex(ofSection: next)
        return target < items.totalCount ? items.section(holding: target, near: next) : items.sectionCount - 1
    }
}
