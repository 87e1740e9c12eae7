import Foundation
import PagingLayout
import PagingLayoutCodegen

/// `paging-layout codegen`: Swift declarations of the effects that spec files describe.
enum CodegenCommand: Subcommand {
    static let name = "codegen"
    static let summary = "Generate Swift for effect spec files: static members of GeneratedEffects."
    static let discussion = """
        Writes one Swift file that declares, for every spec file, a member of PagingLayout's
        GeneratedEffects namespace built with the public API, listing only options that differ from the
        defaults:
          extension GeneratedEffects {
              static let cardsStack: StackEffect = StackEffect(options: .layout(.perspective))
          }
        The member's name comes from the file name in lower camel case (cards-stack.pagingeffect.json
        → cardsStack) or from --name; two specs giving the same name are an error. A malformed spec
        fails with its file and the key path at fault. The PagingEffectSpecs build plugin writes the
        same file for a target's *.pagingeffect.json files with paging-layout-codegen, this command's
        generator on its own.

        Examples:
          paging-layout codegen --spec cards.pagingeffect.json
          paging-layout codegen --spec effect.json --name cards --output Effects.swift
          paging-layout codegen --specs Specs/ --output Sources/App/GeneratedEffects+Specs.swift
        """
    static let flags: [FlagSpec] = [
        .repeatable("spec", "FILE.json", "A spec file; repeat for several."),
        .repeatable(
            "specs", "DIR|FILE",
            "A directory, searched with its subdirectories for *.pagingeffect.json files, or a spec file; "
                + "repeat for several."),
        .option("name", "IDENT", "The member's name, with exactly one spec (default: from the file name)."),
        .option("output", "FILE.swift", "Write the Swift file here, creating folders (default: standard output)."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        var paths = arguments.allValues("spec")
        for path in arguments.allValues("specs") {
            paths += try specFiles(at: path)
        }
        guard !paths.isEmpty else { throw CommandLineError(flag: "--spec", "is required (or --specs DIR)") }
        let explicitName = try arguments.value("name").map { text -> SwiftIdentifier in
            guard paths.count == 1 else {
                throw CommandLineError(flag: "--name", "names one effect, but \(paths.count) specs were given")
            }
            guard let name = SwiftIdentifier(validating: text) else {
                throw CommandLineError(flag: "--name", "'\(text)' is not a Swift identifier")
            }
            return name
        }

        let file = try GeneratedEffectsFile(specFiles: paths, name: explicitName)
        guard let output = arguments.value("output") else { return file.text }
        try FileAccess.write(Data(file.text.utf8), to: output, flag: "--output")
        return ""
    }

    /// The spec files `path` names: itself if it is a file, else every `*.pagingeffect.json` below it,
    /// in path order.
    private static func specFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandLineError(
                flag: "--specs", "cannot read '\(path)': \(String(cString: strerror(ENOENT)))", status: .fileAccess)
        }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path)
        guard let enumerator = FileManager.default.enumerator(atPath: path) else {
            throw CommandLineError(flag: "--specs", "cannot list '\(path)'", status: .fileAccess)
        }
        let found = enumerator.compactMap { $0 as? String }
            .filter { $0.lowercased().hasSuffix(".pagingeffect.json") }
            .sorted()
        guard !found.isEmpty else {
            throw CommandLineError(flag: "--specs", "no *.pagingeffect.json files in '\(path)'")
        }
        return found.map { root.appendingPathComponent($0).path }
    }
}
