import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCLI

/// Runs `swiftc -typecheck` on generated code against the PagingLayout module this test run built.
///
/// Type-checking needs the toolchain's `swiftc` on `PATH` and the built module, found next to the test
/// executable or in the package's `.build/debug`; without them the tests are skipped (and listed as
/// skipped), never passed silently.
enum TypeChecker {
    /// The directory holding `PagingLayout.swiftmodule`.
    static let modulesDirectory: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // Tests/PagingLayoutCLITests/Codegen/this file → the package's folder.
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { package.deleteLastPathComponent() }
        let candidates = [
            executable.deletingLastPathComponent().appendingPathComponent("Modules"),
            package.appendingPathComponent(".build/debug/Modules"),
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

    static var isAvailable: Bool { modulesDirectory != nil && compiler != nil }

    /// The compiler's diagnostics for `source`, empty when it type-checks without errors or warnings.
    static func diagnostics(for source: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-typecheck", "-swift-version", "6", "-I", modulesDirectory!.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? text : "exit \(process.terminationStatus)\n" + text
    }
}

@Suite("Generated code type-checks", .enabled(if: TypeChecker.isAvailable, "needs swiftc on PATH and the built module"))
struct GeneratedCodeTypeCheckTests {
    /// A file of members generated from specs holding seeded random options and compositions of them.
    static func randomFile(seed: UInt64, count: Int) throws -> String {
        var random = RandomOptions(seed: seed)
        var members: [GeneratedEffectsFile.Member] = []
        for index in 0..<count {
            var entries: [EffectSpec] = []
            for _ in 0..<(random.chance(0.25) ? 3 : 1) {
                switch Int.random(in: 0..<3, using: &random.random) {
                case 0: entries.append(try .effect("scale", options: random.scale()))
                case 1: entries.append(try .effect("stack", options: random.stack()))
                default: entries.append(try .effect("snapshot", options: random.snapshot()))
                }
            }
            let spec = entries.count == 1 ? entries[0] : .compose(entries)
            let name = SwiftIdentifier(validating: "random\(index)")!
            members.append(
                .init(name: name, sourceFileName: "\(name).pagingeffect.json", effect: try GeneratedEffect(spec.content)))
        }
        return GeneratedEffectsFile(members: members).text
    }

    @Test("a file the type checker rejects is reported (the check can fail)")
    func rejects() throws {
        let diagnostics = try TypeChecker.diagnostics(for: "import PagingLayout\nlet x: Int = ScaleEffect()\n")
        #expect(diagnostics.contains("error"))
    }

    @Test(
        "members for 60 seeded random options and compositions type-check without a warning",
        arguments: [1, 2, 3] as [UInt64])
    func randomOptions(seed: UInt64) throws {
        let source = try Self.randomFile(seed: seed, count: 20)
        let diagnostics = try TypeChecker.diagnostics(for: source)
        #expect(diagnostics.isEmpty, "\(diagnostics)\n\(source)")
    }

    @Test("every preset of every built-in effect, as a preset and spelt out as options, type-checks")
    func presets() throws {
        let registry = EffectRegistry()
        var members: [GeneratedEffectsFile.Member] = []
        for effect in registry.effectNames {
            for preset in try registry.presetNames(of: effect) {
                let options = try registry.presetOptions(of: effect, preset: preset)
                for (suffix, content) in [
                    ("Preset", EffectSpec.Content.effect(name: effect, preset: preset)),
                    ("Options", .effect(name: effect, options: options)),
                ] {
                    let capitalised = preset.prefix(1).uppercased() + preset.dropFirst()
                    let name = SwiftIdentifier(validating: effect + capitalised + suffix)!
                    members.append(.init(name: name, sourceFileName: "\(name).json", effect: try GeneratedEffect(content)))
                }
            }
        }
        let diagnostics = try TypeChecker.diagnostics(for: GeneratedEffectsFile(members: members).text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
