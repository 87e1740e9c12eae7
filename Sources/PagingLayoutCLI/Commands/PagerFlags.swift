import Foundation
import PagingLayout

/// The flags that describe a pager — sections, visible count, viewport size, offset and direction —
/// shared by `layout`, `render`, `hittest` and the previews.
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
        func text(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : "\(Double(value))" }
        let size = "\(text(defaults.size.width))x\(text(defaults.size.height))"
        return [
            .option("sections", "N,N,…", "Items per section, each ≥ 0 (default: \(sections))."),
            .option("visible", "N|all", "numberOfVisibleItems: a count ≥ 1, or all (default: \(visible))."),
            .option("size", "WxH", "Viewport size in points, both > 0 (default: \(size))."),
            .option("offset", "X,Y", "Content offset in points (default: 0,0)."),
            .option("direction", "horizontal|vertical", "Scroll direction (default: horizontal)."),
        ]
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
        let size = try arguments.value(
            "size", default: defaults.size, expected: "WIDTHxHEIGHT such as 300x500", ValueParsers.size)
        offset = try arguments.value("offset", default: .zero, expected: "X,Y such as 450,0", ValueParsers.point)
        let direction = try arguments.value(
            "direction", default: .horizontal, expected: "horizontal or vertical", ValueParsers.direction)
        engine = PagingEngine(
            viewportSize: size, itemCounts: sections, scrollDirection: direction, numberOfVisibleItems: visible)
    }
}
