/// The name of a generated member of `GeneratedEffects`: a valid Swift identifier, written with
/// backticks in its declaration when it is a keyword (`` static let `default` ``).
///
/// Names derive from spec file names in lower camel case (`cards-stack.pagingeffect.json` →
/// `cardsStack`); only ASCII letters and digits are kept, everything else separates words.
package struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The name as code uses it after a dot: `cardsStack`, `default`.
    package let name: String

    /// The name as written in a declaration, in backticks if it is a keyword.
    package var declaration: String { Self.keywords.contains(name) ? "`\(name)`" : name }

    package var description: String { name }

    /// `text` as an identifier, or `nil` if it is not one: it must be ASCII letters, digits and
    /// underscores, not start with a digit, and not be a name a member cannot have even in
    /// backticks (`_`, `Type`, `Protocol`, `Self`).
    package init?(validating text: String) {
        guard let first = text.unicodeScalars.first, !Self.isDigit(first),
            text.unicodeScalars.allSatisfy({ Self.isLetterOrDigit($0) || $0 == "_" }),
            !Self.unusableNames.contains(text)
        else { return nil }
        name = text
    }

    /// The identifier a spec file's name gives, or `nil` when it has no letters or digits.
    ///
    /// The extension `.pagingeffect.json` (or else `.json`) is dropped, the rest split into words at
    /// every character that is not an ASCII letter or digit, and the words joined in lower camel
    /// case: `cards-stack` → `cardsStack`, `URL cards` → `urlCards`, `3d_flip` → `_3dFlip`.
    package init?(fileName: String) {
        var base = Substring(fileName)
        for suffix in [".pagingeffect.json", ".json"] where base.lowercased().hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            break
        }
        let words = base.unicodeScalars.split { !Self.isLetterOrDigit($0) }.map { String(String.UnicodeScalarView($0)) }
        guard let first = words.first else { return nil }
        var name = Self.lowercasingLeadingCapitals(first)
        for word in words.dropFirst() {
            name += word.prefix(1).uppercased() + word.dropFirst()
        }
        if let scalar = name.unicodeScalars.first, Self.isDigit(scalar) { name = "_" + name }
        self.name = name
    }

    /// `word` with its leading capitals lowercased, keeping the capital that starts the next word:
    /// `Cards` → `cards`, `URL` → `url`, `URLCards` → `urlCards`, `iPhone` → `iPhone`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        // In `URLCards` the C starts the next word; a run followed by a digit or the end is all lowercased.
        let lowered = capitals < characters.count && characters[capitals].isLowercase && capitals > 1
            ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Names that cannot follow `GeneratedEffects.` even in backticks.
    private static let unusableNames: Set<String> = ["_", "Type", "Protocol", "Self"]

    /// Swift's reserved words, which need backticks to be declared as names.
    private static let keywords: Set<String> = [
        // declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]
}
