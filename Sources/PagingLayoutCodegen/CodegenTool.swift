import Foundation

/// `paging-layout-codegen`: the code generator on its own, which the PagingEffectSpecs build plugin
/// runs, so that building an app's spec files compiles only PagingLayout and this library, not the
/// whole `paging-layout` tool (renderers, gallery, bench, designer).
///
/// ```sh
/// paging-layout-codegen --spec cards-stack.pagingeffect.json --spec cover.pagingeffect.json \
///     --output GeneratedPagingEffects.swift
/// ```
///
/// It writes what `paging-layout codegen --spec … --output …` writes, with the same messages and
/// exit statuses: 1 for a spec that does not read, 2 for a bad command line, 3 for a file that
/// cannot be read or written. Without `--output` it prints the file.
package enum CodegenTool {
    /// What a run prints and how it ends.
    package struct Outcome: Equatable, Sendable {
        /// Standard output: the generated file when there is no `--output`.
        package var output = ""
        /// Standard error: `error: …` lines.
        package var errorOutput = ""
        /// 0 on success, else 1, 2 or 3 as above.
        package var exitCode: Int32 = 0
    }

    /// The command line's shape, for error messages.
    static let usage = "usage: paging-layout-codegen --spec FILE.json [--spec FILE.json …] [--output FILE.swift]"

    /// Runs the tool with `arguments` (without the program's name).
    package static func run(_ arguments: [String]) -> Outcome {
        var specs: [String] = []
        var output: String?
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard flag == "--spec" || flag == "--output" else { return failure("unknown argument '\(flag)'; \(usage)", 2) }
            guard let value = remaining.popFirst() else { return failure("\(flag) needs a value; \(usage)", 2) }
            if flag == "--spec" {
                specs.append(value)
            } else if output == nil {
                output = value
            } else {
                return failure("--output is given twice; \(usage)", 2)
            }
        }
        guard !specs.isEmpty else { return failure("--spec is required; \(usage)", 2) }
        let file: GeneratedEffectsFile
        do {
            file = try GeneratedEffectsFile(specFiles: specs)
        } catch let error as CodegenError {
            return failure(error.description, error.isFileAccess ? 3 : 1)
        } catch {
            return failure(String(describing: error), 1)
        }
        guard let output else { return Outcome(output: file.text) }
        let url = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .atomic)
        } catch {
            return failure("--output: cannot write '\(output)': \(FileErrorReason.describing(error, at: output))", 3)
        }
        return Outcome()
    }

    private static func failure(_ message: String, _ exitCode: Int32) -> Outcome {
        Outcome(errorOutput: "error: \(message)\n", exitCode: exitCode)
    }
}
