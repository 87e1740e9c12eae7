import Foundation
import PagingLayoutCodegen

/// The `paging-layout` command-line tool, runnable in-process so tests can drive it.
public enum PagingLayoutTool {
    /// What one run printed and how it ended.
    public struct Outcome: Sendable, Equatable {
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errorOutput: String
        /// The process exit status, one of ``ExitStatus``: 0 success, 1 invalid input, 2 a bad command
        /// line, 3 a file that cannot be read or written, 4 a designer that cannot serve.
        public var exitCode: Int32
    }

    /// The tool's version, printed by `paging-layout --version`.
    public static let version = "0.1.0"

    /// Every subcommand, in the order help lists them.
    static let subcommands: [any Subcommand.Type] = [
        DesignerCommand.self,
        LayoutCommand.self,
        SceneCommand.self,
        EvalCommand.self,
        PresetsCommand.self,
        OptionsCommand.self,
        CheckSpecsCommand.self,
        RenderCommand.self,
        HittestCommand.self,
        BenchCommand.self,
        CodegenCommand.self,
        PreviewCommand.self,
        FilmstripCommand.self,
        IndicatorCommand.self,
    ]

    /// The subcommand that runs when none is named.
    static let defaultSubcommand: any Subcommand.Type = PreviewCommand.self

    /// Runs the tool with `arguments` (without the program name).
    @MainActor
    public static func run(_ arguments: [String]) -> Outcome {
        if arguments.first == "--version" {
            return Outcome(output: "paging-layout \(version)\n", errorOutput: "", exitCode: 0)
        }
        if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" {
            return Outcome(output: helpText, errorOutput: "", exitCode: 0)
        }
        let named = arguments.first.flatMap { name in subcommands.first { $0.name == name } }
        if named == nil, let first = arguments.first, !first.hasPrefix("-") {
            return Outcome(
                output: "", errorOutput: "error: unknown subcommand '\(first)' (see paging-layout --help)\n",
                exitCode: 2)
        }
        let command = named ?? defaultSubcommand
        let rest = named == nil ? arguments : Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            return Outcome(output: command.helpText, errorOutput: "", exitCode: 0)
        }
        do {
            let parsed = try ParsedArguments(rest, specs: command.flags)
            return Outcome(output: try command.run(parsed), errorOutput: "", exitCode: 0)
        } catch let error as CommandLineError {
            return Outcome(output: "", errorOutput: "\(error)\n", exitCode: error.status.rawValue)
        } catch let error as CodegenError {
            let status = error.isFileAccess ? ExitStatus.fileAccess : .invalidInput
            return Outcome(output: "", errorOutput: "error: \(error)\n", exitCode: status.rawValue)
        } catch {
            return Outcome(output: "", errorOutput: "error: \(error)\n", exitCode: ExitStatus.invalidInput.rawValue)
        }
    }

    /// The tool's help: its subcommands and how to get help on each.
    static var helpText: String {
        let lines = TextColumns.lines(subcommands.map { [$0.name, $0.summary] }, indent: "  ")
        return """
            paging-layout — inspect and preview PagingLayout pagers and effects.

            Usage: paging-layout [<subcommand>] [flags]
            With no subcommand it runs '\(defaultSubcommand.name)' with its defaults.

            Subcommands:
            \(lines.joined(separator: "\n"))

            'paging-layout <subcommand> --help' explains every flag of a subcommand;
            'paging-layout --version' prints the version.

            Exit status: 0 success, 1 invalid input (a spec, options or scene file), 2 a bad command
            line, 3 a file that cannot be read or written, 4 a designer that cannot serve.

            """
    }
}
