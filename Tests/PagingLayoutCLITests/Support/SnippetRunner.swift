import Foundation
import TestSupport

/// Builds a documentation program into an executable linked with the core's compiled objects, and
/// runs it: what the snippet tests use to run the core's snippets, not only type-check them.
///
/// It needs what ``TypeChecker`` needs, plus the core's object files next to the modules
/// (`.build/debug/PagingLayout.build/*.o`); without them the tests that need it are skipped.
enum SnippetRunner {
    /// What building and running one program did.
    struct Result {
        /// Whether it compiled and linked.
        var built: Bool
        /// The program's exit status (or the compiler's, when it did not build).
        var status: Int32
        /// The compiler's diagnostics, or the program's output and errors.
        var output: String
        /// Whether it built and exited with status 0.
        var passed: Bool { built && status == 0 }
    }

    /// The core module's object files.
    static let coreObjects: [URL] = {
        guard let modules = TypeChecker.modulesDirectory else { return [] }
        let folder = modules.deletingLastPathComponent().appendingPathComponent("PagingLayout.build")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    static var isAvailable: Bool { TypeChecker.isAvailable && !coreObjects.isEmpty }

    /// The sanitizer the core's objects were built with (`Scripts/sanitize.sh` builds them so), which
    /// the program must be linked with too; `nil` for a plain build.
    static let sanitizer: String? = {
        guard let object = coreObjects.first, let data = FileManager.default.contents(atPath: object.path) else {
            return nil
        }
        // An instrumented object calls the sanitizer's runtime, whose names are in its symbol table.
        let names = ["address": "__asan_", "thread": "__tsan_"]
        return names.first { data.range(of: Data($0.value.utf8)) != nil }?.key
    }()

    /// Compiles `source` as `main.swift` with the core's objects and runs it.
    static func run(_ source: String) throws -> Result {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("main.swift")
            let executable = directory.appendingPathComponent("snippet")
            try Data(source.utf8).write(to: file)
            let compile = try TypeChecker.launch(
                TypeChecker.compiler!,
                ["-swift-version", "6", "-I", TypeChecker.modulesDirectory!.path, file.path]
                    + (sanitizer.map { ["-sanitize=\($0)"] } ?? []) + coreObjects.map(\.path) + ["-o", executable.path],
                environment: TypeChecker.scratch(in: directory))
            guard compile.status == 0 else {
                return Result(built: false, status: compile.status, output: compile.output)
            }
            // What a program leaves running when it ends (a timer's task) is not a leak to report here.
            let run = try TypeChecker.launch(executable, [], environment: ["ASAN_OPTIONS": "detect_leaks=0"])
            return Result(built: true, status: run.status, output: run.output)
        }
    }
}
