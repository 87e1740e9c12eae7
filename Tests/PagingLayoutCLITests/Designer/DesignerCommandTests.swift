import Foundation
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("DesignerCommand")
struct DesignerCommandTests {
    @Test("--dry-run prints the address it would serve and exits at once")
    func dryRun() {
        let outcome = PagingLayoutTool.run(["designer", "--dry-run"])
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == "paging-layout designer would serve http://127.0.0.1:8765/ (not started: --dry-run)\n")
        let chosen = PagingLayoutTool.run(["designer", "--port", "9000", "--dry-run"])
        #expect(chosen.output.contains("http://127.0.0.1:9000/"))
    }

    @Test("a port that is not 0…65535 is a command-line error naming --port")
    func badPort() {
        for port in ["-1", "65536", "http"] {
            let outcome = PagingLayoutTool.run(["designer", "--port", port, "--dry-run"])
            #expect(outcome.exitCode == 2)
            #expect(outcome.errorOutput.hasPrefix("error: --port: expected a port number 0…65535"), "\(outcome.errorOutput)")
        }
    }

    @Test("the tool's help lists designer first")
    func helpListsDesignerFirst() {
        let help = PagingLayoutTool.run(["--help"]).output
        let lines = help.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(lines.first?.hasPrefix("  designer") == true, "\(lines.prefix(2))")
    }
}

@Suite("DesignerCommand.isUnattended")
struct DesignerUnattendedTests {
    @Test("CI set, or standard input not a terminal, means nobody could press Ctrl-C")
    func unattended() {
        #expect(DesignerCommand.isUnattended(environment: ["CI": "true"], inputIsTerminal: true))
        #expect(DesignerCommand.isUnattended(environment: ["CI": "1"], inputIsTerminal: true))
        #expect(DesignerCommand.isUnattended(environment: [:], inputIsTerminal: false))
        #expect(!DesignerCommand.isUnattended(environment: [:], inputIsTerminal: true))
        #expect(!DesignerCommand.isUnattended(environment: ["CI": "false"], inputIsTerminal: true))
    }
}
