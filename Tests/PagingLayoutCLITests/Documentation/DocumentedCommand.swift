import Foundation

/// A `paging-layout` command line from a shell block of the documentation (`paging-layout …` or
/// `swift run [-c release] paging-layout …`), with the output the documentation shows for it.
///
/// Lines ending in `\` continue on the next line; words may be quoted with `'` or `"`; a `#` at the
/// start of a word begins a comment. Comment lines right after a command whose text starts with
/// `{` or `[` show its output; following comment lines continue it (joined without their
/// indentation).
struct DocumentedCommand: CustomStringConvertible, Sendable {
    /// Where the command is, as `path:line`.
    let location: String
    /// The arguments after `paging-layout`.
    let arguments: [String]
    /// The output the documentation shows, if it shows one.
    var shownOutput: String?

    var description: String { "\(location): paging-layout \(arguments.joined(separator: " "))" }

    /// Every `paging-layout` command in the documentation's shell blocks, each once (at its first
    /// place): commands that differ only in where they write (`--out`, `--output`) or in naming the
    /// default subcommand `preview` do the same work. One that shows output counts as its own.
    static let all: [DocumentedCommand] = {
        var seen: Set<[String]> = []
        return MarkdownDocument.all.flatMap { document in
            document.codeBlocks.filter { ["sh", "bash", "shell"].contains($0.language) }.flatMap(commands(in:))
        }.filter { $0.shownOutput != nil || seen.insert($0.work).inserted }
    }()

    /// The arguments without the output flags and a leading `preview`: what decides the work done.
    var work: [String] {
        var result: [String] = []
        var index = arguments.first == "preview" ? 1 : 0
        while index < arguments.count {
            if ["--out", "--output"].contains(arguments[index]) {
                index += 2
                continue
            }
            result.append(arguments[index])
            index += 1
        }
        return result
    }

    /// The `paging-layout` commands of one shell block.
    static func commands(in block: MarkdownDocument.CodeBlock) -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        var collectingOutput = false
        var pending = ""
        var pendingLine = 0
        for (offset, line) in block.code.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty, text.hasPrefix("#") {
                let comment = text.dropFirst().trimmingCharacters(in: .whitespaces)
                if !commands.isEmpty, collectingOutput || comment.hasPrefix("{") || comment.hasPrefix("[") {
                    let last = commands.count - 1
                    commands[last].shownOutput = (commands[last].shownOutput ?? "") + comment
                    collectingOutput = true
                }
                continue
            }
            collectingOutput = false
            if pending.isEmpty { pendingLine = block.line + offset }
            if text.hasSuffix("\\") {
                pending += text.dropLast() + " "
                continue
            }
            let words = Self.words(pending + text)
            pending = ""
            if let arguments = Self.toolArguments(words) {
                commands.append(DocumentedCommand(location: "\(block.document):\(pendingLine)", arguments: arguments))
            }
        }
        return commands
    }

    /// The shell words of `line`, up to a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#", !inWord {
                break
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// The arguments given to `paging-layout`, or `nil` when `words` run another program.
    static func toolArguments(_ words: [String]) -> [String]? {
        if words.first == "paging-layout" { return Array(words.dropFirst()) }
        guard words.starts(with: ["swift", "run"]) else { return nil }
        var rest = words.dropFirst(2)
        while rest.first == "-c" { rest = rest.dropFirst(2) }
        guard rest.first == "paging-layout" else { return nil }
        return Array(rest.dropFirst())
    }
}
