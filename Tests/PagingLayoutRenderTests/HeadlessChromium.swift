import Foundation
import TestSupport
import Testing

@testable import PagingLayoutRender

/// Runs headless Chromium on pages and asks it which element is under each of a list of points.
///
/// Found as `$CHROMIUM`, or `chromium`, `chromium-browser`, `google-chrome` on the `PATH` (CI
/// installs Debian's `chromium`). Each run gets its own profile directory so runs can overlap.
struct HeadlessChromium: Sendable {
    /// The browser's executable.
    let executable: URL

    /// The browser on this machine, or `nil` when there is none.
    static let installed: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessChromium(executable: URL(fileURLWithPath: path))
        }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) {
                    return HeadlessChromium(executable: URL(fileURLWithPath: path))
                }
            }
        }
        return nil
    }()

    /// Why browser checks are skipped on this machine.
    static let skipReason: Comment = """
        headless Chromium not found: install Debian's `chromium` (or set CHROMIUM=/path/to/chrome) \
        to run the browser checks (hit-testing agreement, preview gallery)
        """

    /// A page and the points to ask about, in the page's own coordinates.
    struct Probe {
        let html: String
        let points: [CGPoint]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// For each probe and each of its points, the id of the nearest ancestor-or-self of
    /// `document.elementFromPoint` whose id looks like `item-S-I`, or `nil` when there is none.
    ///
    /// One browser run answers every probe: each page is the `srcdoc` of its own iframe, sized to
    /// hold all its points, and a script in the parent page asks each iframe's document once all
    /// have loaded, writing the answers as JSON into a `pre` that `--dump-dom` carries out.
    /// `elementFromPoint` answers `null` outside a document's viewport, so a point an iframe does
    /// not hold is reported as an error rather than as a miss.
    func itemIDs(for probes: [Probe]) throws -> [[String?]] {
        var frames: [String] = []
        var pointLists: [String] = []
        for (index, probe) in probes.enumerated() {
            let extent = probe.points.reduce(CGSize.zero) {
                CGSize(width: max($0.width, $1.x), height: max($0.height, $1.y))
            }
            frames.append(
                "<iframe id=\"frame-\(index)\" srcdoc=\"\(MarkupText.escaped(probe.html))\" "
                    + "style=\"position:absolute;left:0;top:0;border:0;width:\(Int(extent.width) + 20)px;"
                    + "height:\(Int(extent.height) + 20)px\"></iframe>")
            pointLists.append("[" + probe.points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",") + "]")
        }
        let page = """
            <!DOCTYPE html>
            <html><body style="margin:0">
            \(frames.joined(separator: "\n"))
            <pre id="probe-out" style="position:absolute;left:0;top:0;visibility:hidden"></pre>
            <script>
            const pointLists = [\(pointLists.joined(separator: ",\n"))];
            window.addEventListener("load", () => {
              const answers = pointLists.map((points, index) => {
                const frame = document.getElementById("frame-" + index);
                const view = frame.contentWindow;
                if (!points.every(([x, y]) => x < view.innerWidth && y < view.innerHeight)) {
                  return "frame " + index + " is " + view.innerWidth + "x" + view.innerHeight + ", too small";
                }
                return points.map(([x, y]) => {
                  let element = frame.contentDocument.elementFromPoint(x, y);
                  while (element && !/^item-\\d+-\\d+$/.test(element.id)) element = element.parentElement;
                  return element ? element.id : null;
                });
              });
              document.getElementById("probe-out").textContent = JSON.stringify(answers);
            });
            </script>
            </body></html>
            """
        return try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("probes.html")
            try Data(page.utf8).write(to: file)
            let dom = try run([
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--user-data-dir=\(directory.appendingPathComponent("profile").path)", "--window-size=800,600",
                "--virtual-time-budget=10000", "--dump-dom", file.absoluteString,
            ])
            guard let start = dom.range(of: "<pre id=\"probe-out\""),
                let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
                let end = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
            else { throw Failure(description: "no probe output in the dumped page:\n\(dom.suffix(500))") }
            let json = String(dom[open.upperBound..<end.lowerBound])
            guard let answers = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any],
                answers.count == probes.count
            else { throw Failure(description: "unexpected probe output: \(json.prefix(300))") }
            return try zip(answers, probes).map { answer, probe in
                guard let ids = answer as? [Any], ids.count == probe.points.count else {
                    throw Failure(description: "unexpected answer for a probe: \("\(answer)".prefix(200))")
                }
                return ids.map { $0 as? String }
            }
        }
    }

    /// Runs the browser with `arguments` and returns its standard output; its standard error goes
    /// to the file `errorLog` (created or emptied) when one is given.
    func run(_ arguments: [String], errorLog: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        if let errorLog {
            guard FileManager.default.createFile(atPath: errorLog.path, contents: nil) else {
                throw Failure(description: "cannot create \(errorLog.path)")
            }
            process.standardError = try FileHandle(forWritingTo: errorLog)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        // Read before waiting, so a full pipe cannot block the browser.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.path) exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
