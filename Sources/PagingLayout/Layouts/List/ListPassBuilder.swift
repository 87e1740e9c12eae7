import Foundation

/// The working state of one ``ListLayout`` pass: places the elements that can be seen in the
/// viewport, with their effects, and collects them.
struct ListPassBuilder {
    let options: ListLayoutOptions
    let effects: ListElementEffects
    let geometry: ListGeometry
    /// The viewport in content coordinates.
    let viewport: CGRect
    /// The elements placed so far (a pass's storage, lent to the builder).
    var elements: [LayoutElement] = []

    /// Whether the pass holds as many elements as one pass may: ``PagingEngine/maximumVisibleItems``.
    /// A viewport that could show more (cells a fraction of a point high, or a viewport millions of
    /// points high) would otherwise take time and memory in proportion to them.
    var isFull: Bool { elements.count >= PagingEngine.maximumVisibleItems }

    init(options: ListLayoutOptions, effects: ListElementEffects, geometry: ListGeometry, viewport: CGRect) {
        self.options = options
        self.effects = effects
        self.geometry = geometry
        self.viewport = viewport
    }

    /// Places the global header and the menu.
    mutating func addHeaderAndMenu() {
        if let header = header() { add(header) }
        if let menu = menu() { add(menu) }
    }

    /// Places the visible elements of `section`: its header, the cells in view, its footer.
    mutating func addSection(_ section: Int) {
        if let header = sectionHeader(section) { add(header) }
        for item in visibleRows(section: section, count: geometry.items.counts[section]) {
            if isFull { return }
            add(cell(section: section, item: item))
        }
        if let footer = sectionFooter(section) { add(footer) }
    }

    // MARK: Elements, whether in view or not

    /// The global header with its effect, or `nil` when there is none.
    func header() -> LayoutElement? {
        guard let size = geometry.header else { return nil }
        return withEffect(
            LayoutElement(
                kind: .header, section: 0, item: 0, frame: CGRect(origin: .zero, size: size),
                zPosition: geometry.headerZPosition))
    }

    /// The menu with its effect, or `nil` when there is none.
    func menu() -> LayoutElement? {
        guard let size = geometry.menu else { return nil }
        let origin = geometry.header?.height ?? 0
        return withEffect(
            LayoutElement(
                kind: .menu, section: 0, item: 0,
                frame: CGRect(x: 0, y: origin, width: size.width, height: size.height), zPosition: geometry.menuZPosition))
    }

    /// The header of `section` with its effect, or `nil` when sections have none. Its context holds
    /// the height of a sticky menu as the pinned inset and its section's cells' length as its
    /// travel.
    func sectionHeader(_ section: Int) -> LayoutElement? {
        guard let size = geometry.sectionHeader else { return nil }
        let origin = geometry.sectionStart(section)
        let element = LayoutElement(
            kind: .sectionHeader, section: section, item: 0,
            frame: CGRect(x: 0, y: origin, width: size.width, height: size.height),
            zPosition: geometry.sectionHeaderZPosition(section: section))
        let menuHeight = options.isMenuSticky ? (geometry.menu?.height ?? 0) : 0
        return withEffect(
            element, pinnedInset: menuHeight, maxTravel: geometry.cellsHeight(count: geometry.items.counts[section]))
    }

    /// Cell `item` of `section` with its effect.
    func cell(section: Int, item: Int) -> LayoutElement {
        withEffect(
            LayoutElement(
                kind: .cell, section: section, item: item,
                flatIndex: geometry.items.firstFlatIndex(ofSection: section).saturatingAdding(item),
                frame: geometry.cellFrame(section: section, item: item),
                zPosition: geometry.cellZPosition(section: section, item: item)))
    }

    /// The footer of `section` with its effect, or `nil` when sections have none. The original gives
    /// footers item 1 of their section.
    func sectionFooter(_ section: Int) -> LayoutElement? {
        guard let size = geometry.sectionFooter else { return nil }
        let y = geometry.cellsStart(section) + geometry.cellsHeight(count: geometry.items.counts[section])
        return withEffect(
            LayoutElement(
                kind: .sectionFooter, section: section, item: 1,
                frame: CGRect(x: 0, y: y, width: size.width, height: size.height),
                zPosition: geometry.footerZPosition(section: section)))
    }

    /// `element` with the effect for its kind applied, for the viewport of this pass; unchanged when
    /// its kind has none.
    private func withEffect(
        _ element: LayoutElement, pinnedInset: CGFloat = 0, maxTravel: CGFloat = .infinity
    ) -> LayoutElement {
        guard let effect = effects[element.kind] else { return element }
        let context = OffsetEffectContext(
            frame: element.frame, viewport: viewport, scrollDirection: .vertical, pinnedInset: pinnedInset,
            maxTravel: maxTravel)
        var placed = element
        effect.attributes(in: context).apply(to: &placed)
        return placed
    }

    /// The rows of `section` (which has `count` cells) that may overlap the viewport, found by
    /// arithmetic rather than by visiting every row; one row of slack each side absorbs rounding,
    /// and ``add(_:)`` checks each exactly.
    private func visibleRows(section: Int, count: Int) -> Range<Int> {
        let stride = geometry.rowStride
        guard count > 0, geometry.cellSize.width > 0, geometry.cellSize.height > 0, stride > 0 else { return 0..<0 }
        let firstTop = geometry.cellsStart(section) + geometry.lineSpacing
        func row(_ y: CGFloat) -> Int {
            let index = ((y - firstTop) / stride).rounded(.down)
            guard index.isFinite else { return index > 0 ? count : 0 }
            return Int(min(max(index, 0), CGFloat(count)))
        }
        let first = max(row(viewport.minY - geometry.cellSize.height) - 1, 0)
        let end = min(row(viewport.maxY) + 2, count)
        return first < end ? first..<end : 0..<0
    }

    /// Adds `element` when its transformed bounds overlap the viewport with some area, unless the
    /// pass is full.
    private mutating func add(_ element: LayoutElement) {
        guard !isFull, let bounds = Self.transformedBounds(of: element) else { return }
        // Compared edge by edge: Foundation's CGRect intersection traps on Linux for non-finite edges.
        let overlapWidth = min(bounds.maxX, viewport.maxX) - max(bounds.minX, viewport.minX)
        let overlapHeight = min(bounds.maxY, viewport.maxY) - max(bounds.minY, viewport.minY)
        guard overlapWidth > 0, overlapHeight > 0 else { return }
        elements.append(element)
    }

    /// The bounding box of the element's frame drawn with its transform about the frame's centre;
    /// `nil` when part of it goes behind the eye.
    static func transformedBounds(of element: LayoutElement) -> CGRect? {
        guard !element.transform.isIdentity else { return element.frame }
        guard let quad = element.transform.project(element.frame) else { return nil }
        let xs = quad.corners.map(\.x)
        let ys = quad.corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
