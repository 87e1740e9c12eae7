import Foundation
import Testing

@testable import PagingLayoutCLI

/// The built `paging-layout designer` as a user runs it: it prints its address, serves, and stops
/// cleanly on Ctrl-C (SIGINT).
///
/// Needs the built tool (`.build/debug/paging-layout`, which `swift build` and `swift test` make);
/// skipped, with a message, without it.
@Suite("paging-layout designer as a process", .enabled(if: designerTool != nil, "the built paging-layout was not found"))
struct DesignerProcessTests {
    @Test("it prints its address, answers on it, and exits 0 saying it stopped when interrupted")
    func interrupt() throws {
        let tool = try #require(designerTool)
        let process = Process()
        process.executableURL = tool
        process.arguments = ["designer", "--port", "0", "--serve"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line names the port it got.
        var text = ""
        while !text.contains("\n"), let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
            text += String(decoding: byte, as: UTF8.self)
        }
        #expect(text.hasPrefix("PagingLayout designer: http://127.0.0.1:"), "\(text)")
        let port = try #require(
            text.range(of: "127.0.0.1:").flatMap { UInt16(text[$0.upperBound...].prefix { $0.isNumber }) })
        let response = try LoopbackClient.exchange(port: port, "GET /api/effects HTTP/1.1\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200 OK"))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(rest == "designer stopped\n")
    }
}

/// The built tool next to the test bundle, or in the package's `.build/debug`.
let designerTool: URL? = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("paging-layout")
    let candidates = [
        beside, beside.deletingLastPathComponent().appendingPathComponent("paging-layout"),
        TypeChecker.packageDirectory.appendingPathComponent(".build/debug/paging-layout"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()
