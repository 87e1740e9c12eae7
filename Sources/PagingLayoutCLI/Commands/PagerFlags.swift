import Foundation
import PagingLayout

/// The flags that describe a pager — sections, visible count, viewport size, offset, direction and
/// page geometry — shared by `layout`, `render`, `hittest` and the filmstrips.
struct PagerFlags {
    /// The values the flags take when they are not given.
    struct Defaults {
        var sections: [Int]
        var visible: Int?
        var size: CGSize

        /// The defaults of `layout`, `render` and `hittest`: sections 3,4,3, 3 visible, 300×500.
        static let standard = Defaults(sections: [3, 4, 3], visible: 3, size: CGSize(width: 300, height: 500))
    }

    /// The flag specs, with the standard defaults in the help text.
    static let specs = specs(defaults: .standard)

    /// The flag specs with `defaults` in the help text.
    static func specs(defaults: Defaults) -> [FlagSpec] {
        let sections = defaults.sections.map(String.init).joined(separator: ",")
        let visible = defaults.visible.map(String.init) ?? "all"
        let size = "\(FilmstripCommand.label(defaults.size.width))x\(FilmstripCommand.label(defaults.size.height))"
        return [
            .option("sections", "N,N,…", "Items per section, each ≥ 0 (default: \(sections))."),
            .option("visible", "N|all", "numberOfVisibleItems: a count ≥ 1, or all (default: \(visible))."),
            .option("size", "WxH", "Viewport size in points, both > 0 (default: \(size))."),
            .option("offset", "X,Y", "Content offset in points (default: 0,0)."),
            .option("direction", "horizontal|vertical", "Scroll direction (default: horizontal)."),
        ] + geometrySpecs
    }

    /// The page geometry flags.
    static let geometrySpecs: [FlagSpec] = [
        .option("page-length", "L", "Page length along the axis in points, ≥ 0 (default: the viewport's)."),
        .option("spacing", "S", "Gap between pages in points, ≥ 0 (default: 0)."),
        .option("padding", "A,B", "Space before the first and after the last page, each ≥ 0 (default: 0,0)."),
        .option("alignment", "center|start", "Where a settled page sits in the viewport (default: center)."),
        .toggle("loop", "Pages repeat without end; items carry their slot."),
        .option("layout-direction", "ltr|rtl", "rtl mirrors a horizontal pager (default: ltr)."),
        .option("item-lengths", "L,L,…", "Per-page lengths along the axis, each ≥ 0 (default: all --page-length)."),
    ]

    /// Reads the page geometry flags for a viewport of `size`.
    static func geometry(_ arguments: ParsedArguments, size: CGSize, direction: ScrollDirection) throws -> PageGeometry {
        let pageLength = try arguments.optionalValue(
            "page-length", expected: "a length ≥ 0 such as 240", ValueParsers.nonNegativeNumber)
        let spacing = try arguments.value(
            "spacing", default: 0, expected: "a length ≥ 0 such as 16", ValueParsers.nonNegativeNumber)
        let padding = try arguments.value(
            "padding", default: ContentPadding(), expected: "A,B such as 30,30 (each ≥ 0)", ValueParsers.contentPadding)
        let alignment = try arguments.value(
            "alignment", default: .center, expected: "center or start") { PageAlignment(rawValue: $0) }
        let layoutDirection = try arguments.value(
            "layout-direction", default: .leftToRight, expected: "ltr or rtl", ValueParsers.layoutDirection)
        let itemLengths = try arguments.optionalValue("item-lengths", expected: "lengths ≥ 0 such as 120,80,200") {
            ValueParsers.numberList($0).flatMap { lengths in lengths.allSatisfy { $0 >= 0 } ? lengths : nil }
        }
        return PageGeometry(
            viewportSize: size, scrollDirection: direction, pageLength: pageLength, spacing: spacing,
            padding: padding, alignment: alignment, layoutDirection: layoutDirection,
            isLooping: arguments.isSet("loop"), itemLengths: itemLengths.map(ItemLengths.init))
    }

    /// The engine the flags describe.
    let engine: PagingEngine
    /// The content offset to lay out at.
    let offset: CGPoint

    /// Reads the pager flags, applying `defaults`.
    init(_ arguments: ParsedArguments, defaults: Defaults = .standard) throws {
        let sections = try arguments.value(
            "sections", default: defaults.sections, expected: "item counts such as 3,4,3", ValueParsers.sectionCounts)
        let visible = try arguments.value(
            "visible", default: defaults.visible, expected: "a count ≥ 1 or all", ValueParsers.visibleCount)
        let size = try arguments.size("size", default: defaults.size, example: "300x500")
        offset = try arguments.value("offset", default: .zero, expected: "X,Y such as 450,0", ValueParsers.point)
        let direction = try arguments.value(
            "direction", default: .horizontal, expected: "horizontal or vertical", ValueParsers.direction)
        let geometry = try Self.geometry(arguments, size: size, direction: direction)
        if geometry.isLooping && sections.reduce(0, +) == 0 {
            throw CommandLineError(flag: "--loop", "a looping pager needs at least one item (see --sections)")
        }
        engine = PagingEngine(geometry: geometry, itemCounts: sections, numberOfVisibleItems: visible)
    }
}
