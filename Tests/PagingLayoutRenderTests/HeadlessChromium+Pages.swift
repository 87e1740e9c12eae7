import Foundation
import Testing

@testable import PagingLayoutRender

extension HeadlessChromium {
    /// A page after its scripts ran (`--dump-dom`), and what the browser logged from the page's console.
    struct DumpedPage {
        let dom: String
        /// The browser's `CONSOLE` log lines: messages and uncaught errors from the page.
        let consoleLines: [String]

        /// The text of the element `<tag id="id" …>…</tag>`, entities decoded, or `nil`.
        func text(ofElement id: String, tag: String = "pre") -> String? {
            guard let start = dom.range(of: "<\(tag) id=\"\(id)\""),
                let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
                let end = dom.range(of: "</\(tag)>", range: open.upperBound..<dom.endIndex)
            else { return nil }
            return String(dom[open.upperBound..<end.lowerBound])
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The arguments every run shares: headless, its own profile in `directory`, a fixed window.
    private func arguments(profileIn directory: URL, window: CGSize) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(directory.appendingPathComponent("profile-\(UUID().uuidString)").path)",
            "--window-size=\(Int(window.width)),\(Int(window.height))",
        ]
    }

    /// Loads `url`, lets its scripts run for up to `budget` seconds of virtual time and returns the
    /// page as it then is, with the console lines the browser logged.
    func dump(_ url: URL, window: CGSize, budget: Int, workingDirectory: URL) throws -> DumpedPage {
        let log = workingDirectory.appendingPathComponent("console-\(UUID().uuidString).log")
        let dom = try run(
            arguments(profileIn: workingDirectory, window: window) + [
                "--enable-logging=stderr", "--v=0", "--virtual-time-budget=\(budget * 1000)", "--dump-dom",
                url.absoluteString,
            ], errorLog: log)
        let errors = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return DumpedPage(
            dom: dom, consoleLines: errors.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") })
    }

    /// A PNG screenshot of `url` in a window of `window` points, taken once the page has loaded.
    func screenshot(_ url: URL, window: CGSize, workingDirectory: URL) throws -> Data {
        let file = workingDirectory.appendingPathComponent("shot-\(UUID().uuidString).png")
        _ = try run(
            arguments(profileIn: workingDirectory, window: window) + [
                "--virtual-time-budget=5000", "--screenshot=\(file.path)", url.absoluteString,
            ])
        return try Data(contentsOf: file)
    }

    /// What two screenshots of the same size show, measured by the browser itself (a canvas reads the
    /// PNGs' pixels, so the test needs no image decoder).
    struct ScreenshotComparison: Decodable {
        /// For each image, the share of colourful pixels: channels more than 48 apart (the greys and
        /// whites of a page without content are not).
        let colourful: [Double]
        /// For each image, how many distinct colours it has.
        let colours: [Int]
        /// The share of pixels that differ between the two images.
        let changed: Double
    }

    /// Compares the PNG images `first` and `second` (of the same size).
    func compare(_ first: Data, _ second: Data, workingDirectory: URL) throws
        -> ScreenshotComparison
    {
        let images = [first, second].enumerated().map { index, data in
            "<img id=\"image-\(index)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"
        }
        let page = """
            <!DOCTYPE html>
            <html><body>
            \(images.joined(separator: "\n"))
            <pre id="comparison"></pre>
            <script>
            window.addEventListener("load", () => {
              const pixels = [0, 1].map((index) => {
                const image = document.getElementById("image-" + index);
                const canvas = document.createElement("canvas");
                canvas.width = image.naturalWidth;
                canvas.height = image.naturalHeight;
                const context = canvas.getContext("2d");
                context.drawImage(image, 0, 0);
                return context.getImageData(0, 0, canvas.width, canvas.height).data;
              });
              const rgb = (data, i) => (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
              const result = { colourful: [], colours: [], changed: 0 };
              for (const data of pixels) {
                const colours = new Set();
                let colourful = 0;
                for (let i = 0; i < data.length; i += 4) {
                  colours.add(rgb(data, i));
                  const channels = [data[i], data[i + 1], data[i + 2]];
                  if (Math.max(...channels) - Math.min(...channels) > 48) colourful++;
                }
                result.colourful.push(colourful / (data.length / 4));
                result.colours.push(colours.size);
              }
              let changed = 0;
              for (let i = 0; i < pixels[0].length; i += 4) if (rgb(pixels[0], i) !== rgb(pixels[1], i)) changed++;
              result.changed = pixels[0].length === pixels[1].length ? changed / (pixels[0].length / 4) : 1;
              document.getElementById("comparison").textContent = JSON.stringify(result);
            });
            </script>
            </body></html>
            """
        let file = workingDirectory.appendingPathComponent("compare-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: file)
        let dumped = try dump(file, window: CGSize(width: 800, height: 600), budget: 5, workingDirectory: workingDirectory)
        guard let json = dumped.text(ofElement: "comparison"), !json.isEmpty else {
            throw Failure(description: "no comparison in the dumped page:\n\(dumped.dom.suffix(400))")
        }
        return try JSONDecoder().decode(ScreenshotComparison.self, from: Data(json.utf8))
    }
}
