import Foundation

/// The core's public surface as its sources declare it: every struct, class, enum, protocol and actor
/// declared `public` or `open`, at any depth (a nested type counts like a top-level one), outside
/// comments and string literals.
///
/// Type aliases do not count: the deprecated spellings kept for renamed types are aliases, and an
/// alias adds a name, not a type.
enum PublicSurface {
    /// The most public types the core may declare. Issue 23 asks for at most 120: hiding the tools'
    /// budget, the planar transform, the operator stand-ins and the thumbnail deletion's moments
    /// brought the core from 129 to 122, and `VisibleItem` and `PagingLayoutResult` becoming aliases
    /// of `LayoutElement` and `LayoutPass` (one pass type) brought it to 120. Lower it as the surface
    /// shrinks; never raise it to make room.
    static let ceiling = 120

    /// The words that introduce a type declaration.
    private static let introducers: Set<Substring> = ["struct", "class", "enum", "protocol", "actor"]

    /// The words that may stand before an introducer besides attributes.
    private static let modifiers: Set<Substring> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ]

    /// The public types `sources` (file path → text) declare, as `path: Name`, sorted.
    static func publicTypes(in sources: [String: String]) -> [String] {
        sources.flatMap { path, text in
            SwiftCode(text).code.split(separator: "\n").compactMap { line in
                publicTypeName(declaredBy: line).map { "\(path): \($0)" }
            }
        }
        .sorted()
    }

    /// The name of the public type `line` (code without comments or strings) declares, if it
    /// declares one: attributes and modifiers, one of them `public` or `open`, then an introducer.
    static func publicTypeName(declaredBy line: Substring) -> String? {
        let words = line.replacing(/@\w+(\([^)]*\))?/, with: "").split(whereSeparator: \.isWhitespace)
        guard let index = words.firstIndex(where: introducers.contains), index + 1 < words.count else { return nil }
        let leading = words[..<index]
        guard leading.contains("public") || leading.contains("open"), leading.allSatisfy(modifiers.contains) else {
            return nil
        }
        let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
