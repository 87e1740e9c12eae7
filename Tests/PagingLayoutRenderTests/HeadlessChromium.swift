import Foundation
import Testing

/// Runs headless Chromium on a page and asks it which element is under each of a list of points.
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
        to run the browser agreement check
        """

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// For each of `points` (page coordinates), the id of the nearest ancestor-or-self of
    /// `document.elementFromPoint` whose id looks like `item-S-I`, or `nil` when there is none.
    ///
    /// A script appended to `html` asks the browser and writes the answers as JSON into a `pre`
    /// element below the page, which `--dump-dom` carries out. The window is made large enough for
    /// every point (headless windows are at least 500 wide and lose about 150 points of height to
    /// the browser's own frame); a point outside the page's visible area is an error, since
    /// `elementFromPoint` answers `null` there whatever is drawn.
    func itemIDs(at points: [CGPoint], in html: String) throws -> [String?] {
        let extent = points.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.x), height: max($0.height, $1.y)) }
        let coordinates = points.map { "[\($0.x),\($0.y)]" }.joined(separator: ",")
        let probe = """
            <pre id="probe-out"></pre>
            <script>
            const points = [\(coordinates)];
            const fits = points.every(([x, y]) => x < innerWidth && y < innerHeight);
            const answers = !fits ? "window " + innerWidth + "x" + innerHeight + " too small" : points.map(([x, y]) => {
              let element = document.elementFromPoint(x, y);
              while (element && !/^item-\\d+-\\d+$/.test(element.id)) element = element.parentElement;
              return element ? element.id : null;
            });
            document.getElementById("probe-out").textContent = JSON.stringify(answers);
            </script>
            </body>
            """
        guard html.contains("</body>") else { throw Failure(description: "the page has no </body>") }
        let page = html.replacingOccurrences(of: "</body>", with: probe)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("paging-layout-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frame.html")
        try Data(page.utf8).write(to: file)
        let dom = try run([
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
            "--window-size=\(Int(max(extent.width + 100, 800))),\(Int(extent.height + 400))",
            "--virtual-time-budget=5000", "--dump-dom", file.absoluteString,
        ])
        guard let start = dom.range(of: "<pre id=\"probe-out\">"),
            let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure(description: "no probe output in the dumped page:\n\(dom.prefix(500))") }
        let json = String(dom[start.upperBound..<end.lowerBound])
        guard let answers = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? [Any],
            answers.count == points.count
        else { throw Failure(description: "unexpected probe output: \(json.prefix(200))") }
        return answers.map { $0 as? String }
    }

    /// Runs the browser with `arguments` and returns its standard output.
    private func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
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
