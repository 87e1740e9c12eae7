import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout indicator`: a page indicator at one or more scroll positions, drawn as SVG.
enum IndicatorCommand: Subcommand {
    static let name = "indicator"
    static let summary = "Draw a page indicator (dots) at scroll positions as SVG, or name the page a tap selects."
    static let discussion = """
        Draws the page indicator of a pager of --pages pages at each of --positions (scroll positions
        in pages), one labelled panel each: the dots' fill, size and colour follow the position as the
        library's PageIndicator computes them; longer lists show a window of --max-dots dots. Each
        panel is labelled with its position and the pager's accessibility value. With --tap X,Y it
        prints instead, as JSON, the page whose dot's tap target holds the point (indicator
        coordinates, origin at the top-left of the row) at the first position, or null.

        Positions past the ends count as the ends; a looping pager's wrap round. Zero pages,
        non-finite positions and negative sizes are errors. One run draws at most 100000 dots over
        all its panels (each panel draws --max-dots of them, or every page when there are fewer);
        more is an error naming --max-dots.

        Examples:
          paging-layout indicator --pages 5 --positions 0,0.5,1,3.75 --out indicator.svg
          paging-layout indicator --pages 20 --max-dots 7 --positions 9.5
          paging-layout indicator --pages 5 --positions 1 --tap 60,5
        """
    static let flags: [FlagSpec] = [
        .option("pages", "N", "Number of pages, 1…1000000 (default: 5)."),
        .option("positions", "P,P,…", "Scroll positions in pages, one panel each, finite (default: 0)."),
        .option("max-dots", "N", "The most dots shown; longer lists slide a window, ≥ 1 (default: 7)."),
        .toggle("loop", "The pager loops: positions wrap round, the last dot hands over to the first."),
        .option("direction", "horizontal|vertical", "A row or a column of dots (default: horizontal)."),
        .option("layout-direction", "ltr|rtl", "rtl puts page 0 on the right of a row (default: ltr)."),
        .option("dot", "D", "Unselected dot diameter in points, ≥ 0 (default: 8)."),
        .option("selected-dot", "D", "Selected dot diameter in points, ≥ 0 (default: 10)."),
        .option("spacing", "S", "Gap between dots in points, ≥ 0 (default: 8)."),
        .option("color", "#RRGGBB[AA]", "Unselected dot colour (default: #C3C8D0)."),
        .option("selected-color", "#RRGGBB[AA]", "Selected dot colour (default: #1F2328)."),
        .option("tap", "X,Y", "Print the page a tap at X,Y selects (JSON) instead of drawing."),
        .option("title", "TEXT", "The title above the panels (default: none)."),
        .option("out", "FILE.svg", "Write the SVG to FILE.svg and print its path."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let defaults = PageIndicatorStyle()
        let count = try arguments.value(
            "pages", default: 5, expected: "a whole number of pages from 1 to 1000000",
            ValueParsers.integer(in: 1...1_000_000))
        let positions = try arguments.value(
            "positions", default: [0], expected: "finite positions in pages such as 0,0.5,1", ValueParsers.numberList)
        func length(_ flag: String, _ fallback: CGFloat) throws -> CGFloat {
            try arguments.value(flag, default: fallback, expected: "a length ≥ 0 such as 8", ValueParsers.nonNegativeNumber)
        }
        func color(_ flag: String, _ fallback: RGBAColor) throws -> RGBAColor {
            try arguments.value(flag, default: fallback, expected: "a colour such as #1F2328 or #1F232880") {
                RGBAColor(hex: $0)
            }
        }
        let style = PageIndicatorStyle(
            dotDiameter: try length("dot", defaults.dotDiameter),
            selectedDotDiameter: try length("selected-dot", defaults.selectedDotDiameter),
            spacing: try length("spacing", defaults.spacing),
            color: try color("color", defaults.color),
            selectedColor: try color("selected-color", defaults.selectedColor),
            maximumVisibleDots: try arguments.value(
                "max-dots", default: defaults.maximumVisibleDots, expected: "a whole number ≥ 1",
                ValueParsers.integer(in: 1...Int.max)))
        let orientation = try arguments.value(
            "direction", default: .horizontal, expected: "horizontal or vertical", ValueParsers.direction)
        let layoutDirection = try arguments.value(
            "layout-direction", default: .leftToRight, expected: "ltr or rtl", ValueParsers.layoutDirection)
        let indicators = positions.map { position in
            PageIndicator(
                numberOfPages: count, position: position, isLooping: arguments.isSet("loop"), orientation: orientation,
                layoutDirection: layoutDirection, style: style)
        }
        if let tap = try arguments.optionalValue("tap", expected: "X,Y such as 60,5", ValueParsers.point) {
            let page = indicators[0].page(at: tap)
            return JSONValue.object([("page", page.map(JSONValue.int) ?? .null)]).text + "\n"
        }
        try checkDotCount(indicators)
        let document = PageIndicatorRenderer(title: arguments.value("title") ?? "").document(for: indicators)
        return try FileAccess.printOrWrite(document, arguments)
    }

    /// The most dots one run draws over all its panels: far more than a picture can show legibly,
    /// and a bound on the time and memory of `--pages 1000000 --max-dots 1000000` at many positions.
    static let maximumDots = 100_000

    /// Throws, before anything is drawn, when `indicators` would draw more than ``maximumDots`` dots.
    static func checkDotCount(_ indicators: [PageIndicator]) throws {
        let dots = indicators.reduce(0) { $0 + $1.visibleDotCount }
        guard dots <= maximumDots else {
            throw CommandLineError(
                flag: "--max-dots",
                "the panels would draw \(dots) dots, more than the \(maximumDots) one run may draw; "
                    + "use a smaller --max-dots or fewer positions (--positions)")
        }
    }
}
