import Foundation
import Testing

/// The page-control documentation's Swift runs as written, and its listener closures do not keep
/// what holds them alive.
///
/// - Listener closures: a closure stored in an object (`pager.onCurrentPageChanged = { … }`) that
///   names an object holding such closures in the same document (`pager`, `dots`, `controller`…)
///   captures it `weak`: a strong capture is a cycle, and the pager would never be freed.
/// - The core programs of the page-control documents are built into executables with the core's
///   objects and run; each must exit normally.
@Suite("Documentation listeners and runnable page-control snippets")
struct DocumentationListenerTests {
    /// One closure stored in an object's listener property.
    struct StoredClosure: CustomStringConvertible {
        /// Where it starts.
        var place: String
        /// The object it is stored in.
        var receiver: String
        /// Its capture list's entries, such as `weak pager`.
        var captures: [String]
        /// The names it uses.
        var names: Set<String>

        var description: String { "\(place): \(receiver)'s closure" }
    }

    /// The listener closures of `document`'s Swift blocks.
    static func storedClosures(in document: MarkdownDocument) -> [StoredClosure] {
        let assignment = #/([A-Za-z_][A-Za-z0-9_]*)\.on[A-Z][A-Za-z0-9]* = \{/#
        var closures: [StoredClosure] = []
        for block in document.codeBlocks where block.language == "swift" {
            let text = block.code.joined(separator: "\n")
            for match in text.matches(of: assignment) {
                var depth = 0
                var end = match.range.upperBound
                for index in text.indices[text.index(before: match.range.upperBound)...] {
                    if text[index] == "{" { depth += 1 }
                    if text[index] == "}" { depth -= 1 }
                    if depth == 0 {
                        end = index
                        break
                    }
                }
                let body = text[match.range.upperBound..<end].trimmingCharacters(in: .whitespacesAndNewlines)
                var captures: [String] = []
                if body.hasPrefix("["), let close = body.firstIndex(of: "]") {
                    captures = body[body.index(after: body.startIndex)..<close].split(separator: ",")
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                }
                let names = Set(body.matches(of: #/[A-Za-z_][A-Za-z0-9_]*/#).map { String($0.output) })
                let line = block.line + text[..<match.range.lowerBound].filter { $0 == "\n" }.count
                closures.append(
                    StoredClosure(
                        place: "\(document.path):\(line)", receiver: String(match.output.1), captures: captures,
                        names: names))
            }
        }
        return closures
    }

    /// The closures of `document` that name an object holding listener closures without capturing it weakly.
    static func strongCaptures(in document: MarkdownDocument) -> [String] {
        let closures = storedClosures(in: document)
        let holders = Set(closures.map(\.receiver))
        return closures.flatMap { closure in
            closure.names.intersection(holders).sorted().filter { !closure.captures.contains("weak \($0)") }
                .map { "\(closure) names \($0) without [weak \($0)]" }
        }
    }

    @Test("listener closures in the documentation capture the objects holding listeners weakly",
          arguments: MarkdownDocument.all)
    func listenersCaptureWeakly(document: MarkdownDocument) {
        #expect(Self.strongCaptures(in: document) == [])
    }

    @Test("a listener that names its pager strongly, or only unowned, is reported (the check can fail)")
    func strongCaptureIsReported() {
        let document = MarkdownDocument(
            path: "Docs/Cycle.md",
            text: """
                ```swift
                pager.onCurrentPageChanged = { page in
                    if page == 2 { pager.setCurrentPage(4) }
                }
                dots.onSelectPage = { [unowned pager] page in pager.setCurrentPage(page) }
                pager.onPageScrolled = { [weak pager, weak dots] _ in dots?.indicator = pager?.indicator }
                ```
                """)
        #expect(Self.strongCaptures(in: document) == [
            "Docs/Cycle.md:2: pager's closure names pager without [weak pager]",
            "Docs/Cycle.md:5: dots's closure names pager without [weak pager]",
        ])
    }

    /// The documents whose core programs are run.
    static let runnableDocuments = ["Docs/PageControl.md", "Docs/AutoScroll.md", "Docs/PageGeometry.md"]

    @Test(
        "the page-control documents' core programs build and run to their end",
        .enabled(if: SnippetRunner.isAvailable, "needs swiftc on PATH and the core's built objects"),
        arguments: runnableDocuments)
    func pageControlSnippetsRun(path: String) throws {
        let document = try #require(MarkdownDocument.all.first { $0.path == path })
        // A program that imports Testing holds tests, not code to run; it is type-checked elsewhere.
        let programs = document.corePrograms.filter { !$0.source.contains("import Testing") }
        #expect(!programs.isEmpty)
        for program in programs {
            let result = try SnippetRunner.run(program.source)
            #expect(result.passed, "\(program): exit \(result.status)\n\(result.output)")
        }
    }

    @Test(
        "a program that ends with a failure status is reported (the run can fail)",
        .enabled(if: SnippetRunner.isAvailable, "needs swiftc on PATH and the core's built objects"))
    func failureIsReported() throws {
        // An exit status rather than a trap: under the address sanitizer, Foundation's Process on
        // Linux was seen never to return from waiting for a child killed by a signal.
        let result = try SnippetRunner.run(
            "import Foundation\nimport PagingLayout\nexit(SectionedItemCounts([2, 1]).totalCount == 3 ? 3 : 0)\n")
        #expect(result.built)
        #expect(result.status == 3)
        #expect(!result.passed)
    }
}
