import Foundation
import PagingLayout

/// The flags that describe a pager — sections, visible count, viewport size, offset and direction —
/// shared by `layout`, `render`, `hittest` and the previews.
struct PagerFlags {
    /// The flag specs, with their defaults in the help text.
    static let specs: [FlagSpec] = [
        .option("sections", "N,N,…", "Items per section, each ≥ 0 (default: 3,4,3)."),
        .option("visible", "N|all", "numberOfVisibleItems: a count ≥ 1, or all (default: 3)."),
        .option("size", "WxH", "Viewport size in points, both > 0 (default: 300x500)."),
        .option("offset", "X,Y", "Content offset in points (default: 0,0)."),
        .option("direction", "horizontal|vertical", "Scroll direction (default: horizontal)."),
    ]

    /// The engine the flags describe.
    let engine: PagingEngine
    /// The content offset to lay out at.
    let offset: CGPoint

    /// Reads the pager flags, applying the defaults.
    init(_ arguments: ParsedArguments) throws {
        let sections = try arguments.value(
            "sections", default: [3, 4, 3], expected: "item counts such as 3,4,3", ValueParsers.sectionCounts)
        let visible = try arguments.value(
            "visible", default: Int?.some(3), expected: "a count ≥ 1 or all", ValueParsers.visibleCount)
        let size = try arguments.value(
            "size", default: CGSize(width: 300, height: 500), expected: "WIDTHxHEIGHT such as 300x500",
            ValueParsers.size)
        offset = try arguments.value("offset", default: .zero, expected: "X,Y such as 450,0", ValueParsers.point)
        let direction = try arguments.value(
            "direction", default: .horizontal, expected: "horizontal or vertical", ValueParsers.direction)
        engine = PagingEngine(
            viewportSize: size, itemCounts: sections, scrollDirection: direction, numberOfVisibleItems: visible)
    }
}
