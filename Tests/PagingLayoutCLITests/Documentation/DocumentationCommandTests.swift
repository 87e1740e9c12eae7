import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// Every `paging-layout` command in `README.md` and `Docs/*.md` runs as written and prints the
/// output the documentation shows for it.
///
/// Commands run in-process in a temporary directory holding the input files the documentation
/// names (``fixtures``) and a copy of `Examples/`; files they read and write (`--spec`, `--specs`, `--options`, `--out`,
/// `--output`) are taken inside it, `bench` runs one pass per case and `designer` runs with
/// `--dry-run`.
@MainActor
@Suite("Documented commands")
struct DocumentationCommandTests {
    /// The input files the documented commands name, as the documentation describes them.
    static let fixtures: [String: String] = [
        "my-effect.json": #"{"version": 1, "effect": "scale", "preset": "coverFlow"}"#,
        "effect.json": #"{"version": 1, "effect": "stack", "preset": "perspective"}"#,
        "extra.json": #"{"version": 1, "effect": "snapshot", "preset": "grid"}"#,
        "list.json":
            #"{"version": 1, "layout": "list", "sections": [2], "settings": {"#
            + #""itemSize": {"width": 320, "height": 100}, "headerSize": {"width": 320, "height": 200}, "#
            + #""sectionsHeaderSize": {"width": 320, "height": 40}, "isHeaderStretchy": true, "#
            + #""headerOverlayMaxAlphaValue": 0.6, "isSectionHeadersSticky": true, "#
            + #""isParallaxOnCellsEnabled": true, "maxParallaxOffset": 20, "minimumLineSpacing": 10}}"#,
        "sticky-list.json":
            #"{"version": 1, "layout": "list", "sections": [2, 3], "settings": {"#
            + #""itemSize": {"width": 240, "height": 80}, "headerSize": {"width": 240, "height": 120}, "#
            + #""menuSize": {"width": 240, "height": 32}, "sectionsHeaderSize": {"width": 240, "height": 28}, "#
            + #""isHeaderStretchy": true, "headerOverlayMaxAlphaValue": 0.6, "isMenuSticky": true, "#
            + #""isSectionHeadersSticky": true, "minimumLineSpacing": 6}}"#,
        "parallax-list.json":
            #"{"version": 1, "layout": "list", "sections": [6], "settings": {"#
            + #""itemSize": {"width": 240, "height": 100}, "isParallaxOnCellsEnabled": true, "#
            + #""maxParallaxOffset": 30, "minimumLineSpacing": 6}}"#,
        "carousel.json":
            #"{"version": 1, "layout": "carousel", "sections": [5], "settings": {"#
            + #""itemSize": {"width": 100, "height": 50}, "spacing": 10, "spacingWhenFocused": 30}}"#,
        "photos-preview.json":
            #"{"version": 1, "layout": "photosPreview", "sections": [5], "settings": {"#
            + #""itemSize": {"width": 400, "height": 600}, "spacing": 20, "offsetBetweenCells": 44, "parallaxRatio": 0.3}}"#,
        "photos-thumbnails.json":
            #"{"version": 1, "layout": "photosThumbnails", "sections": [4], "settings": {"#
            + #""itemSize": {"width": 30, "height": 50}, "distanceBetween": 8, "aspectRatios": [1, 2, 0.5, 1.5], "#
            + #""expandingRate": 1}}"#,
        "my-stack.json": #"{"maxStackSize": 4, "stackRotateAngle": 0.2}"#,
        "my-scale.json": #"{"minScale": 0.5, "scaleRatio": 0.5}"#,
        "cards-stack.pagingeffect.json":
            #"{"version": 1, "effect": "stack", "options": {"maxStackSize": 4, "stackRotateAngle": 0.2}}"#,
        "Specs/cards-stack.pagingeffect.json":
            #"{"version": 1, "effect": "stack", "options": {"maxStackSize": 4, "stackRotateAngle": 0.2}}"#,
        "Specs/cover.pagingeffect.json":
            #"{"version": 1, "compose": [{"effect": "scale", "preset": "coverFlow"}, "#
            + #"{"effect": "snapshot", "preset": "grid"}]}"#,
    ]

    /// Flags whose value is a file or directory.
    static let pathFlags: Set<String> = ["--spec", "--specs", "--options", "--out", "--output"]

