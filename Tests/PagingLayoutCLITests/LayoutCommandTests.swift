import Foundation
import Testing

@testable import PagingLayoutCLI

/// Runs the tool in-process.
@MainActor
func runTool(_ arguments: String...) -> PagingLayoutTool.Outcome {
    PagingLayoutTool.run(arguments)
}

/// The JSON object the tool printed.
func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@MainActor
@Suite("paging-layout layout")
struct LayoutCommandTests {
    @Test("prints the contract's JSON for the example in the help")
    func example() throws {
        let outcome = runTool("layout", "--sections", "3,4,3", "--visible", "3", "--size", "300x500", "--offset", "450,0")
        #expect(outcome.exitCode == 0)
        let json = try jsonObject(outcome.output)
        #expect(json["currentPage"] as? Int == 2)
        let contentSize = try #require(json["contentSize"] as? [String: Double])
        #expect(contentSize == ["width": 3000, "height": 500])
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["section"] as? Int } == [0, 0, 1])
        #expect(items.map { $0["item"] as? Int } == [1, 2, 0])
        #expect(items.map { $0["progress"] as? Double } == [-0.5, 0.5, 1.5])
        #expect(items.map { $0["zIndex"] as? Int } == [-1, -1, -2])
        let frame = try #require(items.first?["frame"] as? [String: Double])
        #expect(frame == ["x": 450, "y": 0, "width": 300, "height": 500])
    }

    @Test("flags also take --name=value, and all lays out every item")
    func equalsSyntax() throws {
        let outcome = runTool("layout", "--sections=2,2", "--visible=all", "--direction=vertical", "--offset=0,500")
        #expect(outcome.exitCode == 0)
        let items = try #require(try jsonObject(outcome.output)["items"] as? [[String: Any]])
        #expect(items.map { $0["progress"] as? Double } == [-1, 0, 1, 2])
    }

    @Test("bad values exit 2 with one line naming the flag", arguments: [
        (["layout", "--size", "300"], "--size"),
        (["layout", "--size", "0x500"], "--size"),
        (["layout", "--offset", "nan,0"], "--offset"),
        (["layout", "--sections", "3,-1"], "--sections"),
        (["layout", "--sections", ""], "--sections"),
        (["layout", "--visible", "0"], "--visible"),
        (["layout", "--direction", "diagonal"], "--direction"),
        // A negative length in the list was once ignored silently (the flag fell back to its default).
        (["layout", "--item-lengths", "100,-2"], "--item-lengths"),
        (["layout", "--colour", "red"], "--colour"),
        (["layout", "--size"], "--size"),
        (["layout", "--size", "1x1", "--size", "2x2"], "--size"),
        // Absurd counts would run for days: refused before anything is timed.
        (["bench", "--passes", "100000000000"], "--passes"),
        (["bench", "--batches", "1000000"], "--batches"),
        (["bench", "--passes", "0"], "--passes"),
        (["preview", "--pages", "11"], "--pages"),
    ])
    func badValues(arguments: [String], flag: String) {
        let outcome = PagingLayoutTool.run(arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag): "))
        #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test("an unknown subcommand is an error; --help explains the tool and every flag")
    func help() {
        #expect(runTool("frobnicate").exitCode == 2)
        let tool = runTool("--help")
        #expect(tool.exitCode == 0)
        #expect(tool.output.contains("layout") && tool.output.contains("bench"))
        let layout = runTool("layout", "--help")
        for flag in ["--sections", "--visible", "--size", "--offset", "--direction", "--help"] {
            #expect(layout.output.contains(flag))
        }
    }
}
