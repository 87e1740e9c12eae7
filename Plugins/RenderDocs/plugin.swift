import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-docs`: regenerates the filmstrips in
/// `Docs/images` — one SVG per registered effect and preset — with `paging-layout filmstrip --all`.
///
/// The plugin only builds the tool and runs it; what the pictures show is decided by the tool, which
/// tests can run directly.
@main
struct RenderDocs: CommandPlugin {
    /// The positions the pictures show, in pages: from page 1, so both neighbours are in view, to page 2.
    static let offsets = "1,1.25,1.5,1.75,2"

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
        process.arguments = ["filmstrip", "--all", "--offsets", Self.offsets, "--out", images.path] + arguments
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
