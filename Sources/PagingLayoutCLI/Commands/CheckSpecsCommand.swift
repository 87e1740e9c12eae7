import Foundation
import PagingLayout
import PagingLayoutRender

/// `paging-layout check-specs`: the spec reader's verdict on many spec documents at once, one per
/// line, for checks that compare it with other validators (`Scripts/spec-schema-agreement.py`).
enum CheckSpecsCommand: Subcommand {
    static let name = "check-specs"
    static let summary = "Say for each spec document in a file, one per line, whether the library reads it."
    static let discussion = """
        Reads FILE as JSON Lines: each non-empty line is one spec document, read as `eval --spec`
        reads a spec file (strict JSON, then the spec and its options; the effect is made, not
        evaluated). Prints one JSON object per non-empty line:
          {"line":N,"valid":true}
          {"line":N,"valid":false,"error":"options.minScale: expected a number, found a string"}
        with N counted from 1. The exit status says only whether FILE could be read (a file over
        64 MiB is refused, each line over 4 MiB is invalid).

        Example:
          paging-layout check-specs --lines specs.jsonl
        """
    static let flags: [FlagSpec] = [
        .option("lines", "FILE.jsonl", "The spec documents, one per line (required).")
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let path = try arguments.required("lines", expected: "a file of spec documents, one per line") { $0 }
        let data = try FileAccess.read(path, flag: "--lines", atMost: maximumByteCount, what: "a lines file")
        let registry = EffectRegistry()
        var output = ""
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            var verdict: [(String, JSONValue)] = [("line", .int(index + 1))]
            do {
                _ = try registry.makeEffect(specJSON: Data(line))
                verdict.append(("valid", .bool(true)))
            } catch {
                verdict += [("valid", .bool(false)), ("error", .string("\(error)"))]
            }
            output += JSONValue.object(verdict).text + "\n"
        }
        return output
    }

    /// The largest lines file read, in bytes: 64 MiB, some 200 000 specs of a few hundred bytes.
    static let maximumByteCount = 64 << 20
}
