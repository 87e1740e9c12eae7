import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutCLI

@Suite("One budget per run in render, hittest, preview, eval and filmstrip")
@MainActor
struct PassBudgetCommandTests {
    @Test("a tiny pieceSizeRatio over many visible items is an error naming the option", arguments: [
        (["render"], "fewer visible items (--visible)"),
        (["hittest", "--points", "10,10"], "fewer visible items (--visible)"),
        (["preview"], "fewer visible items (--visible) or fewer pages (--pages)"),
    ])
    func tinyPieces(command: [String], advice: String) throws {
        try withTemporaryDirectory { directory in
            let options = try writeFile(
                #"{"pieceSizeRatio": {"width": 0.001, "height": 0.001}}"#, to: "tiny.json", in: directory)
            var arguments = command + ["--effect", "snapshot", "--options", options]
            if command == ["preview"] {
                arguments += ["--out", directory.appendingPathComponent("gallery").path]
            } else {
                arguments += ["--sections", "10000", "--visible", "10000", "--offset", "150,0"]
            }
            let outcome = PagingLayoutTool.run(arguments)
            #expect(outcome.exitCode == 1)
            #expect(outcome.errorOutput.hasPrefix("error: pieceSizeRatio: the pass needs at least "))
            #expect(outcome.errorOutput.hasSuffix("use a larger pieceSizeRatio, \(advice)\n") ||
                outcome.errorOutput.hasSuffix("use a larger pieceSizeRatio or \(advice)\n"), "\(outcome.errorOutput)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("gallery").path))
        }
    }

    /// A snapshot effect cut into the finest grid: 100 × 100 = 10 000 pieces per page, at every progress.
    private static let finestGrid =
        #"{"version": 1, "effect": "snapshot", "options": {"pieceSizeRatio": {"width": 0.01, "height": 0.01}}}"#

    /// The advice `filmstrip` gives.
    nonisolated private static let filmstripAdvice =
        "use a larger pieceSizeRatio, fewer visible items (--visible, --sections) or fewer positions (--offsets)"

    /// Runs over the piece budget: the command, the pieces counted when it stops, the advice.
    nonisolated private static let overBudgetRuns: [(command: [String], found: String, advice: String)] = [
        (
            ["eval", "--progress", Array(repeating: "0.5", count: 1_000).joined(separator: ",")],
            "110000", "use a larger pieceSizeRatio or fewer progress values (--progress)"
        ),
        (["filmstrip", "--sections", "20", "--visible", "all"], "110000", filmstripAdvice),
        // Three visible items of which two move: 20 000 pieces a frame, each frame within budget.
        (
            ["filmstrip", "--sections", "5", "--visible", "3", "--offsets", hundredOffsets, "--out", "OUT"],
            "120000", filmstripAdvice
        ),
    ]

    /// 100 scroll positions between pages: 0.5, 0.54, … 4.46.
    nonisolated private static let hundredOffsets = (0..<100).map { String(Double($0) / 25 + 0.5) }.joined(separator: ",")

    @Test(
        "eval and filmstrip count the pieces of every evaluation and frame, and stop one past the budget",
        arguments: overBudgetRuns)
    func evalAndFilmstrip(command: [String], found: String, advice: String) throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(Self.finestGrid, to: "tiny.json", in: directory)
            let out = directory.appendingPathComponent("strip.svg").path
            let outcome = PagingLayoutTool.run(command.map { $0 == "OUT" ? out : $0 } + ["--spec", spec])
            #expect(outcome.exitCode == 1)
            #expect(outcome.output.isEmpty)
            #expect(
                outcome.errorOutput == "error: pieceSizeRatio: the pass needs at least \(found) snapshot pieces, more than "
                    + "the 100000 one pass may hold; \(advice)\n")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("eval and filmstrip within the budget still answer")
    func withinBudget() throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(Self.finestGrid, to: "tiny.json", in: directory)
            // Ten evaluations of 10 000 pieces: exactly the budget.
            let eval = PagingLayoutTool.run(
                ["eval", "--spec", spec, "--progress", Array(repeating: "0.5", count: 10).joined(separator: ",")])
            #expect(eval.exitCode == 0, "\(eval.errorOutput)")
            let strip = PagingLayoutTool.run(
                ["filmstrip", "--spec", spec, "--sections", "5", "--visible", "3", "--offsets", "1.5,2.5"])
            #expect(strip.exitCode == 0, "\(strip.errorOutput)")
            #expect(strip.output.hasPrefix("<svg"))
        }
    }

    @Test("render's output error starts with --visible and names only flags render has")
    func renderOutputNamesItsFlags() throws {
        try withTemporaryDirectory { directory in
            // 990 visible items, most of them cut into 10 × 10 pieces: within the piece budget, but about
            // 44 MB of HTML.
            let spec = try writeFile(
                #"{"version": 1, "effect": "snapshot", "options": {"pieceSizeRatio": {"width": 0.1, "height": 0.1}}}"#,
                to: "p10.json", in: directory)
            let outcome = PagingLayoutTool.run(["render", "--spec", spec, "--sections", "10000", "--visible", "990"])
            #expect(outcome.exitCode == 1)
            #expect(outcome.errorOutput.hasPrefix("error: --visible: the frame would be "))
            #expect(
                outcome.errorOutput.hasSuffix(
                    " bytes, more than the 33554432 one pass may write; use fewer visible items (--visible) or a larger "
                        + "pieceSizeRatio\n"))
        }
    }
}
