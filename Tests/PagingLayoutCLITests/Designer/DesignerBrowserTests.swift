import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// `$CHROMIUM`, or `chromium` on the PATH (CI installs Debian's).
let designerBrowser: URL? = {
    let environment = ProcessInfo.processInfo.environment
    let candidates = [environment["CHROMIUM"]].compactMap { $0 }
        + (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/chromium" }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
}()

/// The designer's page in headless Chromium against the server on a free port: the page's own
/// self-test (`?selftest`) changes an option through its control, pages with ›, loads a spec and
/// reports what the live pager showed; the Swift it copied must type-check.
///
/// Skipped, with a message, only when no Chromium is installed.
@MainActor
@Suite("The designer in a browser", .enabled(if: designerBrowser != nil, "headless Chromium not found"))
struct DesignerBrowserTests {

    struct Report: Decodable {
        var errors: [String]
        var effects: [String]
        var before: String
        var after: String
        var preset: String
        var swift: String
        var spec: String
        var hash: String
        var controls: Int
        var paged: [PagedValue]
        var loaded: Loaded
        var refused: [String]
        var inert: [String: Bool]
        var labels: [String]
        var families: [String]
        var help: [String: Help]

        /// An option's help as its row shows it: a line, a unit, the slider's range, or a note.
        enum Help: Decodable, Equatable {
            case text(String)
            case range([String])
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let text = try? container.decode(String.self) { self = .text(text) } else {
                    self = .range(try container.decode([String].self))
                }
            }
        }
        var compared: [Compared]

        /// The compared pager's title and whether it was hidden.
        enum Compared: Decodable, Equatable {
            case title(String)
            case hidden(Bool)
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let hidden = try? container.decode(Bool.self) { self = .hidden(hidden) } else {
                    self = .title(try container.decode(String.self))
                }
            }
        }
        var device: Device
        var pieces: Pieces

        /// A snapshot pieces value after its form was edited: the state, the JSON beside it, the spec.
        struct Pieces: Decodable {
            var value: [String: Double]
            var json: String
            var spec: String
        }

        /// The device picked in the geometry and the pager's viewport as drawn.
        struct Device: Decodable {
            var name: String
            var orientation: String
            var viewport: [String: Double]
            var drawn: [Double]
        }
        var keptForm: Bool
        var notice: String
        /// The page in the test's window before and after the session, then in frames 390 and
        /// 1920 pixels wide.
        var overflow: [Overflow]

        /// The page's width, its scroll width and what sticks out (see `overflow()` in designer.js).
        struct Overflow: Decodable {
            var width: Double
            var scrollWidth: Double
            var cut: [String]
        }

        struct Loaded: Decodable {
            var effect: String
            var preset: String
            var maxStackSize: Double
            var swift: String
        }

        enum PagedValue: Decodable, Equatable {
            case number(Double)
            case text(String)
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) { self = .number(number) } else {
                    self = .text(try container.decode(String.self))
                }
            }
        }
    }

    /// Runs the self-test in a window 1280 pixels wide, opened from a share link that does not read.
    /// Also returns the path of every request the page made, in order.
    static func report() async throws -> (report: Report, paths: [String]) {
        let browser = try #require(designerBrowser)
        let log = RequestLog()
        let api = DesignerAPI()
        let offLoop: @Sendable (HTTPRequest) -> HTTPResponse? = { request in
            log.append(request.path)
            return api.responseOffMainActor(to: request)
        }
        let dom = try await HTTPServerTests.serving(offLoop: offLoop) { port in
            try withTemporaryDirectory { directory in
                let profile = directory.appendingPathComponent("profile")
                let process = Process()
                process.executableURL = browser
                process.arguments = [
                    "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
                    "--user-data-dir=\(profile.path)", "--window-size=1280,900", "--virtual-time-budget=30000",
                    "--dump-dom", "http://127.0.0.1:\(port)/?selftest#%7Bbroken",
                ]
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                try process.run()
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return String(decoding: data, as: UTF8.self)
            }
        }
        guard let start = dom.range(of: "<pre id=\"selftest-out\""),
            let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
            let end = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
        else {
            Issue.record("no self-test output in the page:\n\(dom.suffix(400))")
            throw CancellationError()
        }
        let json = String(dom[open.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return (try JSONDecoder().decode(Report.self, from: Data(json.utf8)), log.paths)
    }

    @Test("changing an option re-renders the pager from the library, and the copied Swift type-checks")
    func session() async throws {
        let (report, paths) = try await Self.report()
        // The page asks only for what the server serves: no /favicon.ico (a 404 in the console).
        #expect(!paths.isEmpty && paths.allSatisfy(DesignerAPI.paths.contains), "\(Set(paths))")
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.effects == EffectRegistry().effectNames)
        // Every option of scale's options has a control (its nested groups included).
        #expect(report.controls >= 20, "\(report.controls)")
        // maxScale 0.7 → 0.45 shrinks the centred page of coverFlow: its frame changes.
        #expect(!report.before.isEmpty && report.before != report.after)
        #expect(report.after.contains("matrix3d(0.45, 0, 0, 0, 0, 0.45,"), "\(report.after.prefix(600))")
        #expect(report.preset == "", "an edited preset shows as your options")
        #expect(report.spec.contains(#""maxScale": 0.45"#))
        #expect(report.hash.contains("maxScale%22%3A0.45"), "the share link holds the change")
        #expect(report.swift.contains("maxScale: 0.45"))
        // › from page 1 animates to page 2.
        #expect(report.paged.last == .text("current page 2"), "\(report.paged)")
        #expect(report.loaded.effect == "stack" && report.loaded.maxStackSize == 4 && report.loaded.preset == "")
        // Options read as words; an option the effect does not read says it changed nothing.
        // Options in the options type's order (minScale, maxScale, scaleRatio, …), as the docs list them.
        #expect(report.labels == ["Min scale", "Max scale", "Scale ratio"], "\(report.labels)")
        // scale's options in families, in the order their first member comes (minScale, translationRatio,
        // shadowEnabled, blurEffectEnabled).
        #expect(report.families == ["Scale", "Translation", "Shadow", "Blur"], "\(report.families)")
        // maxScale's help as `paging-layout options` gives it: its line, unit and slider range 0…2 by 0.01.
        let help = try EffectRegistry().effects.optionsHelp(of: "scale")
        #expect(report.help["summary"] == .text(try #require(help.first { $0.key == "maxScale" }).summary))
        #expect(report.help["unit"] == .text("×") && report.help["range"] == .range(["0", "2", "0.01"]), "\(report.help)")
        // Blur's radius does nothing while blur is off (coverFlow), and says so until blur is on.
        #expect(report.help["blurOff"] == .text("No effect in these options: only while Blur effect enabled is on."))
        #expect(report.help["blurOn"] == .text(""), "\(report.help)")
        #expect(report.help["never"] == .text("No effect: this effect never reads it."), "\(report.help)")
        #expect(report.inert == ["maxScale": false, "shadowOpacity": true], "\(report.inert)")
        // coverFlow, edited, beside the linear preset of the same effect.
        #expect(report.compared.count == 2 && report.compared[1] == .hidden(false), "\(report.compared)")
        if case .title(let title)? = report.compared.first {
            #expect(title.hasPrefix("scale") && title.contains("linear"), "\(title)")
        }
        // iPhone 15 (393 × 852 points) turned to landscape: the pager is drawn 852 × 393.
        #expect(report.device.name == "iPhone 15 · 393×852" && report.device.orientation == "landscape")
        #expect(report.device.viewport == ["width": 852, "height": 393], "\(report.device)")
        #expect(report.device.drawn == [852, 393], "\(report.device)")
        // chess's piecesAlphaRatio (by column) turned into "the same for every piece", 0.3, in its form.
        #expect(report.pieces.value == ["static": 0.3], "\(report.pieces)")
        #expect(report.pieces.json == #"{"static":0.3}"#, "\(report.pieces)")
        #expect(report.pieces.spec.contains(#""piecesAlphaRatio": {"#), "\(report.pieces.spec)")
        // Refused specs say why and leave the form, the pager's settings and the share link alone.
        #expect(report.refused.count == 4 && !report.refused.contains("loaded"), "\(report.refused)")
        #expect(report.refused[0].contains("options.maxStackSize"), "\(report.refused)")
        #expect(report.refused[1].contains("a composition cannot be edited here"), "\(report.refused)")
        #expect(report.refused[2].contains("nope"), "\(report.refused)")
        #expect(report.refused[3].contains(#"expected "version": 1"#), "\(report.refused)")
        #expect(report.keptForm)
        // The broken share link it was opened with is still said at the end of the session.
        #expect(report.notice.contains("This share link does not read"), "\(report.notice)")
        // Nothing sticks out sideways at a laptop's width, a phone's (390) and a desktop's (1920).
        Self.expectNothingSticksOut(report)
        if TypeChecker.isAvailable {
            for swift in [report.swift, report.loaded.swift] {
                let result = try TypeChecker.typeCheck(swift)
                #expect(result.passed, "\(result.diagnostics)\n\(swift)")
            }
        }
    }

    /// The page fits each width it was measured at, and no control is cut off.
    static func expectNothingSticksOut(_ report: Report) {
        #expect(report.overflow.count == 4)
        for (overflow, width) in zip(report.overflow, [1280.0, 1280, 390, 1920]) {
            // The window's width less a vertical scrollbar.
            #expect((width - 20...width).contains(overflow.width), "\(overflow.width) px wide, not \(width)")
            #expect(overflow.scrollWidth <= overflow.width, "\(overflow.width) px: it scrolls sideways, \(overflow.scrollWidth) px")
            #expect(overflow.cut.isEmpty, "\(overflow.width) px: cut off \(overflow.cut)")
        }
    }

    /// The paths of the requests a server was sent, from any thread.
    final class RequestLog: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []

        func append(_ path: String) {
            lock.lock()
            recorded.append(path)
            lock.unlock()
        }

        var paths: [String] {
            lock.lock()
            defer { lock.unlock() }
            return recorded
        }
    }
}