    /// `arguments` with every path taken inside `directory`, and an output directory for a gallery
    /// that names none.
    static func sandboxed(_ arguments: [String], in directory: URL) -> [String] {
        var result = arguments
        for index in result.indices.dropLast() where pathFlags.contains(result[index]) {
            let path = result[index + 1].drop { $0 == "/" }
            result[index + 1] = directory.appendingPathComponent(String(path)).path
        }
        let subcommand = arguments.first { !$0.hasPrefix("-") } ?? "preview"
        if subcommand == "preview", !arguments.contains("--out") {
            result += ["--out", directory.appendingPathComponent("paging-preview").path]
        }
        if subcommand == "bench" { result += ["--passes", "1", "--batches", "1"] }
        // A test cannot press Ctrl-C: the designer checks its flags and prints its address only.
        if subcommand == "designer" { result += ["--dry-run"] }
        return result
    }

    @Test("the documentation shows paging-layout commands, and an output for at least one")
    func commandsAreFound() {
        #expect(DocumentedCommand.all.count >= 20, "\(DocumentedCommand.all)")
        #expect(DocumentedCommand.all.contains { $0.shownOutput != nil })
    }

    @Test("every documented command runs and prints what the documentation shows", arguments: DocumentedCommand.all)
    func runs(command: DocumentedCommand) throws {
        try withTemporaryDirectory { directory in
            for (name, text) in Self.fixtures { try writeFile(text, to: name, in: directory) }
            // The shipped examples, as a reader's checkout has them.
            try FileManager.default.copyItem(
                at: TypeChecker.packageDirectory.appendingPathComponent("Examples"),
                to: directory.appendingPathComponent("Examples"))
            let outcome = PagingLayoutTool.run(Self.sandboxed(command.arguments, in: directory))
            #expect(outcome.exitCode == 0, "\(command)\n\(outcome.errorOutput)")
            #expect(outcome.errorOutput.isEmpty, "\(command)\n\(outcome.errorOutput)")
            if let shown = command.shownOutput {
                #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == shown, "\(command)")
            }
        }
    }

    @Test("shell blocks are read as a shell would: continuations, quotes, comments and shown output")
    func parsing() {
        let block = MarkdownDocument(
            path: "Docs/Example.md",
            text: """
                ```sh
                swift run -c release paging-layout hittest --points "1,2;3,4" \\
                    --offset 450,0   # a comment
                # {"hits":[1,
                #   2]}
                open index.html
                paging-layout --help
                ```
                """
        ).codeBlocks[0]
        let commands = DocumentedCommand.commands(in: block)
        #expect(commands.map(\.arguments) == [["hittest", "--points", "1,2;3,4", "--offset", "450,0"], ["--help"]])
        #expect(commands.map(\.shownOutput) == [#"{"hits":[1,2]}"#, nil])
        #expect(commands.map(\.location) == ["Docs/Example.md:2", "Docs/Example.md:7"])
    }

    @Test("commands that differ only in where they write, or in naming preview, do the same work")
    func sameWork() {
        func command(_ arguments: [String]) -> DocumentedCommand {
            DocumentedCommand(location: "Docs/Example.md:1", arguments: arguments)
        }
        #expect(command(["preview", "--out", "/tmp/gallery"]).work == [])
        #expect(
            command(["codegen", "--specs", "Specs/", "--output", "E.swift"]).work == ["codegen", "--specs", "Specs/"])
        #expect(command(["filmstrip", "--preset", "preview"]).work == ["filmstrip", "--preset", "preview"])
    }

    @Test("files are read and written inside the sandbox, and a gallery gets an output directory there")
    func sandboxing() {
        let directory = URL(fileURLWithPath: "/sandbox")
        #expect(
            Self.sandboxed(["preview", "--spec", "my-effect.json"], in: directory)
                == ["preview", "--spec", "/sandbox/my-effect.json", "--out", "/sandbox/paging-preview"])
        #expect(
            Self.sandboxed(["filmstrip", "--preset", "out", "--out", "/tmp/strip.svg"], in: directory)
                == ["filmstrip", "--preset", "out", "--out", "/sandbox/tmp/strip.svg"])
        #expect(Self.sandboxed(["bench"], in: directory) == ["bench", "--passes", "1", "--batches", "1"])
    }
}
