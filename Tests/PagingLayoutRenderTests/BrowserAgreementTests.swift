import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

/// The browser agreement check: for rendered frames, a real browser's `document.elementFromPoint`
/// and the library's hit test name the same item at every point of a grid.
///
/// Chromium answers for the 1×1 CSS-pixel square whose top-left corner is the point (measured: a
/// box with its left edge at x = 100 is hit from x > 99, and up to x < 400 at its right edge at
/// 400), not for the point alone. Where an edge of the library's answer crosses that square both
/// answers are right for their own question, so such points are counted and left out; everywhere
/// else the answers must be identical.
///
/// Skipped, with a message naming the missing browser, only when no Chromium is installed.
@Suite("Browser agreement of hit testing", .enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
struct BrowserAgreementTests {
    /// Grid spacing in points; the grid starts half a step in and reaches a few points past the
    /// viewport on the right and at the bottom (where nothing may be hit).
    static let step: CGFloat = 6

    /// Extra margin around the browser's 1×1 square, for the browser's own arithmetic.
    static let edgeMargin: CGFloat = 0.05

    @Test("the browser hits what the library hits", arguments: FrameFixtures.all)
    func agreement(fixture: FrameFixtures.Fixture) throws {
        try check(fixture)
    }

    @Test("the browser hits what the library hits for the registered presets", arguments: try PresetFixtures.all)
    func presets(fixture: FrameFixtures.Fixture) throws {
        try check(fixture)
    }

    private func check(_ fixture: FrameFixtures.Fixture) throws {
        let reports = try BrowserAgreement.reports.get()
        let report = try #require(reports[fixture.name])
        print(report.summary(fixture.name))
        #expect(
            report.disagreements.count == 0,
            "\(fixture.name): \(report.disagreements.prefix(12).joined(separator: "; "))")
        // The check means something only if the frame has several items to tell apart and edges are rare.
        #expect(report.distinctAnswers >= 3, "\(fixture.name): only \(report.distinctAnswers) distinct answers")
        #expect(report.edgePoints * 4 < report.comparedPoints, "\(fixture.name): \(report.edgePoints) edge points")
    }
}

/// Compares frames' hit tests with the browser's on a grid of points.
enum BrowserAgreement {
    /// What a comparison found.
    struct Report {
        /// Points compared.
        var comparedPoints = 0
        /// Points left out because an edge of the library's answer crosses the browser's square.
        var edgePoints = 0
        /// Distinct answers among compared points (item ids and `nil`).
        var distinctAnswers = 0
        /// `"(x, y): library item-0-1, browser item-0-2"` for every point where they differ.
        var disagreements: [String] = []

        /// One line for the test log.
        func summary(_ name: String) -> String {
            "browser agreement \(name): \(comparedPoints - disagreements.count)/\(comparedPoints) points agree, "
                + "\(edgePoints) on edges left out, \(distinctAnswers) distinct answers"
        }
    }

    /// The report of every fixture by name, from one browser run shared by all test cases.
    static let reports: Result<[String: Report], any Error> = Result {
        let chromium = try #require(HeadlessChromium.installed)
        let fixtures = FrameFixtures.all + (try PresetFixtures.all)
        let grids = fixtures.map { grid(over: $0.scene.viewportSize) }
        let probes = zip(fixtures, grids).map { fixture, points in
            HeadlessChromium.Probe(html: HTMLFrameRenderer().document(for: fixture.scene), points: points)
        }
        let answers = try chromium.itemIDs(for: probes)
        var reports: [String: Report] = [:]
        for (fixture, (points, browser)) in zip(fixtures, zip(grids, answers)) {
            reports[fixture.name] = compare(fixture.scene, points: points, browser: browser)
        }
        return reports
    }

    /// A grid starting half a step in and reaching a few points past the viewport on the right and
    /// at the bottom (where nothing may be hit).
    static func grid(over size: CGSize) -> [CGPoint] {
        let step = BrowserAgreementTests.step
        var points: [CGPoint] = []
        for y in stride(from: step / 2, through: size.height + 4, by: step) {
            for x in stride(from: step / 2, through: size.width + 4, by: step) {
                points.append(CGPoint(x: x, y: y))
            }
        }
        return points
    }

    /// Compares the browser's answers at `points` with the library's.
    static func compare(_ scene: PagerScene, points: [CGPoint], browser: [String?]) -> Report {
        var report = Report()
        var answers = Set<String>()
        for (point, browserID) in zip(points, browser) {
            let library = id(scene, point)
            // The corners, edge midpoints and centre of the browser's square, a little enlarged.
            let m = BrowserAgreementTests.edgeMargin
            let offsets: [CGFloat] = [-m, 0.5, 1 + m]
            let square = offsets.flatMap { dx in offsets.map { dy in id(scene, CGPoint(x: point.x + dx, y: point.y + dy)) } }
            guard square.allSatisfy({ $0 == library }) else {
                report.edgePoints += 1
                continue
            }
            report.comparedPoints += 1
            answers.insert(library ?? "none")
            if library != browserID {
                report.disagreements.append(
                    "(\(point.x), \(point.y)): library \(library ?? "none"), browser \(browserID ?? "none")")
            }
        }
        report.distinctAnswers = answers.count
        return report
    }

    /// The library's answer at `point` as an element id.
    static func id(_ scene: PagerScene, _ point: CGPoint) -> String? {
        scene.item(atViewportPoint: point).map { "item-\($0.indexPath.section)-\($0.indexPath.item)" }
    }
}
