import Foundation

/// Where everything of a ``ListLayout`` sits for one viewport size, in O(1) per question: resolved
/// element sizes, section and row positions, and stacking orders.
///
/// Positions come from the item-count prefix sums (``SectionedItemCounts``): section `s` starts at
/// `top + s × (section header + footer height) + (cells before s) × (cell height + line spacing)`.
struct ListGeometry {
    /// The viewport's size, negative or non-finite dimensions as 0.
    let viewport: CGSize
    /// Every cell's size.
    let cellSize: CGSize
    /// The sizes of the elements that exist (`nil`: none).
    let header: CGSize?
    let menu: CGSize?
    let sectionHeader: CGSize?
    let sectionFooter: CGSize?
    /// The space above every cell.
    let lineSpacing: CGFloat
    /// The cells' x position.
    let cellX: CGFloat
    /// The number of cells per section and the cells before each section.
    let items: SectionedItemCounts

    init(options: ListLayoutOptions, items: SectionedItemCounts, viewportSize: CGSize) {
        viewport = viewportSize.nonNegativeOrZero
        cellSize = options.itemSize?.nonNegativeOrZero ?? viewport
        header = Self.existing(options.headerSize)
        menu = Self.existing(options.menuSize)
        sectionHeader = Self.existing(options.sectionsHeaderSize)
        sectionFooter = Self.existing(options.sectionsFooterSize)
        lineSpacing = options.minimumLineSpacing.nonNegativeOrZero
        cellX = options.minimumInteritemSpacing.finiteValue
        self.items = items
    }

    /// The element's size, or `nil` when it does not exist: no size, or zero by zero (as the
    /// original skips it). One zero dimension keeps the element: it takes its room but shows nothing.
    private static func existing(_ size: CGSize?) -> CGSize? {
        guard let size else { return nil }
        let cleaned = size.nonNegativeOrZero
        return cleaned == .zero ? nil : cleaned
    }

    /// The number of sections.
    var sectionCount: Int { items.sectionCount }

    /// One cell's height plus the spacing above it: the distance between rows.
    var rowStride: CGFloat { cellSize.height + lineSpacing }

    /// The height of the header and menu above the first section.
    var top: CGFloat { (header?.height ?? 0) + (menu?.height ?? 0) }

    /// The height every section has besides its cells.
    var supplementaryHeightPerSection: CGFloat { (sectionHeader?.height ?? 0) + (sectionFooter?.height ?? 0) }

    /// Where section `section` starts; for `section == sectionCount`, the content's height.
    func sectionStart(_ section: Int) -> CGFloat {
        let cellsBefore = CGFloat(items.firstFlatIndex(ofSection: section))
        let start = top + CGFloat(section) * supplementaryHeightPerSection + cellsBefore * rowStride
        return start.finiteValue
    }

    /// The content's size: the viewport's width by the end of the last section.
    var contentSize: CGSize { CGSize(width: viewport.width, height: sectionStart(sectionCount)) }

    /// Where section `section`'s first cell row starts, above its line spacing.
    func cellsStart(_ section: Int) -> CGFloat {
        sectionStart(section) + (sectionHeader?.height ?? 0)
    }

    /// The frame of cell `item` of `section`.
    func cellFrame(section: Int, item: Int) -> CGRect {
        let y = cellsStart(section) + lineSpacing + CGFloat(item) * rowStride
        return CGRect(x: cellX, y: y.finiteValue, width: cellSize.width, height: cellSize.height)
    }

    /// How far the cells of a section with `count` cells reach below its header.
    func cellsHeight(count: Int) -> CGFloat {
        (CGFloat(count) * rowStride).finiteValue
    }

    // MARK: Stacking

    /// The number of elements above the first section: header and menu.
    private var elementsBeforeSections: Int { (header == nil ? 0 : 1) + (menu == nil ? 0 : 1) }

    /// The number of supplementary elements in every section.
    private var supplementaryElementsPerSection: Int {
        (sectionHeader == nil ? 0 : 1) + (sectionFooter == nil ? 0 : 1)
    }

    /// The order in which the original creates elements: header, menu, then per section its
    /// header, cells and footer. This is the z position of cells and footers.
    private func creationIndex(section: Int, position: Int) -> Int {
        elementsBeforeSections
            .saturatingAdding(section.saturatingMultiplied(by: supplementaryElementsPerSection))
            .saturatingAdding(items.firstFlatIndex(ofSection: section))
            .saturatingAdding(position)
    }

    /// The z position of cell `item` of `section`.
    func cellZPosition(section: Int, item: Int) -> Int {
        creationIndex(section: section, position: (sectionHeader == nil ? 0 : 1).saturatingAdding(item))
    }

    /// The z position of `section`'s footer.
    func footerZPosition(section: Int) -> Int {
        cellZPosition(section: section, item: items.counts[section])
    }

    /// The z position of `section`'s header: above every element created, in section order.
    func sectionHeaderZPosition(section: Int) -> Int {
        creationIndex(section: sectionCount, position: section)
    }

    /// The z position of the menu: above every section header.
    var menuZPosition: Int {
        creationIndex(section: sectionCount, position: sectionHeader == nil ? 0 : sectionCount)
    }

    /// The z position of the header: the first element created.
    var headerZPosition: Int { 0 }
}
