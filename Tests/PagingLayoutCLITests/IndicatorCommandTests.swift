import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout indicator")
struct IndicatorCommandTests {
    /// The `<circle …/>` lines of an SVG.
    private func circles(_ svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<circle") }
    }

    @Test("draws one panel per position with the dots the model computes")
    func drawsDots() {
        let outcome = PagingLayoutTool.run(["indicator", "--pages", "3", "--positions", "0,0.5"])
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        // Default style: row 10 thick, centres 18 apart, a margin of one pitch (18); the 46-point row
        // sits in the middle of a 150-point panel, so its first centre is at (150 − 46) / 2 + 5 = 57.
        // At 0.5 the first two dots are each half selected: radius (8 + 2 · 0.5) / 2 = 4.5 and colour
        // halfway between #C3C8D0 and #1F2328: (195 + 31) / 2 = 113 = 0x71, (200 + 35) / 2 = 117.5 → 0x76,
        // (208 + 40) / 2 = 124 = 0x7C.
        #expect(
            circles(outcome.output) == [
                ##"<circle data-page="0" data-fill="1" cx="57" cy="23" r="5" fill="#1f2328"/>"##,
                ##"<circle data-page="1" data-fill="0" cx="75" cy="23" r="4" fill="#c3c8d0"/>"##,
                ##"<circle data-page="2" data-fill="0" cx="93" cy="23" r="4" fill="#c3c8d0"/>"##,
                ##"<circle data-page="0" data-fill="0.5" cx="57" cy="23" r="4.5" fill="#71767c"/>"##,
                ##"<circle data-page="1" data-fill="0.5" cx="75" cy="23" r="4.5" fill="#71767c"/>"##,
                ##"<circle data-page="2" data-fill="0" cx="93" cy="23" r="4" fill="#c3c8d0"/>"##,
            ])
        #expect(outcome.output.contains(">position 0.5 · Page 2 of 3</text>"))
    }

    @Test("style, window, loop and direction flags reach the model")
    func flags() {
        let outcome = PagingLayoutTool.run([
            "indicator", "--pages", "20", "--max-dots", "3", "--positions", "10", "--dot", "4", "--selected-dot", "4",
            "--spacing", "2", "--color", "#00000080", "--layout-direction", "rtl",
        ])
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        // Three dots, pages 9…11, 6 apart (4 + 2), right to left: page 9 on the right. The row is
        // 16 long in a 150-point panel: it starts at 67, centres at 69, 75, 81.
        let drawn = circles(outcome.output)
        #expect(drawn.count == 3)
        #expect(drawn[0].contains(#"data-page="9""#) && drawn[0].contains(#"cx="81""#))
        #expect(drawn[2].contains(#"data-page="11""#) && drawn[2].contains(#"cx="69""#))
        #expect(drawn[0].contains(##"fill="#00000080""##))
        let column = PagingLayoutTool.run(["indicator", "--pages", "2", "--direction", "vertical", "--loop", "--positions", "1.5"])
        #expect(circles(column.output).map { $0.contains(#"data-fill="0.5""#) } == [true, true])
        #expect(circles(column.output)[1].contains(#"cy="41""#))
    }

    @Test("--tap names the page whose dot's cell holds the point")
    func tap() {
        #expect(PagingLayoutTool.run(["indicator", "--tap", "60,5"]).output == "{\"page\":3}\n")
        #expect(PagingLayoutTool.run(["indicator", "--tap", "60,40"]).output == "{\"page\":null}\n")
    }

    @Test("writes the SVG to --out and prints the path")
    func writes() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("dots/indicator.svg").path
            let outcome = PagingLayoutTool.run(["indicator", "--out", path])
            #expect(outcome.output == path + "\n")
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written.hasPrefix("<svg"))
            #expect(written == PagingLayoutTool.run(["indicator"]).output)
        }
    }

    @Test(
        "bad input is an error naming the flag",
        arguments: [
            (["--pages", "0"], "--pages"), (["--pages", "-2"], "--pages"), (["--positions", "nan"], "--positions"),
            (["--positions", "1,inf"], "--positions"), (["--dot", "-1"], "--dot"), (["--spacing", "-0.5"], "--spacing"),
            (["--max-dots", "0"], "--max-dots"), (["--color", "red"], "--color"), (["--tap", "1"], "--tap"),
            (["--direction", "diagonal"], "--direction"),
        ])
    func rejects(arguments: [String], flag: String) {
        let outcome = PagingLayoutTool.run(["indicator"] + arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag): "), "\(outcome.errorOutput)")
        #expect(outcome.output.isEmpty)
    }

    @Test("more than 100 000 dots over all panels is refused before drawing, naming --max-dots")
    func dotBound() {
        // A million pages with a million-dot window: 1 000 000 dots in one panel.
        let huge = PagingLayoutTool.run(["indicator", "--pages", "1000000", "--max-dots", "1000000"])
        #expect(huge.exitCode == 2)
        #expect(huge.output.isEmpty)
        #expect(
            huge.errorOutput
                == "error: --max-dots: the panels would draw 1000000 dots, more than the 100000 one run may draw; "
                + "use a smaller --max-dots or fewer positions (--positions)\n")
        // Three pages at 33 334 positions: 100 002 dots, two over.
        let many = Array(repeating: "0", count: 33_334).joined(separator: ",")
        let panels = PagingLayoutTool.run(["indicator", "--pages", "3", "--positions", many])
        #expect(panels.exitCode == 2)
        #expect(panels.errorOutput.contains("would draw 100002 dots"), "\(panels.errorOutput)")
        // Ten pages at 10 000 positions: exactly 100 000 dots, drawn.
        let atBound = Array(repeating: "0", count: 10_000).joined(separator: ",")
        let drawn = PagingLayoutTool.run(["indicator", "--pages", "10", "--max-dots", "10", "--positions", atBound])
        #expect(drawn.exitCode == 0, "\(drawn.errorOutput)")
        #expect(circles(drawn.output).count == 100_000)
    }
}

@MainActor
@Suite("paging-layout layout --accessibility")
struct LayoutAccessibilityTests {
    @Test("adds the current page's accessibility value at the end, and nothing without the flag")
    func accessibilityValue() {
        // 10 pages of 300 points; offset 1200 rests on page 4: "Page 5 of 10".
        let plain = PagingLayoutTool.run(["layout", "--sections", "10", "--offset", "1200,0"])
        let with = PagingLayoutTool.run(["layout", "--sections", "10", "--offset", "1200,0", "--accessibility"])
        #expect(with.exitCode == 0, "\(with.errorOutput)")
        #expect(!plain.output.contains("accessibilityValue"))
        #expect(with.output == String(plain.output.dropLast(2)) + ",\"accessibilityValue\":\"Page 5 of 10\"}\n")
    }
}
