import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCLI

@Suite("One budget per pass in render, hittest and preview")
@MainActor
struct PassBudgetCommandTests {
    @Test("a tiny pieceSizeRatio over many visible items is an error naming the option", arguments: [
        ["render"], ["hittest", "--points", "10,10"], ["preview"],
    ])
    func tinyPieces(command: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
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
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("gallery").path))
    }
}
