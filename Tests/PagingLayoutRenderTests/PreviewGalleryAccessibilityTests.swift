import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutRender

/// The gallery's pagers as assistive technology and the keyboard meet them, in headless Chromium:
/// the page's `#a11ytest` focuses every pager, presses End, the forward arrow, Home, the backward
/// arrow and the forward arrow again, taps the indicator's third and first dots, and reports the ARIA
/// state after each. Expected values are worked out from the pagers' geometry by hand.
@MainActor
@Suite(
    "The gallery's accessibility in a browser",
    .enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
struct PreviewGalleryAccessibilityTests {
    struct Report: Decodable {
        let errors: [String]
        let pagers: [Pager]
    }

    struct Pager: Decodable {
        let id: String
        /// The pager's `role` and `aria-roledescription`.
        let region: [String?]
        /// The pager's `aria-label`.
        let label: String?
        /// The stage's `role`.
        let role: String?
        let tabIndex: Int
        let focused: Bool
        let outline: String
        /// The class of every element in the pager that Tab stops at.
        let tabStops: [String]
        /// `[role, aria-label]` of each slide shown at the end.
        let slides: [[String?]]
        let announce: String
        let keys: [String]
        /// The start `[current slide's number, slider's value text, page]`, then the same after each key.
        let presses: [[Value]]
        /// `[dot, current slide's number, slider's value text, page]` per tap.
        let taps: [[Value]]
        /// `[page, drawn width]` per dot at the end.
        let dots: [[Double]]
        /// The scroll slider's `aria-valuetext` at the start and after the taps.
        let sliderTexts: [String?]
    }

    enum Value: Decodable, Equatable, CustomStringConvertible {
        case number(Int)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var description: String {
            switch self {
            case .number(let number): "\(number)"
            case .text(let text): text
            }
        }
    }

    private static var outcome: Result<(PreviewGallery, Report), any Error>?

    /// One default pager and the six geometry pagers, loaded once.
    static func shared() throws -> (PreviewGallery, Report) {
        let result = outcome ?? Result { try load() }
        outcome = result
        return try result.get()
    }

    private static func load() throws -> (PreviewGallery, Report) {
        let chromium = try #require(HeadlessChromium.installed)
        let scale = try EffectRegistry().effect(named: "scale")
        let gallery = PreviewGallery(
            pagers: [PreviewGallery.Pager(title: "scale", effect: scale)] + PreviewGallery.geometryPagers())
        return try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("index.html")
            try Data(gallery.document().utf8).write(to: file)
            let url = try #require(URL(string: file.absoluteString + "#a11ytest"))
            let dumped = try chromium.dump(url, window: CGSize(width: 1280, height: 900), budget: 90, workingDirectory: directory)
            let json = try #require(dumped.text(ofElement: "a11ytest-out"), "no accessibility test output")
            #expect(dumped.consoleLines.isEmpty, "\(dumped.consoleLines.prefix(5))")
            return (gallery, try JSONDecoder().decode(Report.self, from: Data(json.utf8)))
        }
    }

    private func value(_ page: Int) -> [Value] {
        [.number(page + 1), .text("Page \(page + 1) of 6"), .number(page)]
    }

    @Test("every pager is a carousel region with one tab stop, and its pages are slides named \"k of 6\"")
    func roles() throws {
        let (gallery, report) = try Self.shared()
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.pagers.count == gallery.pagers.count)
        for pager in report.pagers {
            #expect(pager.region == ["region", "carousel"], "\(pager.id)")
            #expect(pager.role == "group", "\(pager.id)")
            #expect(pager.tabIndex == 0 && pager.focused, "\(pager.id)")
            #expect(pager.outline == "solid", "\(pager.id): the focus outline")
            // One tab stop per pager: the stage; the buttons and the scroll slider are reached by
            // pointer (and by a screen reader's own navigation), the arrow keys page.
            #expect(pager.tabStops.count == 1 && pager.tabStops.first?.hasPrefix("stage") == true, "\(pager.tabStops)")
            // At rest on page 0 (after the last tap) the shown slides include page 0's, "1 of 6".
            #expect(pager.slides.contains(["group", "1 of 6"]), "\(pager.id): \(pager.slides)")
            let names = Set((1...6).map { "\($0) of 6" })
            #expect(pager.slides.allSatisfy { $0[0] == "group" && names.contains($0[1] ?? "") }, "\(pager.slides)")
            // The slider's value is a frame number; it announces the page: page 1 at the start, then
            // page 0 after the last tap (on the first dot).
            #expect(pager.sliderTexts == ["Page 2 of 6", "Page 1 of 6"], "\(pager.id)")
        }
        let labels: [String?] = gallery.pagers.map { $0.subtitle.isEmpty ? $0.title : "\($0.title) \($0.subtitle)" }
        #expect(report.pagers.map(\.label) == labels)
    }

    @Test("the arrow keys along each pager's axis page, mirrored right to left; Home and End go to the ends")
    func keyboard() throws {
        let (_, report) = try Self.shared()
        let keys = report.pagers.map { Array($0.keys.prefix(2)) }
        #expect(
            keys == [
                ["ArrowRight", "ArrowLeft"], ["ArrowRight", "ArrowLeft"], ["ArrowRight", "ArrowLeft"],
                ["ArrowLeft", "ArrowRight"], ["ArrowDown", "ArrowUp"], ["ArrowDown", "ArrowUp"],
            ])
        for (index, pager) in report.pagers.enumerated() {
            let looping = index == 2
            let forward = Value.text(pager.keys[0]), backward = Value.text(pager.keys[1])
            // The gallery starts on page 1. End: page 5; forward: stays (or wraps to 0 when looping);
            // Home: 0; backward: stays (or wraps to 5); forward: 1 (or back to 0 from 5).
            let expected: [[Value]] = [
                value(1),
                [.text("End")] + value(5),
                [forward] + value(looping ? 0 : 5),
                [.text("Home")] + value(0),
                [backward] + value(looping ? 5 : 0),
                [forward] + value(looping ? 0 : 1),
            ]
            #expect(pager.presses == expected, "\(pager.id)")
        }
    }

    @Test("tapping a dot goes to its page and announces it; the dots show the page")
    func indicatorTaps() throws {
        let (_, report) = try Self.shared()
        for pager in report.pagers {
            #expect(pager.taps == [[.number(2)] + value(2), [.number(0)] + value(0)], "\(pager.id)")
            #expect(pager.announce == "Page 1 of 6")
            // At rest on page 0: its dot is the selected 10 points, the other five 8.
            #expect(pager.dots.map { $0[0] } == [0, 1, 2, 3, 4, 5])
            #expect(pager.dots.map { $0[1] } == [10, 8, 8, 8, 8, 8], "\(pager.id)")
        }
    }
}
