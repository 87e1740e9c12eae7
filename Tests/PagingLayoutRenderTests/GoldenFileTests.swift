import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

/// Compares rendered frames with the reviewed files in `Golden/`.
///
/// To re-record after a deliberate rendering change, run
/// `PAGING_LAYOUT_RECORD_GOLDENS=1 swift test --filter GoldenFileTests`, review the diff (open the
/// HTML and SVG files), and run again without the variable: recording runs fail on purpose so a
/// recorded file is never taken as a pass. The files were written by an earlier process, so a match
/// also shows that rendering does not depend on anything that changes between runs (hash order).
@Suite("Golden frames")
struct GoldenFileTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let isRecording = ProcessInfo.processInfo.environment["PAGING_LAYOUT_RECORD_GOLDENS"] == "1"

    @Test(
        "HTML and SVG match the reviewed files",
        arguments: FrameFixtures.all.filter {
            ["turn-halfway", "stack-vertical", "snapshot-pieces", "regions", "cube-content"].contains($0.name)
        })
    func golden(fixture: FrameFixtures.Fixture) throws {
        try check(HTMLFrameRenderer().document(for: fixture.scene), file: fixture.name + ".html")
        try check(SVGFrameRenderer().document(for: fixture.scene), file: fixture.name + ".svg")
    }

    private func check(_ text: String, file: String) throws {
        let url = Self.directory.appendingPathComponent(file)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            Issue.record("recorded \(file); review it and run again without PAGING_LAYOUT_RECORD_GOLDENS")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(file) differs from the golden file; re-record only for a deliberate change")
    }
}
