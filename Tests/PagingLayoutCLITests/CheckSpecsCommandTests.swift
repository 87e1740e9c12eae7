import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout check-specs")
struct CheckSpecsCommandTests {
    @Test("one verdict per non-empty line, numbered from 1, with the reader's reason for a rejection")
    func verdicts() throws {
        let lines = [
            #"{"version":1,"effect":"scale","preset":"coverFlow"}"#,
            "",
            #"{"version":1,"effect":"iCarousel","options":{"showBackfaces":1}}"#,
            #"{"version":1,"effect":"stack","preset":"vortex","options":null}"#,
            #"{"version":1,"effect":"scale",}"#,
        ]
        let outcome = try withTemporaryFile(lines.joined(separator: "\n"), name: "specs.jsonl") { path in
            runTool("check-specs", "--lines", path)
        }
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let verdicts = try outcome.output.split(separator: "\n").map { try jsonObject(String($0)) }
        #expect(verdicts.map { $0["line"] as? Int } == [1, 3, 4, 5])
        #expect(verdicts.map { $0["valid"] as? Bool } == [true, false, true, false])
        #expect((verdicts[1]["error"] as? String)?.hasPrefix("options.showBackfaces") == true)
        #expect((verdicts[3]["error"] as? String)?.contains("trailing comma") == true)
    }

    @Test("a missing file is a file-access failure; --lines is required")
    func badCommandLine() {
        #expect(runTool("check-specs", "--lines", "/nonexistent/specs.jsonl").exitCode == ExitStatus.fileAccess.rawValue)
        #expect(runTool("check-specs").exitCode == ExitStatus.usage.rawValue)
    }
}
