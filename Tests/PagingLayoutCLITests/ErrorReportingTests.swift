import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// Errors a newcomer meets: files named wrongly, sizes out of range, and the exit status, which is
/// the same for the same kind of failure in every subcommand.
@MainActor
@Suite("Error reporting")
struct ErrorReportingTests {
    @Test("--version prints the tool's version")
    func version() {
        let outcome = PagingLayoutTool.run(["--version"])
        #expect(outcome == .init(output: "paging-layout 0.1.0\n", errorOutput: "", exitCode: 0))
    }

    @Test("a missing file, a folder given as a file and a file in place of a folder say why, with status 3")
    func fileErrors() throws {
        try withTemporaryDirectory { directory in
            let missing = directory.appendingPathComponent("missing.json").path
            let file = try writeFile("{}", to: "plain.txt", in: directory)
            let cases: [([String], String)] = [
                (["eval", "--spec", missing], "error: --spec: cannot read '\(missing)': No such file or directory"),
                (["eval", "--spec", directory.path], "error: --spec: cannot read '\(directory.path)': Is a directory"),
                (["eval", "--effect", "stack", "--options", missing], "error: --options: cannot read '\(missing)': No such file or directory"),
                (["preview", "--spec", missing], "error: --spec: cannot read '\(missing)': No such file or directory"),
                (["scene", "--spec", missing, "--size", "10x10", "--offset", "0,0"], "error: --spec: cannot read '\(missing)': No such file or directory"),
                (["codegen", "--specs", missing], "error: --specs: cannot read '\(missing)': No such file or directory"),
                (["codegen", "--spec", missing], "error: \(missing): cannot read the file: No such file or directory"),
                (["render", "--effect", "scale", "--out", directory.path], "error: --out: cannot write '\(directory.path)': Is a directory"),
                (["filmstrip", "--effect", "scale", "--out", file + "/strip.svg"], "error: --out: cannot write '\(file)/strip.svg': Not a directory"),
                (["filmstrip", "--all", "--out", file + "/strips"], "error: --out: cannot create '\(file)/strips': Not a directory"),
            ]
            for (arguments, message) in cases {
                let outcome = PagingLayoutTool.run(arguments)
                #expect(outcome.exitCode == 3, "\(arguments)")
                #expect(outcome.errorOutput == message + "\n", "\(arguments)")
            }
        }
    }

    @Test("a size that is not positive says so, naming the dimension, with status 2")
    func sizeErrors() {
        let cases: [([String], String)] = [
            (["eval", "--effect", "scale", "--size", "0x300"], "error: --size: width must be positive, got '0x300'"),
            (["layout", "--size", "300x-5"], "error: --size: height must be positive, got '300x-5'"),
            (["preview", "--effect", "scale", "--size", "-1x-1"], "error: --size: width must be positive, got '-1x-1'"),
            (["eval", "--effect", "scale", "--size", "wide"], "error: --size: expected WIDTHxHEIGHT such as 200x300, got 'wide'"),
        ]
        for (arguments, message) in cases {
            let outcome = PagingLayoutTool.run(arguments)
            #expect(outcome.exitCode == 2, "\(arguments)")
            #expect(outcome.errorOutput == message + "\n", "\(arguments)")
        }
    }

    @Test("a spec file that does not read ends every subcommand that reads it with status 1")
    func invalidInput() throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(#"{"version": 1, "effect": "scale", "options": {"minScale": "big"}}"#, to: "bad.pagingeffect.json", in: directory)
            let options = try writeFile(#"{"minScale": "big"}"#, to: "options.json", in: directory)
            for arguments in [
                ["eval", "--spec", spec], ["render", "--spec", spec], ["hittest", "--spec", spec, "--points", "1,1"],
                ["preview", "--spec", spec, "--out", directory.path + "/out"], ["codegen", "--spec", spec],
                ["eval", "--effect", "scale", "--options", options],
            ] {
                let outcome = PagingLayoutTool.run(arguments)
                #expect(outcome.exitCode == 1, "\(arguments): \(outcome.errorOutput)")
                #expect(outcome.errorOutput.contains("minScale"), "\(arguments): \(outcome.errorOutput)")
            }
        }
    }

    @Test("a spec read from a pipe, as `--spec <(jq …)` gives it, reads like a file")
    func specFromPipe() throws {
        try withNamedPipe(#"{"version": 1, "effect": "scale", "preset": "coverFlow"}"#) { pipe in
            let outcome = PagingLayoutTool.run(["eval", "--spec", pipe, "--progress", "0"])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            #expect(outcome.output.hasPrefix(#"{"effect":"scale""#), "\(outcome.output.prefix(80))")
        }
    }

    @Test("a file or device holding more than a spec may is refused after reading one byte past the limit, with status 1")
    func oversizedInput() throws {
        let limit = 4 * 1024 * 1024
        try withTemporaryDirectory { directory in
            let big = try writeFile(String(repeating: " ", count: limit + 1), to: "big.json", in: directory)
            let cases: [([String], String)] = [
                // An endless device: reading stops at the limit rather than filling memory.
                (["eval", "--spec", "/dev/zero"], "error: --spec: '/dev/zero' is more than 4194304 bytes; a spec may be at most 4194304 bytes (4 MiB)"),
                (["eval", "--effect", "scale", "--options", big], "error: --options: '\(big)' is more than 4194304 bytes; an options file may be at most 4194304 bytes (4 MiB)"),
                (["scene", "--spec", big, "--size", "10x10", "--offset", "0,0"], "error: --spec: '\(big)' is more than 4194304 bytes; a scene file may be at most 4194304 bytes (4 MiB)"),
                (["check-specs", "--lines", "/dev/zero"], "error: --lines: '/dev/zero' is more than 67108864 bytes; a lines file may be at most 67108864 bytes (64 MiB)"),
            ]
            for (arguments, message) in cases {
                let outcome = PagingLayoutTool.run(arguments)
                #expect(outcome.exitCode == 1, "\(arguments)")
                #expect(outcome.errorOutput == message + "\n", "\(arguments)")
            }
            // Exactly at the limit is read, and the spec reader judges the text (all blanks: empty).
            let atLimit = try writeFile(String(repeating: " ", count: limit), to: "limit.json", in: directory)
            let read = PagingLayoutTool.run(["eval", "--spec", atLimit])
            #expect(read.errorOutput.contains("the document is empty"), "\(read.errorOutput)")
        }
    }
}
