import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutRender

/// The gallery's page controls beyond paging and dragging, in headless Chromium on a two-pager gallery
/// (peeking, and looping): ‹ › disabled where they would do nothing, a tap on a neighbour going to
/// it, and ▶ playing the pager.
@MainActor
@Suite(
    "The gallery's controls in a browser", .enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
struct PreviewGalleryControlsBrowserTests {
    struct PagerState: Decodable, Equatable {
        var page: Int
        var previous: Bool
        var next: Bool
    }

    struct Report: Decodable {
        var start: [PagerState]
        var first: PagerState
        var loopFirst: PagerState
        var tapped: PagerState
        var played: [Int]
        var pressed: [String]
    }

    /// Drives the controls with a script added after the gallery's own and reads its report.
    static func report() throws -> Report {
        let chromium = try #require(HeadlessChromium.installed)
        let pagers = Array(PreviewGallery.geometryPagers().prefix(2))
        let driver = """
            <script>
            window.addEventListener("load", async () => {
              const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
              const [peeking, looping] = [...document.querySelectorAll("section.pager")];
              const state = (section) => ({ page: Number(section.querySelector(".page").dataset.page),
                previous: section.querySelector("button.previous").disabled,
                next: section.querySelector("button.next").disabled });
              const out = { start: [state(peeking), state(looping)] };
              peeking.querySelector("button.previous").click();
              looping.querySelector("button.previous").click();
              await pause(800);
              out.first = state(peeking);
              out.loopFirst = state(looping);
              // The next page peeks in at the right edge: tap it there.
              const box = peeking.querySelector(".viewport").getBoundingClientRect();
              const stage = peeking.querySelector(".stage");
              for (const type of ["pointerdown", "pointerup"]) {
                stage.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 3, isPrimary: true, button: 0,
                  clientX: box.right - 2, clientY: box.top + box.height / 2 }));
              }
              await pause(800);
              out.tapped = state(peeking);
              const play = looping.querySelector("button.play");
              const before = state(looping).page;
              play.click();
              await pause(1800);
              out.played = [before, state(looping).page];
              out.pressed = [play.getAttribute("aria-pressed")];
              play.click();
              out.pressed.push(play.getAttribute("aria-pressed"));
              document.body.insertAdjacentHTML("beforeend", "<pre id=\\"controls-out\\">" + JSON.stringify(out) + "</pre>");
            });
            </script>
            """
        let page = PreviewGallery(pagers: pagers).document().replacingOccurrences(of: "</body>", with: driver + "</body>")
        return try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("index.html")
            try Data(page.utf8).write(to: file)
            let dumped = try chromium.dump(file, window: CGSize(width: 900, height: 700), budget: 10, workingDirectory: directory)
            let json = try #require(dumped.text(ofElement: "controls-out"), "no report: \(dumped.consoleLines.prefix(3))")
            return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        }
    }

    @Test("‹ › are disabled only where they would do nothing; a tapped neighbour becomes current; ▶ plays and stops")
    func controls() throws {
        let report = try Self.report()
        // Both start on page 1 of 6 with both buttons usable.
        #expect(report.start == [PagerState(page: 1, previous: false, next: false), PagerState(page: 1, previous: false, next: false)])
        // On the first page ‹ does nothing, unless the pager loops.
        #expect(report.first == PagerState(page: 0, previous: true, next: false))
        #expect(report.loopFirst == PagerState(page: 0, previous: false, next: false))
        #expect(report.tapped.page == 1)
        // ▶ goes on a page at once and again 1.2 s later (each change lasting 0.3 s).
        #expect(report.played == [0, 2])
        #expect(report.pressed == ["true", "false"])
    }

    @Test("every built-in preset's card has a one-line description")
    func descriptions() throws {
        let pagers = try PreviewGallery.pagers(from: EffectRegistry())
        let missing = pagers.filter { PreviewGallery.presetDescriptions["\($0.title) \($0.subtitle)"] == nil }
        #expect(missing.isEmpty, "\(missing.map { "\($0.title) \($0.subtitle)" })")
        let page = PreviewGallery(pagers: Array(pagers.prefix(4))).document()
        #expect(page.contains("<p class=\"description\">Cover Flow: neighbours turn away"))
    }
}
