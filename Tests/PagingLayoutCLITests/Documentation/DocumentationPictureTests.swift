import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// The pictures in `Docs/images/layouts` and `Docs/images/geometry` are what the commands the
/// documentation shows for them draw today: a change to a layout or to the renderer that moves them fails here until they are
/// drawn again with those commands (or recorded with `PAGING_LAYOUT_RECORD_PICTURES=1`, as
/// `Scripts/render-docs.py` does).
@MainActor
@Suite("Documented layout pictures")
struct DocumentationPictureTests {
    /// The documented `scene` and `filmstrip` commands that write a picture into `Docs/images/`.
    nonisolated static let pictureCommands = DocumentedCommand.all.filter { command in
        ["scene", "filmstrip"].contains(command.arguments.first ?? "")
            && zip(command.arguments, command.arguments.dropFirst()).contains { $0 == "--out" && $1.hasPrefix("Docs/images/") }
    }

    /// `PAGING_LAYOUT_RECORD_PICTURES=1` writes what the commands draw over the committed pictures
    /// (`Scripts/render-docs.py` runs the suite so).
    nonisolated static let isRecording = ProcessInfo.processInfo.environment["PAGING_LAYOUT_RECORD_PICTURES"] == "1"

    @Test("the layout docs show a command for every picture they draw")
    func commandsAreFound() {
        // Sticky/stretchy and parallax list, focus carousel, Photos pager and thumbnail strip; the seven
        // page geometries (peeking, start, carousel, looping, right-to-left, vertical, variable lengths).
        #expect(Self.pictureCommands.count == 12, "\(Self.pictureCommands)")
    }

    @Test("each committed picture is what its documented command draws", arguments: pictureCommands)
    func pictureIsCurrent(command: DocumentedCommand) throws {
        try withTemporaryDirectory { directory in
            for (name, text) in DocumentationCommandTests.fixtures { try writeFile(text, to: name, in: directory) }
            let outcome = PagingLayoutTool.run(DocumentationCommandTests.sandboxed(command.arguments, in: directory))
            #expect(outcome.exitCode == 0, "\(command)\n\(outcome.errorOutput)")
            let out = try #require(command.arguments.firstIndex(of: "--out").map { command.arguments[$0 + 1] })
            let drawn = try String(contentsOf: directory.appendingPathComponent(out), encoding: .utf8)
            let committed = try String(
                contentsOf: TypeChecker.packageDirectory.appendingPathComponent(out), encoding: .utf8)
            guard drawn != committed else { return }
            if Self.isRecording {
                try Data(drawn.utf8).write(to: TypeChecker.packageDirectory.appendingPathComponent(out))
                Issue.record("recorded \(out); review it and run again without PAGING_LAYOUT_RECORD_PICTURES")
            } else {
                Issue.record("\(out) is out of date: run \(command), or python3 Scripts/render-docs.py")
            }
        }
    }
}
