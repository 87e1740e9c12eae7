import Foundation

/// Which folder of a module uses which other folder, read from the sources' text.
///
/// A file uses a folder when it mentions, by name, a type declared at the top level of a file in
/// that folder, or calls (`.name`) a member that an extension in that folder adds. A folder is a
/// file's first path component (`Effects/Scale/ScaleEffect.swift` is in `Effects`), or its first
/// `depth` components for a deeper graph (at depth 2 it is in `Effects/Scale`). Names in comments
/// and string literals do not count. A name declared in two folders is left out, as is a member name
/// the module also declares elsewhere (a local `let`, another type's member): neither use could be
/// told apart.
struct FolderDependencyGraph {
    /// One file's use of a type or extension member declared in another folder.
    struct Use: Hashable, CustomStringConvertible {
        /// The folder of the file that mentions the name.
        var from: String
        /// The folder that declares it.
        var to: String
        /// The mentioning file, relative to the module's folder.
        var file: String
        /// The type's name, or `.member` for an extension's member.
        var name: String

        var description: String { "\(from) → \(to): \(file) mentions \(name)" }
    }

    /// Every use of a name declared in another folder, sorted by file and name.
    let uses: [Use]
    /// The folders holding at least one file.
    let folders: Set<String>
    /// The modules each file imports, by path (`#if`-wrapped imports included).
    let imports: [String: [String]]

    /// Reads `files` (path relative to the module's folder → Swift source), each file in the folder
    /// of its first `depth` path components.
    init(files: [String: String], depth: Int = 1) {
        let code = files.mapValues(SwiftCode.init)
        var typeFolders: [String: Set<String>] = [:]
        var memberFolders: [String: Set<String>] = [:]
        var extensionMemberFolders: [String: Set<String>] = [:]
        for (path, file) in code {
            let folder = Self.folder(of: path, depth: depth)
            for name in file.topLevelTypeNames { typeFolders[name, default: []].insert(folder) }
            for name in file.declaredMemberNames { memberFolders[name, default: []].insert(folder) }
            for name in file.extensionMemberNames { extensionMemberFolders[name, default: []].insert(folder) }
        }
        // The one folder that declares `name`, if it is not `folder`.
        func owner(of name: String, in declaring: [String: Set<String>], from folder: String) -> String? {
            guard let folders = declaring[name], folders.count == 1, let owner = folders.first, owner != folder
            else { return nil }
            return owner
        }
        var uses: [Use] = []
        for (path, file) in code {
            let folder = Self.folder(of: path, depth: depth)
            for name in file.capitalisedIdentifiers {
                guard let owner = owner(of: name, in: typeFolders, from: folder) else { continue }
                uses.append(Use(from: folder, to: owner, file: path, name: name))
            }
            for name in file.memberNamesAfterDots where memberFolders[name]?.count == 1 {
                guard let owner = owner(of: name, in: extensionMemberFolders, from: folder) else { continue }
                uses.append(Use(from: folder, to: owner, file: path, name: "." + name))
            }
        }
        self.uses = uses.sorted { ($0.file, $0.name) < ($1.file, $1.name) }
        folders = Set(files.keys.map { Self.folder(of: $0, depth: depth) })
        imports = code.mapValues(\.importedModules)
    }

    /// Reads every `.swift` file under `directory`.
    init(directory: URL, depth: Int = 1) throws {
        self.init(files: try Self.sources(in: directory), depth: depth)
    }

