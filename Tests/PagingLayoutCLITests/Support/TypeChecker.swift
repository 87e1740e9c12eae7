import Foundation
import TestSupport

/// Runs `swiftc -typecheck` on Swift source against the modules this test run built.
///
/// Type-checking needs the toolchain's `swiftc` on `PATH` and the built modules, found next to the
/// test executable or in the package's `.build/debug`; without them the tests that need it are
/// skipped (and listed as skipped), never passed silently.
enum TypeChecker {
    /// What the compiler said about one file.
    struct Result {
        /// The compiler's exit status: 0 when the file has no errors.
        var status: Int32
        /// Its diagnostics (errors, warnings and notes), empty when it had nothing to say.
        var diagnostics: String
        /// Whether the file type-checks (warnings allowed).
        var passed: Bool { status == 0 }
    }

    /// The package's folder (this file is Tests/PagingLayoutCLITests/Support/TypeChecker.swift).
    static let packageDirectory: URL = {
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { package.deleteLastPathComponent() }
        return package
    }()

    /// The directory holding `PagingLayout.swiftmodule` (and the package's other modules).
    static let modulesDirectory: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("Modules"),
            packageDirectory.appendingPathComponent(".build/debug/Modules"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("PagingLayout.swiftmodule").path)
        }
    }()

    /// `swiftc` from `PATH`.
    static let compiler: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The toolchain's `PackageDescription` module (`<toolchain>/lib/swift/pm/ManifestAPI`), for
    /// type-checking manifests.
    static let manifestAPIDirectory: URL? = {
        guard let compiler else { return nil }
        let directory = compiler.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("../lib/swift/pm/ManifestAPI").standardized
        let module = directory.appendingPathComponent("PackageDescription.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path) ? directory : nil
    }()

    static var isAvailable: Bool { modulesDirectory != nil && compiler != nil }

    /// Type-checks `source` as a file named `fileName` (`main.swift` allows top-level code) in
    /// Swift 6 mode against the package's modules, with `arguments` added to the compiler's.
    static func typeCheck(_ source: String, fileName: String = "Generated.swift", arguments: [String] = [])
        throws -> Result
    {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(fileName)
            try Data(source.utf8).write(to: file)
            let run = try launch(
                compiler!, ["-typecheck", "-swift-version", "6", "-I", modulesDirectory!.path] + arguments + [file.path],
                environment: scratch(in: directory))
            return Result(status: run.status, diagnostics: run.output)
        }
    }

    /// The environment that gives a compiler run `directory` for its scratch files: `swiftc -typecheck`
    /// leaves an empty `TemporaryDirectory.XXXXXX` folder in `TMPDIR` on every run, so a run keeps it
    /// in the folder its caller removes.
    static func scratch(in directory: URL) -> [String: String] { ["TMPDIR": directory.path] }

    /// Runs `executable` with `arguments` to its end, with `environment` added to this process's:
    /// its exit status and its output and errors together.
    static func launch(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// The compiler's diagnostics for `source`, empty when it type-checks without errors or warnings.
    static func diagnostics(for source: String) throws -> String {
        let result = try typeCheck(source)
        return result.passed ? result.diagnostics : "exit \(result.status)\n" + result.diagnostics
    }
}
