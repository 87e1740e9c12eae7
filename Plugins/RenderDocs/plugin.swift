import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-docs`: regenerates the filmstrips in
/// `Docs/images` — one SVG per registered effect and preset — with `paging-layout filmstrip --all`.
///
/// The plugin only builds the tool and runs it; what the pictures show is decided by the tool, which
/// tests can run directly (a test checks that the committed pictures are what it draws now).
@main
struct RenderDocs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(
            .product("paging-layout"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            throw RenderDocsError("building paging-layout failed:\n\(build.logText)")
        }
        guard
            let tool = build.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "paging-layout"
            })
        else {
            throw RenderDocsError("the build produced no paging-layout executable")
        }
        let images = context.package.directoryURL.appending(path: "Docs").appending(path: "images")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["filmstrip", "--all", "--out", images.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw RenderDocsError("paging-layout filmstrip exited with status \(process.terminationStatus)")
        }
    }
}

/// Why the plugin stopped, as one message.
struct RenderDocsError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