    /// Every `.swift` file under `directory`: path relative to it → source.
    static func sources(in directory: URL) throws -> [String: String] {
        let root = directory.standardizedFileURL.path
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            files[String(path.dropFirst(root.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// The first `depth` folders of `path` (fewer for a file nearer the top), or `.` for a file at
    /// the module's top.
    static func folder(of path: String, depth: Int = 1) -> String {
        let folders = path.split(separator: "/").dropLast()
        return folders.isEmpty ? "." : folders.prefix(depth).joined(separator: "/")
    }

    /// A cycle of folders — each using the next, the last using the first — or `nil` when the uses
    /// form none. A folder's files using each other is no cycle.
    func cycle() -> [String]? {
        var next: [String: Set<String>] = [:]
        for use in uses where use.from != use.to { next[use.from, default: []].insert(use.to) }
        // Depth-first search; reaching a folder still on the path closes a cycle.
        var done: Set<String> = []
        var path: [String] = []
        func visit(_ folder: String) -> [String]? {
            if let start = path.firstIndex(of: folder) { return Array(path[start...]) }
            guard done.insert(folder).inserted else { return nil }
            path.append(folder)
            defer { path.removeLast() }
            for target in next[folder, default: []].sorted() {
                if let cycle = visit(target) { return cycle }
            }
            return nil
        }
        for folder in next.keys.sorted() {
            if let cycle = visit(folder) { return cycle }
        }
        return nil
    }
}

/// A Swift file with its comments and string literals blanked out, and what the checks read from it.
struct SwiftCode {
    /// One line's identifiers and punctuation, with the brace depth the line starts at.
    private struct Line {
        var depth: Int
        var tokens: [Substring]
    }

    /// The source with every comment and string literal's contents replaced by spaces (line breaks
    /// kept), so only code is left to search.
    let code: String
    private let lines: [Line]

    init(_ source: String) {
        code = Self.blankingCommentsAndStrings(source)
        var depth = 0
        lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { text in
            let line = Line(depth: depth, tokens: Self.tokens(of: text))
            for token in line.tokens {
                if token == "{" { depth += 1 } else if token == "}" { depth -= 1 }
            }
            return line
        }
    }

    /// The names of the structs, classes, enums, protocols, actors and type aliases declared outside
    /// any braces (inside `#if` blocks too).
    var topLevelTypeNames: [String] {
        let introducers: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        return lines.compactMap { line in
            guard line.depth == 0, let index = line.tokens.firstIndex(where: introducers.contains),
                Self.areModifiersAndAttributes(line.tokens[..<index])
            else { return nil }
            return Self.name(after: index, in: line.tokens)
        }
    }

    /// The modules the file imports (`import Foundation`, `@_exported import PagingLayout`), in order.
    var importedModules: [String] {
        lines.compactMap { line in
            guard line.depth == 0, let index = line.tokens.firstIndex(of: "import"),
                Self.areModifiersAndAttributes(line.tokens[..<index])
            else { return nil }
            return Self.name(after: index, in: line.tokens)
        }
    }

    /// Every identifier starting with a capital letter: the type names the code mentions.
    var capitalisedIdentifiers: Set<String> {
        Set(lines.flatMap { $0.tokens.filter { $0.first?.isUppercase == true }.map(String.init) })
    }

    /// The names every `func`, `var`, `let` and `case` declares, at any depth.
    var declaredMemberNames: Set<String> {
        Set(lines.flatMap { line in Self.declaredNames(in: line.tokens) })
    }

    /// The names declared directly inside the file's top-level `extension` blocks (one declaration
    /// a line, as the sources are written).
    var extensionMemberNames: [String] {
        var names: [String] = []
        var inExtension = false
        for line in lines {
            if line.depth == 0 {
                inExtension = line.tokens.firstIndex(of: "extension").map {
                    Self.areModifiersAndAttributes(line.tokens[..<$0])
                } ?? false
            } else if line.depth == 1, inExtension {
                // Only what the line declares before a body opens: not the locals inside it.
                names += Self.declaredNames(in: Array(line.tokens.prefix { $0 != "{" }))
            }
        }
        return names
    }

    /// The names that follow a dot: members the code calls or reads.
    var memberNamesAfterDots: Set<String> {
        var names: Set<String> = []
        for line in lines {
            for (index, token) in line.tokens.enumerated() where token == "." {
                if let name = Self.name(after: index, in: line.tokens) { names.insert(name) }
            }
        }
        return names
    }

    /// The identifier after `tokens[index]`, skipping a backtick.
    private static func name(after index: Int, in tokens: [Substring]) -> String? {
        var next = index + 1
        if next < tokens.count, tokens[next] == "`" { next += 1 }
        guard next < tokens.count, let first = tokens[next].first, first.isLetter || first == "_" else { return nil }
        return String(tokens[next])
    }

    private static func declaredNames(in tokens: [Substring]) -> [String] {
        let introducers: Set<Substring> = ["func", "var", "let", "case"]
        return tokens.indices.filter { introducers.contains(tokens[$0]) }.compactMap { name(after: $0, in: tokens) }
    }

    /// Identifiers (with a leading `@` kept, for attributes) and single punctuation characters.
    private static func tokens(of line: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var index = line.startIndex
        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        while index < line.endIndex {
            let character = line[index]
            if isWordCharacter(character) || character == "@" {
                var end = line.index(after: index)
                while end < line.endIndex, isWordCharacter(line[end]) { end = line.index(after: end) }
                tokens.append(line[index..<end])
                index = end
            } else {
                if !character.isWhitespace { tokens.append(line[index...index]) }
                index = line.index(after: index)
            }
        }
        return tokens
    }

    /// Whether `tokens` are only declaration modifiers and attributes (with their arguments).
    private static func areModifiersAndAttributes(_ tokens: ArraySlice<Substring>) -> Bool {
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
        ]
        var parentheses = 0
        var previous: Substring = ""
        for token in tokens {
            if token == "(", parentheses > 0 || previous.hasPrefix("@") {
                parentheses += 1
            } else if token == ")", parentheses > 0 {
                parentheses -= 1
            } else if parentheses == 0, !modifiers.contains(token), !token.hasPrefix("@") {
                return false
            }
            previous = token
        }
        return parentheses == 0
    }

    /// `source` with comments (`//`, nested `/* */`) and string literals (`"…"`, `"""…"""`, raw
    /// `#"…"#`) blanked; the code inside interpolations (`\(…)`) is kept.
    private static func blankingCommentsAndStrings(_ source: String) -> String {
        var scanner = CommentAndStringBlanker(source)
        _ = scanner.code(from: 0, upToUnbalancedParenthesis: false)
        return String(scanner.output)
    }
}

/// Walks Swift source, blanking comments and the literal parts of strings.
private struct CommentAndStringBlanker {
    let characters: [Character]
    var output: [Character]

    init(_ source: String) {
        characters = Array(source)
        output = characters
    }

    /// Scans code from `start`; returns the end, or with `upToUnbalancedParenthesis` the index of
    /// the `)` that closes an interpolation.
    mutating func code(from start: Int, upToUnbalancedParenthesis: Bool) -> Int {
        var index = start
        var depth = 0
        while index < characters.count {
            if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { blank(index); index += 1 }
            } else if starts("/*", at: index) {
                index = comment(from: index)
            } else if characters[index] == "\"" || starts("#\"", at: index) || starts("##\"", at: index) {
                index = string(from: index)
            } else {
                if characters[index] == "(" { depth += 1 }
                if characters[index] == ")" {
                    if depth == 0, upToUnbalancedParenthesis { return index }
                    depth -= 1
                }
                index += 1
            }
        }
        return index
    }

    /// Blanks a nested `/* */` comment starting at `start`; returns the index after it.
    private mutating func comment(from start: Int) -> Int {
        var index = start
        var depth = 0
        repeat {
            if starts("/*", at: index) {
                depth += 1
                blank(index, count: 2)
                index += 2
            } else if starts("*/", at: index) {
                depth -= 1
                blank(index, count: 2)
                index += 2
            } else {
                blank(index)
                index += 1
            }
        } while depth > 0 && index < characters.count
        return index
    }

    /// Blanks a string literal starting at `start` (at its `#`s or quote), keeping interpolated
    /// code; returns the index after it.
    private mutating func string(from start: Int) -> Int {
        var hashes = 0
        while characters[start + hashes] == "#" { hashes += 1 }
        let delimiter = starts("\"\"\"", at: start + hashes) ? "\"\"\"" : "\""
        let closing = delimiter + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var index = start + hashes + delimiter.count
        blank(start, count: index - start)
        while index < characters.count, !starts(closing, at: index) {
            if starts(escape + "(", at: index) {
                blank(index, count: escape.count + 1)
                let close = code(from: index + escape.count + 1, upToUnbalancedParenthesis: true)
                index = min(close + 1, characters.count)
            } else if starts(escape, at: index) {
                blank(index, count: escape.count + 1)
                index += escape.count + 1
            } else {
                blank(index)
                index += 1
            }
        }
        blank(index, count: closing.count)
        return min(index + closing.count, characters.count)
    }

    private func starts(_ text: String, at position: Int) -> Bool {
        var position = position
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// Replaces `count` characters from `position` with spaces, keeping line breaks.
    private mutating func blank(_ position: Int, count: Int = 1) {
        for index in position..<min(position + count, characters.count) where characters[index] != "\n" {
            output[index] = " "
        }
    }
}
