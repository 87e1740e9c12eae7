import Foundation

@testable import PagingLayout

/// Seed 000's list written the default way, for comparison: every element laid out one after the
/// other in a loop, the effects applied to every element from the default formulas, then the elements
/// whose transformed box overlaps the viewport kept. Deliberately naive (O(all elements) per pass).
struct SeedListReference {
    var options: ListLayoutOptions
    var counts: [Int]

    struct Element: Equatable {
        var kind: LayoutElementKind
        var section: Int
        var item: Int
        var frame: CGRect
        var scale: CGFloat = 1
        var translationY: CGFloat = 0
        var zPosition: Int
        var parallaxY: CGFloat = 0
        var overlayAlpha: CGFloat = 0

        /// The frame scaled about its centre, then moved.
        var box: CGRect {
            let width = frame.width * scale
            let height = frame.height * scale
            return CGRect(
                x: frame.midX - width / 2, y: frame.midY + translationY - height / 2, width: width, height: height)
        }
    }

    func contentHeight(viewport: CGSize) -> CGFloat { laidOut(viewport: viewport).height }

    /// Every element's frame and creation z position, and the content height.
    private func laidOut(viewport: CGSize) -> (elements: [Element], height: CGFloat) {
        var elements: [Element] = []
        var height: CGFloat = 0
        var z = 0
        func place(_ size: CGSize?, _ kind: LayoutElementKind, _ section: Int, _ item: Int) {
            guard let size, size != .zero else { return }
            elements.append(
                Element(
                    kind: kind, section: section, item: item,
                    frame: CGRect(x: 0, y: height, width: size.width, height: size.height),
                    zPosition: z))
            z += 1
            height += size.height
        }
        let cell = options.itemSize ?? viewport
        place(options.headerSize, .header, 0, 0)
        place(options.menuSize, .menu, 0, 0)
        for (section, count) in counts.enumerated() {
            place(options.sectionsHeaderSize, .sectionHeader, section, 0)
            for item in 0..<count {
                let y = height + options.minimumLineSpacing
                elements.append(
                    Element(
                        kind: .cell, section: section, item: item,
                        frame: CGRect(x: options.minimumInteritemSpacing, y: y, width: cell.width, height: cell.height),
                        zPosition: z))
                z += 1
                height = y + cell.height
            }
            place(options.sectionsFooterSize, .sectionFooter, section, 1)
        }
        // Section headers are restacked above everything in section order, the menu on top.
        for index in elements.indices where elements[index].kind == .sectionHeader {
            elements[index].zPosition = z
            z += 1
        }
        for index in elements.indices where elements[index].kind == .menu { elements[index].zPosition = z }
        return (elements, height)
    }

    /// The elements in view at vertical offset `y` (horizontal offset `x`).
    func visible(x: CGFloat = 0, y: CGFloat, viewport: CGSize) -> [Element] {
        let cell = options.itemSize ?? viewport
        let header = options.headerSize ?? .zero
        let menu = options.menuSize ?? .zero
        var elements = laidOut(viewport: viewport).elements
        for index in elements.indices {
            var e = elements[index]
            switch e.kind {
            case .sectionHeader where options.isSectionHeadersSticky:
                let limit = CGFloat(counts[e.section]) * (cell.height + options.minimumLineSpacing)
                let menuOffset = options.isMenuSticky ? menu.height : 0
                e.translationY = min(limit, max(0, y - e.frame.minY + menuOffset))
            case .header where options.isHeaderStretchy:
                let stretched = min(viewport.height, max(header.height, header.height - y))
                e.scale = stretched / header.height
                e.translationY = min(y, header.height) + (stretched - header.height) / 2
                if options.isAlphaOnHeaderActive {
                    e.overlayAlpha = min(options.headerOverlayMaxAlphaValue, y / header.height)
                }
            case .menu where options.isMenuSticky:
                e.translationY = max(e.frame.minY, y) - header.height
            case .cell where options.isParallaxOnCellsEnabled:
                let half = viewport.height / 2
                let distance = e.frame.midY - y - half
                let raw = -(options.maxParallaxOffset * distance) / (half + cell.height / 2)
                e.parallaxY = min(max(-options.maxParallaxOffset, raw), options.maxParallaxOffset)
            default: break
            }
            elements[index] = e
        }
        let rect = CGRect(x: x, y: y, width: viewport.width, height: viewport.height)
        return elements.filter { element in
            let overlap = element.box.intersection(rect)
            return !overlap.isNull && overlap.width > 0 && overlap.height > 0
        }
    }
}
