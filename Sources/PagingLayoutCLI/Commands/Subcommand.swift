/// One subcommand of `paging-layout`: its name, help text, flags and what it does.
protocol Subcommand: Sendable {
    /// The word that selects it, such as `layout`.
    static var name: String { get }
    /// A one-line summary for the tool's help.
    static var summary: String { get }
    /// Longer help shown above the flags by `<subcommand> --help`; may include examples.
    static var discussion: String { get }
    /// The flags it accepts.
    static var flags: [FlagSpec] { get }
    /// Runs with parsed flags and returns what it prints on standard output.
    @MainActor static func run(_ arguments: ParsedArguments) throws -> String
}

extension Subcommand {
    /// The full help text for `paging-layout <name> --help`.
    static var helpText: String {
        let rows = flags.map { [flagLabel($0), $0.help] } + [["--help", "Show this help."]]
        return """
            paging-layout \(name) — \(summary)

            \(discussion)

            Flags:
            \(TextColumns.lines(rows, indent: "  ").joined(separator: "\n"))

            """
    }

    private static func flagLabel(_ spec: FlagSpec) -> String {
        spec.valueName.map { "--\(spec.name) \($0)" } ?? "--\(spec.name)"
    }
}
