import Foundation

/// One Markdown file of the package's documentation (`README.md`, `Docs/*.md`), read for what the
/// documentation tests check: its fenced code blocks, the snippet notes above them, its links and
/// its headings.
///
/// A snippet note is an HTML comment directly above a fence, invisible when the Markdown is shown:
///
///     <!-- snippet: new
///     let specURL = URL(fileURLWithPath: "my-effect.json")
///     -->
///
/// The words after `snippet:` are flags (``CodeBlock/Flag``); the lines up to `-->` are Swift the
/// block takes as given — names the text leaves to the reader — placed before it when it is
/// checked. `<!-- snippets: FLAG -->` on a line of its own gives every block of the file the flag.
struct MarkdownDocument: CustomStringConvertible, Sendable {
    /// The path from the package's folder, such as `Docs/UIKit.md`.
    let path: String
    /// The file's lines.
    let lines: [String]

    var description: String { path }

    /// `README.md`, every Markdown file in `Docs` and the articles of the core's DocC catalog, in
    /// path order; empty when they cannot be read (a test says so).
    static let all: [MarkdownDocument] = {
        let package = TypeChecker.packageDirectory
        func markdownFiles(in folder: String) -> [String] {
            let path = package.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        let paths = ["README.md"] + markdownFiles(in: "Docs") + markdownFiles(in: catalogFolder)
        return paths.compactMap { path in
            guard let data = FileManager.default.contents(atPath: package.appendingPathComponent(path).path) else {
                return nil
            }
            return MarkdownDocument(path: path, text: String(decoding: data, as: UTF8.self))
        }
    }()

    /// The core's DocC catalog, whose articles are checked like the files in `Docs`.
    static let catalogFolder = "Sources/PagingLayout/PagingLayout.docc"

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A fenced code block.
    struct CodeBlock: CustomStringConvertible, Sendable {
        /// What a snippet note says about a block.
        enum Flag: String, Sendable {
            /// UIKit or SwiftUI code: type-checked for iOS as part of `Tests/AppleClientCode/Docs`.
            case ios
            /// A fragment of a `Package.swift`: type-checked inside a `Package(…)`.
            case manifest
            /// Starts a new program: the file's earlier blocks are not in scope.
            case new
        }

        /// The document's path.
        let document: String
        /// The 1-based line of the block's first line of code.
        let line: Int
        /// The fence's language (`swift`, `sh`, …), empty when it names none.
        let language: String
        /// The lines of code.
        let code: [String]
        /// The flags of the block's snippet note and of the file.
        let flags: Set<Flag>
        /// Words of those notes that name no flag (a test reports them).
        let unknownFlags: [String]
        /// The Swift lines the block takes as given, from its snippet note.
        let givens: [String]
        /// The 1-based line of the first given.
        let givensLine: Int

        var description: String { "\(document):\(line)" }
    }

    /// Every fenced code block, in order.
    var codeBlocks: [CodeBlock] {
        let fileWords = lines.flatMap { line -> [String] in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("<!-- snippets:"), text.hasSuffix("-->") else { return [] }
            return Self.words(in: text.dropFirst("<!-- snippets:".count).dropLast(3))
        }
        var blocks: [CodeBlock] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index].trimmingCharacters(in: .whitespaces)
            guard opening.hasPrefix("```") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            let note = snippetNote(above: index)
            let words = fileWords + note.words
            blocks.append(
                CodeBlock(
                    document: path, line: index + 2,
                    language: opening.dropFirst(3).trimmingCharacters(in: .whitespaces),
                    code: Array(lines[(index + 1)..<min(end, lines.count)]),
                    flags: Set(words.compactMap(CodeBlock.Flag.init(rawValue:))),
                    unknownFlags: words.filter { CodeBlock.Flag(rawValue: $0) == nil },
                    givens: note.givens, givensLine: note.givensLine))
            index = end + 1
        }
        return blocks
    }

    /// The snippet note ending on the line above `fence`, if there is one.
    private func snippetNote(above fence: Int) -> (words: [String], givens: [String], givensLine: Int) {
        let none: ([String], [String], Int) = ([], [], 0)
        let last = fence - 1
        guard last >= 0, lines[last].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return none }
        guard let first = (0...last).last(where: { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("<!--") })
        else { return none }
        var header = lines[first].trimmingCharacters(in: .whitespaces).dropFirst("<!--".count)
            .trimmingCharacters(in: .whitespaces)
        guard header.hasPrefix("snippet:") || header == "snippet" || header.hasPrefix("snippet ") else { return none }
        header = String(header.dropFirst("snippet".count))
        if header.hasPrefix(":") { header.removeFirst() }
        if first == last { header = String(header.dropLast(3)) }
        let givens = first == last ? [] : Array(lines[(first + 1)..<last])
        return (Self.words(in: header[...]), givens, first + 2)
    }

    /// The words of `text`, separated by spaces or commas.
    private static func words(in text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    }

    /// The lines outside code blocks, with their 1-based line numbers.
    var prose: [(line: Int, text: String)] {
        var result: [(Int, String)] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            result.append((index + 1, line))
        }
        return result
    }

    /// The targets of the document's links and images (outside code), with their lines.
    var links: [(line: Int, target: String)] {
        prose.flatMap { line, text in
            text.replacing(#/`+[^`]*`+/#, with: "").matches(of: #/\]\(([^)\s]+)\)/#).map { (line, String($0.output.1)) }
        }
    }

    /// The anchors GitHub gives the document's headings: lower case, spaces as hyphens, and only
    /// letters, digits, hyphens and underscores kept.
    var headingAnchors: Set<String> {
        Set(
            prose.compactMap { _, text -> String? in
                guard text.hasPrefix("#") else { return nil }
                let title = text.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                return String(
                    title.compactMap { character -> Character? in
                        if character == " " { return "-" }
                        return character.isLetter || character.isNumber || character == "-" || character == "_"
                            ? character : nil
                    })
            })
    }
}
