import Foundation
import PackagePlugin

/// Generates Swift for the effect spec files of the target it is applied to.
///
/// Every `*.pagingeffect.json` file among the target's files becomes a static member of
/// `GeneratedEffects` in one generated Swift file, compiled with the target; `paging-layout-codegen`
/// (the code generator of `paging-layout codegen` on its own, so client builds skip the rest of the
/// tool) does the work, and reruns whenever a spec file changes. A target without spec files gets no
/// command.
///
/// ```swift
/// .target(
///     name: "App",
///     dependencies: [.product(name: "PagingLayout", package: "PagingLayout")],
///     plugins: [.plugin(name: "PagingEffectSpecs", package: "PagingLayout")])
/// ```
@main
struct PagingEffectSpecs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), tool: context.tool(named: "paging-layout-codegen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command running `paging-layout-codegen` on the spec files among `files`, or none.
    static func commands(files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        let specs = files.filter { $0.lastPathComponent.lowercased().hasSuffix(".pagingeffect.json") }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let output = workDirectory.appendingPathComponent("GeneratedPagingEffects.swift")
        return [
            .buildCommand(
                displayName: "Generating GeneratedEffects from \(specs.count) spec file(s)",
                executable: tool,
                arguments: specs.flatMap { ["--spec", $0.path] } + ["--output", output.path],
                inputFiles: specs,
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension PagingEffectSpecs: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                files: target.inputFiles.map(\.url), tool: context.tool(named: "paging-layout-codegen").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
