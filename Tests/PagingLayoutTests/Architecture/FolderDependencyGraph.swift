import Foundation

/// Which folder of a module uses which other folder, read from the sources' text: a file uses a
/// folder when it mentions, by name, a type declared at the top level of a file in that folder.
///
/// A folder is a file's first path component (`Effects/Scale/ScaleEffect.swift` is in `Effects`).
/// Names in comments and string literals do not count. A type name declared in two folders is
/// left out (neither use could be told apart). Members added by extensions to types of other
/// modules (`CGFloat.finiteValue`) are not seen: only type names are.
struct FolderDependencyGraph {
    /// One file's use of a type declared in another folder.
    struct Use: Hashable, CustomStringConvertible {
        /// The folder of the file that mentions the type.
        var from: String
        /// The folder that declares it.
        var to: String
        /// The mentioning file, relative to the module's folder.
        var file: String
        /// The type's name.
        var typeName: String

        var description: String { "\(from) → \(to): \(file) mentions \(typeName)" }
    }

    /// Every use of a type declared in another folder, sorted by file and type name.
    let uses: [Use]
    /// The folders holding at least one file.
    let folders: Set<String>

    /// Reads `files` (path relative to the module's folder → Swift source).
    init(files: [String: String]) {
        let code = files.mapValues(SwiftCode.init)
        var declaringFolders: [String: Set<String>] = [:]
        for (path, file) in code {
            for name in file.topLevelTypeNames { declaringFolders[name, default: []].insert(Self.folder(of: path)) }
        }
        var uses: [Use] = []
        for (path, file) in code {
            let folder = Self.folder(of: path)
            for name in file.capitalisedIdentifiers {
                guard let declaring = declaringFolders[name], declaring.count == 1, let owner = declaring.first,
                    owner != folder
                else { continue }
                uses.append(Use(from: folder, to: owner, file: path, typeName: name))
            }
        }
        self.uses = uses.sorted { ($0.file, $0.typeName) < ($1.file, $1.typeName) }
        folders = Set(files.keys.map(Self.folder(of:)))
    }

    /// Reads every `.swift` file under `directory`.
    init(directory: URL) throws {
        let root = directory.standardizedFileURL.path
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            files[String(path.dropFirst(root.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        self.init(files: files)
    }

    /// The first path component, or `.` for a file at the module's top.
    static func folder(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.count > 1 ? String(components[0]) : "."
    }
}

/// A Swift file with its comments and string literals blanked out, and what the checks read from it.
struct SwiftCode {
    /// The source with every comment and string literal's contents replaced by spaces (line breaks
    /// kept), so only code is left to search.
    let code: String

    init(_ source: String) {
        code = Self.blankingCommentsAndStrings(source)
    }

    /// The names of the structs, classes, enums, protocols, actors and type aliases declared outside
    /// any braces (inside `#if` blocks too).
    var topLevelTypeNames: [String] {
        let introducers: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        var names: [String] = []
        var depth = 0
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0 {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" })
                if let index = words.firstIndex(where: introducers.contains), index + 1 < words.count,
                    words[..<index].allSatisfy(Self.isModifierOrAttribute)
                {
                    names.append(String(words[index + 1].prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })))
                }
            }
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
        }
        return names
    }

    /// Every identifier starting with a capital letter: the type names the code mentions.
    var capitalisedIdentifiers: Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first.isUppercase { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    private static func isModifierOrAttribute(_ word: Substring) -> Bool {
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
        ]
        return modifiers.contains(word) || word.hasPrefix("@")
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
