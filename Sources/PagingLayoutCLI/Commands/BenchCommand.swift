import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout bench`: the library's layout pass and effect evaluation, each beside what it is
/// measured against, in median nanoseconds.
///
/// This is the library's time measurement; tests never time anything. Instruction counts and heap
/// allocations, which a shared machine does not disturb, come from `Scripts/bench-counts.py`, which
/// runs single cases (`--case`) under valgrind.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let summary = "Time the layout pass and the prepared effects beside the original's pass and hand-written code."
    static let discussion = """
        Layout passes: 3 and 7 visible items over 10, 1k, 100k and 10M items, in one section and
        spread over 10k sections; 10k items one per section; 10M items with numberOfVisibleItems = nil
        (which lays out 10 000 items a pass); then peeking pages (240 of 300 points, 16 apart, 30
        padding), a looping pager and pages of their own lengths. Full-page rows also time the
        original library's per-frame work (transcribed in the benchmark, not the library) and show
        how many times longer it takes. Effects: scale (coverFlow), stack (default) and snapshot
        (grid) for one item, beside hand-written code computing the same transform, alpha and z
        position, and the ratio. Adapter paths: the same effects through the returning call and
        through a transformable page's default transform(progress:), beside the evaluation into
        kept attributes and the hand-written code. Frames: one frame of a smooth scroll over 1k items (7 laid out)
        through the page controller, the layout driver and a PagerScene. Build with -c release for
        meaningful numbers:
          swift run -c release paging-layout bench
        Instruction counts and allocations: python3 Scripts/bench-counts.py --bin .build/release/paging-layout
        """
    static let flags: [FlagSpec] = [
        .option("format", "table|json", "Output format (default: table)."),
        .option("passes", "N", "Iterations per timed batch, 1…1000000 (default: 2000; fewer for costly cases)."),
        .option("batches", "N", "Timed batches per case; the median batch is reported, 1…100 (default: 15)."),
        .option("case", "ID", "Run one case untimed, --passes times, for valgrind (ids: bench --format json)."),
        .option("side", "library|baseline", "With --case: the library's work or its comparison (default: library)."),
    ]

    /// One measured case.
    struct Row {
        let benchCase: BenchCase
        let libraryNanoseconds: Double
        let baselineNanoseconds: Double?

        /// How many times longer the comparison takes (original ÷ library), or how many times longer
        /// the library takes than hand-written code (library ÷ reference, effects and adapter paths).
        var ratio: Double? {
            guard let baseline = baselineNanoseconds else { return nil }
            return benchCase.kind == .layoutPass ? baseline / libraryNanoseconds : libraryNanoseconds / baseline
        }
    }

    static func run(_ arguments: ParsedArguments) throws -> String {
        let format = try arguments.choice("format", among: ["table", "json"])
        // Bounded so that a mistyped count cannot run for days: at most 10⁸ iterations per case.
        let passes = try arguments.value(
            "passes", default: 2000, expected: "a whole number from 1 to 1000000",
            ValueParsers.integer(in: 1...1_000_000))
        let batches = try arguments.value(
            "batches", default: 15, expected: "a whole number from 1 to 100", ValueParsers.integer(in: 1...100))
        if let id = arguments.value("case") {
            let side = try arguments.choice("side", among: ["library", "baseline"])
            guard let benchCase = BenchCases.all(only: id).first else {
                throw CommandLineError(flag: "--case", "expected a case id listed by bench --format json, got '\(id)'")
            }
            guard let work = side == "library" ? benchCase.library : benchCase.baseline else {
                throw CommandLineError(flag: "--side", "case \(id) has no baseline; expected library")
            }
            var checksum = 0
            for iteration in 0..<passes { checksum &+= work(iteration) }
            return "\(id) \(side): \(passes) iterations (checksum \(checksum))\n"
        }
        let rows = BenchCases.all().map { benchCase in
            let scaled = max(1, Int(Double(passes) * benchCase.passScale))
            return Row(
                benchCase: benchCase,
                libraryNanoseconds: medianTime(benchCase.library, iterations: scaled, batches: batches),
                baselineNanoseconds: benchCase.baseline.map { medianTime($0, iterations: scaled, batches: batches) })
        }
        return format == "json" ? json(rows).text + "\n" : table(rows)
    }

    /// The median over `batches` of the mean time of one iteration in a batch, in nanoseconds.
    static func medianTime(_ work: (Int) -> Int, iterations: Int, batches: Int) -> Double {
        let clock = ContinuousClock()
        var checksum = 0
        var times: [Double] = []
        for batch in 0..<batches {
            let start = clock.now
            for iteration in 0..<iterations { checksum &+= work(batch &* iterations &+ iteration) }
            let elapsed = clock.now - start
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            times.append(nanoseconds / Double(iterations))
        }
        // Keeps the optimiser from discarding the work; never true for real results.
        if checksum == Int.min { print(checksum) }
        times.sort()
        return times[times.count / 2]
    }

    static func table(_ rows: [Row]) -> String {
        var text = "Layout pass (median ns per pass; original = the original library's per-frame work)\n"
        text += "geometry    total items   sections   visible   library ns   original ns   original ÷ library\n"
        for row in rows where row.benchCase.kind == .layoutPass {
            let benchCase = row.benchCase
            text += benchCase.subject.padding(toLength: 10, withPad: " ", startingAt: 0) + "  "
                + pad(benchCase.totalItems.formatted(), 11) + "   " + pad(String(benchCase.sections), 8) + "   "
                + pad(benchCase.visible.map(String.init) ?? "all", 7) + "   " + pad(number(row.libraryNanoseconds), 10)
                + "   " + pad(row.baselineNanoseconds.map(number) ?? "—", 11) + "   "
                + pad(row.ratio.map { String(format: "%.1f×", $0) } ?? "—", 18) + "\n"
        }
        text += "\nEffect evaluation (median ns per item; reference = hand-written code, same transform, alpha, z)\n"
        text += "effect             library ns   reference ns   library ÷ reference   library ns per piece\n"
        for row in rows where row.benchCase.kind == .effect {
            let benchCase = row.benchCase
            text += benchCase.subject.padding(toLength: 17, withPad: " ", startingAt: 0) + "  "
                + pad(number(row.libraryNanoseconds), 10) + "   " + pad(row.baselineNanoseconds.map(number) ?? "—", 12)
                + "   " + pad(row.ratio.map { String(format: "%.2f×", $0) } ?? "—", 19) + "   "
                + pad(benchCase.pieces > 1 ? number(row.libraryNanoseconds / Double(benchCase.pieces)) : "—", 20) + "\n"
        }
        text += "\nAdapter paths (median ns per item; into = the effect above evaluated into kept attributes)\n"
        text += "path                                   library ns   into ns   library ÷ into   library ÷ reference\n"
        for row in rows where row.benchCase.kind == .adapterPath {
            let into = rows.first { $0.benchCase.id == row.benchCase.intoCase }?.libraryNanoseconds
            text += row.benchCase.subject.padding(toLength: 37, withPad: " ", startingAt: 0) + "  "
                + pad(number(row.libraryNanoseconds), 10) + "   " + pad(into.map(number) ?? "—", 7) + "   "
                + pad(into.map { String(format: "%.2f×", row.libraryNanoseconds / $0) } ?? "—", 14) + "   "
                + pad(row.ratio.map { String(format: "%.2f×", $0) } ?? "—", 19) + "\n"
        }
        text += "\nFrames of a scroll, 1 000 items, 7 laid out (median ns per frame)\n"
        text += "caller                                                 library ns\n"
        for row in rows where row.benchCase.kind == .frame {
            // Wide enough for the longest caller, `PagerScene.update(engine:contentOffset:effect:)`.
            text += row.benchCase.subject.padding(toLength: 53, withPad: " ", startingAt: 0) + "  "
                + pad(number(row.libraryNanoseconds), 10) + "\n"
        }
        return text
    }

    static func json(_ rows: [Row]) -> JSONValue {
        .object([
            ("unit", .string("nanoseconds (median): per layout pass, per effect evaluation of one item")),
            ("results", .array(rows.map(json))),
        ])
    }

    private static func json(_ row: Row) -> JSONValue {
        let benchCase = row.benchCase
        var members: [(String, JSONValue)] = [
            ("id", .string(benchCase.id)), ("kind", .string(benchCase.kind.rawValue)),
            ("subject", .string(benchCase.subject)),
        ]
        if benchCase.kind == .layoutPass || benchCase.kind == .frame {
            members += [
                ("totalItems", .int(benchCase.totalItems)), ("sections", .int(benchCase.sections)),
                ("visible", benchCase.visible.map { .int($0) } ?? .null),
            ]
        } else {
            members.append(("pieces", .int(benchCase.pieces)))
        }
        if let into = benchCase.intoCase { members.append(("intoCase", .string(into))) }
        members.append(("libraryNanoseconds", .number(row.libraryNanoseconds)))
        let baselineName = benchCase.kind == .layoutPass ? "originalNanoseconds" : "referenceNanoseconds"
        members.append((baselineName, row.baselineNanoseconds.map { .number($0) } ?? .null))
        members.append(("ratio", row.ratio.map { .number($0) } ?? .null))
        return .object(members)
    }

    private static func number(_ value: Double) -> String { String(format: "%.0f", value) }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }
}
