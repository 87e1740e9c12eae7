import Foundation
import Testing

/// The Swift in `README.md`, `Docs/*.md` and the DocC catalog's articles compiles as written.
///
/// - Core snippets: each document's Swift blocks, in order, make one `main.swift` (a block flagged
///   `new` starts another), type-checked against the modules this test run built — a few tenths of
///   a second per document.
/// - `Package.swift` fragments (flagged `manifest`) are type-checked inside a `Package(…)` against
///   the toolchain's `PackageDescription`.
/// - UIKit and SwiftUI snippets (flagged `ios`) cannot be compiled on Linux; each must appear, line
///   by line, in a file of `Tests/AppleClientCode/Docs`, which `Scripts/typecheck-ios.sh` type-checks
///   for iOS.
///
/// See ``MarkdownDocument`` for the snippet notes that flag blocks and declare what they take as given.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("README.md, the Markdown files in Docs and the DocC catalog's articles are found")
    func documentsAreFound() {
        let paths = MarkdownDocument.all.map(\.path)
        #expect(paths.contains("README.md"))
        #expect(paths.filter { $0.hasPrefix("Docs/") }.count >= 5, "\(paths)")
        #expect(paths.contains(MarkdownDocument.catalogFolder + "/GettingStarted.md"), "\(paths)")
    }

    @Test("snippet notes name only known flags", arguments: MarkdownDocument.all)
    func knownFlags(document: MarkdownDocument) {
        for block in document.codeBlocks {
            #expect(block.unknownFlags.isEmpty, "\(block): unknown snippet flags \(block.unknownFlags)")
        }
    }

    @Test("a misspelt flag is reported, not ignored; a file-wide flag reaches every block")
    func misspeltFlags() {
        let document = MarkdownDocument(
            path: "Docs/Typo.md",
            text: "<!-- snippets: ios -->\n<!-- snippet: iso new -->\n```swift\n```\n\n```swift\n```\n")
        #expect(document.codeBlocks.map(\.unknownFlags) == [["iso"], []])
        #expect(document.codeBlocks.map(\.flags) == [[.ios, .new], [.ios]])
    }

    @Test(
        "every core Swift snippet type-checks, each block seeing the document's blocks before it",
        .enabled(if: TypeChecker.isAvailable, "needs swiftc on PATH and the built modules"),
        arguments: MarkdownDocument.all)
    func coreSnippets(document: MarkdownDocument) throws {
        for program in document.corePrograms {
            let result = try TypeChecker.typeCheck(program.source, fileName: "main.swift")
            if !result.passed { Issue.record("\(program):\n\(result.diagnostics)") }
        }
    }

    @Test(
        "every Package.swift fragment type-checks in a manifest",
        .enabled(if: TypeChecker.manifestAPIDirectory != nil, "needs the toolchain's PackageDescription module"),
        arguments: MarkdownDocument.all)
    func manifestFragments(document: MarkdownDocument) throws {
        let manifestAPI = try #require(TypeChecker.manifestAPIDirectory)
        for (block, source) in document.manifests {
            let result = try TypeChecker.typeCheck(
                source, fileName: "Package.swift",
                arguments: ["-I", manifestAPI.path, "-package-description-version", "6.0"])
            if !result.passed {
                Issue.record("\(block) (line 3 of the manifest below):\n\(result.diagnostics)\n\(source)")
            }
        }
    }

    /// The files of the iOS corpus's documentation folder, as lists of trimmed, non-blank lines.
    static func iosCorpus() throws -> [String: [String]] {
        let folder = TypeChecker.packageDirectory.appendingPathComponent("Tests/AppleClientCode/Docs")
        var corpus: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            corpus[name] = Self.codeLines(text.split(separator: "\n").map(String.init))
        }
        return corpus
    }

    /// `lines` trimmed, without blank ones: what has to match between a snippet and the corpus.
    static func codeLines(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `snippet`'s lines occur in `file` in the same order (the file may wrap them in a type
    /// or a function, or declare what they take as given, in between).
    static func file(_ file: [String], contains snippet: [String]) -> Bool {
        var remaining = snippet[...]
        for line in file where line == remaining.first {
            remaining.removeFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    @Test("every iOS snippet is in Tests/AppleClientCode/Docs, which Scripts/typecheck-ios.sh type-checks")
    func iosSnippetsAreInTheCorpus() throws {
        let corpus = try Self.iosCorpus()
        #expect(!corpus.isEmpty)
        for block in MarkdownDocument.all.flatMap(\.codeBlocks) 
        where block.flags.contains(.ios) && !block.flags.contains(.manifest) {
            let snippet = Self.codeLines(block.code)
            let code = block.code.joined(separator: "\n")
            #expect(
                corpus.values.contains { Self.file($0, contains: snippet) },
                "\(block): not found, in order, in any file of Tests/AppleClientCode/Docs:\n\(code)")
        }
    }

    static let brokenDocument = MarkdownDocument(
        path: "Docs/Broken.md",
        text: """
            ```swift
            let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [10])
            ```

            <!-- snippet: new
            let offset = CGPoint(x: 450, y: 0)
            -->
            ```swift
            let layout = engine.layout(at: offset)
            ```
            """)

    @Test(
        "a snippet using a name an earlier program declared is reported at its Markdown line (the check can fail)",
        .enabled(if: TypeChecker.isAvailable, "needs swiftc on PATH and the built modules"))
    func reportsErrors() throws {
        let programs = Self.brokenDocument.corePrograms
        #expect(programs.count == 2)
        let first = try TypeChecker.typeCheck(programs[0].source, fileName: "main.swift")
        #expect(first.passed, "\(first.diagnostics)")
        let second = try TypeChecker.typeCheck(programs[1].source, fileName: "main.swift")
        #expect(!second.passed)
        #expect(second.diagnostics.contains("Docs/Broken.md:9:"), "\(second.diagnostics)")
        #expect(second.diagnostics.contains("cannot find 'engine' in scope"), "\(second.diagnostics)")
    }

    @Test("a snippet missing from the corpus, or with its lines out of order, is not found there")
    func corpusMatching() {
        let file = [
            "final class PhotoCell: UICollectionViewCell {", "let frame = UIView()", "}", "extension PhotoCell {",
        ]
        #expect(Self.file(file, contains: ["final class PhotoCell: UICollectionViewCell {", "}"]))
        #expect(!Self.file(file, contains: ["extension PhotoCell {", "let frame = UIView()"]))
        #expect(!Self.file(file, contains: ["let frame = UIView(frame: .zero)"]))
    }
}
