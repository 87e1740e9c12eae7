import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout bench`: how long one layout pass takes as the data grows.
///
/// This is the library's performance measurement; tests never time anything.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let summary = "Time the paging engine's layout pass (median ns per pass) as the data grows."
    static let discussion = """
        Lays out 3 and 7 visible items over 10, 1k, 100k and 10M items, held in one section and spread
        over 10k sections, and prints the median time of one pass. Then the same in one section for
        other page geometries: peeking pages (240 of 300 points, 16 apart, 30 padding), a looping
        pager, and pages of their own lengths (up to 100k of them). A pass must not get slower as the
        total grows. Build with -c release for meaningful numbers:
          swift run -c release paging-layout bench
        """
    static let flags: [FlagSpec] = [
        .option("format", "table|json", "Output format (default: table)."),
        .option("passes", "N", "Layout passes per timed batch, 1…1000000 (default: 2000)."),
        .option("batches", "N", "Timed batches per case; the median batch is reported, 1…100 (default: 15)."),
    ]

    /// One benchmark case and its result.
    struct Row {
        let geometry: BenchGeometry
        let totalItems: Int
        let sections: Int
        let visible: Int
        let medianNanoseconds: Double
    }

    static func run(_ arguments: ParsedArguments) throws -> String {
        let format = try arguments.value("format", default: "table", expected: "table or json") {
            ["table", "json"].contains($0) ? $0 : nil
        }
        // Bounded so that a mistyped count cannot run for days: at most 10⁸ passes per case.
        let passes = try arguments.value(
            "passes", default: 2000, expected: "a whole number from 1 to 1000000",
            ValueParsers.integer(in: 1...1_000_000))
        let batches = try arguments.value(
            "batches", default: 15, expected: "a whole number from 1 to 100", ValueParsers.integer(in: 1...100))
        var rows: [Row] = []
        for total in [10, 1_000, 100_000, 10_000_000] {
            for sections in [1, 10_000] {
                let counts = spread(total, over: sections)
                for visible in [3, 7] {
                    let engine = PagingEngine(
                        geometry: BenchGeometry.fullPage.geometry(pageCount: total), itemCounts: counts,
                        numberOfVisibleItems: visible)
                    let median = medianPassTime(engine, passes: passes, batches: batches)
                    rows.append(
                        Row(
                            geometry: .fullPage, totalItems: total, sections: sections, visible: visible,
                            medianNanoseconds: median))
                }
            }
        }
        for geometry in [BenchGeometry.peeking, .looping, .variableLengths] {
            for total in [10, 1_000, 100_000, 10_000_000] where total <= geometry.maximumItems {
                for visible in [3, 7] {
                    let engine = PagingEngine(
                        geometry: geometry.geometry(pageCount: total), itemCounts: [total],
                        numberOfVisibleItems: visible)
                    let median = medianPassTime(engine, passes: passes, batches: batches)
                    rows.append(
                        Row(
                            geometry: geometry, totalItems: total, sections: 1, visible: visible,
                            medianNanoseconds: median))
                }
            }
        }
        return format == "json" ? json(rows).text + "\n" : table(rows)
    }

    /// `total` items over `sections` sections, as evenly as possible (some empty when total < sections).
    static func spread(_ total: Int, over sections: Int) -> [Int] {
        (0..<sections).map { total / sections + ($0 < total % sections ? 1 : 0) }
    }

    /// The median over `batches` of the mean time of one pass in a batch of `passes`, in nanoseconds.
    /// Offsets sweep the whole content so every part of the data is visited.
    static func medianPassTime(_ engine: PagingEngine, passes: Int, batches: Int) -> Double {
        let clock = ContinuousClock()
        let pages = max(engine.numberOfPages, 1)
        var checksum = 0
        var times: [Double] = []
        for batch in 0..<batches {
            let start = clock.now
            for pass in 0..<passes {
                // A fractional page position spread over the data, different for every pass.
                let page = (pass &* 7919 &+ batch &* 104_729) % pages
                let offset = engine.contentOffset(atScrollPosition: CGFloat(page) + 0.37)
                checksum &+= layoutItemCount(engine, at: offset)
            }
            let elapsed = clock.now - start
            let nanoseconds = Double(elapsed.components.seconds) * 1e9
                + Double(elapsed.components.attoseconds) / 1e9
            times.append(nanoseconds / Double(passes))
        }
        // Keeps the optimiser from discarding the passes; never true for real layouts.
        if checksum == Int.min { print(checksum) }
        times.sort()
        return times[times.count / 2]
    }

    @inline(never)
    static func layoutItemCount(_ engine: PagingEngine, at offset: CGPoint) -> Int {
        engine.layout(at: offset).items.count
    }

    static func table(_ rows: [Row]) -> String {
        var text = "geometry    total items   sections   visible   median ns/pass\n"
        for row in rows {
            text += row.geometry.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + "  "
                + pad(row.totalItems.formatted(), 11) + "   " + pad(String(row.sections), 8) + "   "
                + pad(String(row.visible), 7) + "   " + pad(String(format: "%.0f", row.medianNanoseconds), 14) + "\n"
        }
        return text
    }

    static func json(_ rows: [Row]) -> JSONValue {
        .object([
            ("unit", .string("nanoseconds per layout pass (median)")),
            (
                "results",
                .array(
                    rows.map { row in
                        .object([
                            ("geometry", .string(row.geometry.rawValue)),
                            ("totalItems", .int(row.totalItems)), ("sections", .int(row.sections)),
                            ("visible", .int(row.visible)), ("medianNanoseconds", .number(row.medianNanoseconds)),
                        ])
                    })
            ),
        ])
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
