import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI
@testable import PagingLayoutCodegen

@MainActor
@Suite("paging-layout-codegen, the build plugin's tool")
struct CodegenToolTests {
    @Test("it writes the file paging-layout codegen writes for the same specs")
    func sameAsCommand() throws {
        let (tool, command) = try withTemporaryDirectory { directory in
            let cards = try writeFile(
                #"{"version": 1, "effect": "stack", "options": {"maxStackSize": 4, "stackRotateAngel": 0.2}}"#,
                to: "cards-stack.pagingeffect.json", in: directory)
            let cover = try writeFile(
                #"{"version": 1, "compose": [{"effect": "scale", "preset": "coverFlow"}, {"effect": "snapshot"}]}"#,
                to: "cover.pagingeffect.json", in: directory)
            return (CodegenTool.run(["--spec", cards, "--spec", cover]), runTool("codegen", "--spec", cards, "--spec", cover))
        }
        #expect(tool.exitCode == 0, "\(tool.errorOutput)")
        #expect(tool.output == command.output)
        #expect(tool.output.contains("static let cardsStack: StackEffect = StackEffect(options: StackTransformViewOptions("))
        #expect(tool.output.contains("static let cover: ComposedEffect = ComposedEffect(["))
    }

    @Test("--output writes the file, creating folders, and prints nothing")
    func output() throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(#"{"version": 1, "effect": "scale"}"#, to: "plain.pagingeffect.json", in: directory)
            let target = directory.appendingPathComponent("a/b/Generated.swift")
            let outcome = CodegenTool.run(["--spec", spec, "--output", target.path])
            #expect(outcome == CodegenTool.Outcome())
            let written = try String(contentsOf: target, encoding: .utf8)
            #expect(written.contains("    static let plain: ScaleEffect = ScaleEffect()\n"))
        }
    }

    @Test("a malformed spec exits 1 with its file and key path, as paging-layout codegen does")
    func malformedSpec() throws {
        let json = #"{"version": 1, "effect": "stack", "options": {"maxStackSize": 2.5}}"#
        try withTemporaryFile(json, name: "bad.pagingeffect.json") { spec in
            let outcome = CodegenTool.run(["--spec", spec])
            #expect(outcome.exitCode == 1)
            #expect(outcome.errorOutput == "error: \(spec): options.maxStackSize: expected a whole number, found 2.5\n")
            #expect(outcome.errorOutput == runTool("codegen", "--spec", spec).errorOutput)
        }
    }

    @Test("a missing spec file exits 3 and says why")
    func missingFile() {
        let outcome = CodegenTool.run(["--spec", "/nonexistent/x.pagingeffect.json"])
        #expect(outcome.exitCode == 3)
        #expect(
            outcome.errorOutput
                == "error: /nonexistent/x.pagingeffect.json: cannot read the file: No such file or directory\n")
    }

    @Test(
        "a bad command line exits 2 and shows the usage",
        arguments: [["--spec"], [], ["--specs", "x"], ["--spec", "a", "--output", "b", "--output", "c"]])
    func badCommandLine(arguments: [String]) {
        let outcome = CodegenTool.run(arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.output == "")
        #expect(outcome.errorOutput.hasPrefix("error: "))
        #expect(outcome.errorOutput.hasSuffix(CodegenTool.usage + "\n"))
    }
}
