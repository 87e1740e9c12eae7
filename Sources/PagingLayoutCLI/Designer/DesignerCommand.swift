#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import PagingLayoutRender

/// `paging-layout designer`: the Layout Designer, a page served on 127.0.0.1 where every option of
/// an effect and the page geometry can be changed and the pager follows live.
enum DesignerCommand: Subcommand {
    static let name = "designer"
    static let summary = "Serve the Layout Designer on 127.0.0.1: change any option, drag the live pager, copy Swift."
    static let discussion = """
        Serves a page on http://127.0.0.1:\(defaultPort)/ (loopback only) and prints its address;
        Ctrl-C stops it. Pick an effect and preset, change every option and the page geometry, and
        drag, flick, page (‹ ›, arrow keys) and tap the live pager — every frame, snap and hit
        computed by the library. "Copy Swift" copies what 'paging-layout codegen' writes for the
        effect, "Copy JSON spec" a spec file; a spec file can be loaded, and the share link restores
        everything. The page's API: GET /api/effects, POST /api/eval (what 'eval --format json'
        prints), POST /api/codegen, POST /api/preview (Docs/Designer.md).

        When CI is set or standard input is not a terminal, nothing could stop a server, so it only
        prints the address it would serve, unless --serve is given.

        Examples:
          paging-layout designer
          paging-layout designer --port 9000 --open
        """
    /// The port served when `--port` is not given.
    static let defaultPort: UInt16 = 8765

    static let flags: [FlagSpec] = [
        .option("port", "N", "The port on 127.0.0.1, 0 for any free one (default: \(defaultPort))."),
        .toggle("open", "Open the page in the default browser once serving."),
        .toggle("serve", "Serve even when CI is set or standard input is not a terminal."),
        .toggle("dry-run", "Check the flags, print the address and exit without serving."),
    ]

    static func run(_ arguments: ParsedArguments) throws -> String {
        let port = try arguments.value(
            "port", default: Int(defaultPort), expected: "a port number 0…65535", ValueParsers.integer(in: 0...65535))
        let unattended = isUnattended(environment: ProcessInfo.processInfo.environment, inputIsTerminal: isatty(0) == 1)
        if arguments.isSet("dry-run") || (unattended && !arguments.isSet("serve")) {
            let reason =
                arguments.isSet("dry-run")
                ? "--dry-run" : "CI is set or standard input is not a terminal; --serve serves anyway"
            return "paging-layout designer would serve http://127.0.0.1:\(port)/ (not started: \(reason))\n"
        }
        // The pages' scripts are resources: say now that they are missing, not in the browser.
        _ = try DesignerPage.scriptResource.text()
        try PreviewGallery.checkResources()
        let server: HTTPServer
        do {
            server = try HTTPServer(port: UInt16(port))
        } catch {
            throw CommandLineError(
                flag: "--port", "\(error); choose another with --port N (0 picks a free one)", status: .cannotServe)
        }
        // Printed now, not when the command ends: the address is needed while it serves.
        FileHandle.standardOutput.write(Data("PagingLayout designer: \(server.url) (Ctrl-C stops it)\n".utf8))
        if arguments.isSet("open") { openInBrowser(server.url) }
        let api = DesignerAPI()
        server.stopRequest.onInterrupt { server.serve(api.response(to:), offLoop: api.responseOffMainActor(to:)) }
        return "designer stopped\n"
    }

    /// Whether nobody could stop a server with Ctrl-C: `CI` is set (to anything but `false` or `0`),
    /// or standard input is not a terminal.
    static func isUnattended(environment: [String: String], inputIsTerminal: Bool) -> Bool {
        let ci = environment["CI"].map { !["", "false", "0"].contains($0.lowercased()) } ?? false
        return ci || !inputIsTerminal
    }

    /// Asks the desktop to open `url`; says so on standard error when it cannot.
    private static func openInBrowser(_ url: String) {
        #if os(macOS) || os(Linux)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            #if os(macOS)
                process.arguments = ["open", url]
            #else
                process.arguments = ["xdg-open", url]
            #endif
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                FileHandle.standardError.write(Data("note: could not open a browser (\(error)); open \(url)\n".utf8))
            }
        #else
            FileHandle.standardError.write(Data("note: --open is not available here; open \(url)\n".utf8))
        #endif
    }
}
