import Foundation
import Testing

@testable import PagingLayoutCLI

/// The pictures in `Docs/images/indicator` are what the `indicator` commands the documentation shows
/// for them draw today: a change to the indicator model or its renderer that moves a dot fails here
/// until the pictures are drawn again with those commands.
@MainActor
@Suite("Documented indicator pictures")
struct IndicatorPictureTests {
    /// The documented `indicator` commands that write a picture into `Docs/images/`.
    nonisolated static let pictureCommands = DocumentedCommand.all.filter { command in
        command.arguments.first == "indicator"
            && zip(command.arguments, command.arguments.dropFirst()).contains { $0 == "--out" && $1.hasPrefix("Docs/images/") }
    }

    @Test("the docs show a command for every indicator picture")
    func commandsAreFound() throws {
        let folder = TypeChecker.packageDirectory.appendingPathComponent("Docs/images/indicator").path
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }
        let drawn = Self.pictureCommands.compactMap { command in
            command.arguments.firstIndex(of: "--out").map { command.arguments[$0 + 1] }
        }
        #expect(Set(drawn) == Set(pictures.map { "Docs/images/indicator/" + $0 }))
        #expect(pictures.count == 5)
    }

    @Test("each committed picture is what its documented command draws", arguments: pictureCommands)
    func pictureIsCurrent(command: DocumentedCommand) throws {
        // The same check as the layout pictures': draw in a sandbox, compare with the committed file.
        try DocumentationPictureTests().pictureIsCurrent(command: command)
    }
}
