import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutRender

/// The preview gallery checked as a person would: generated as `paging-layout preview` writes it
/// (every effect and preset, then the geometry pagers), loaded in headless Chromium, scrubbed, paged,
/// dragged (released slowly and flicked) and tapped by the page's own self-test (`#selftest`), and
/// photographed at two scroll positions.
///
/// Skipped, with a message naming the missing browser, only when no Chromium is installed.
@MainActor
@Suite("The preview gallery in a browser", .enabled(if: HeadlessChromium.installed != nil, HeadlessChromium.skipReason))
struct PreviewGalleryBrowserTests {
    @Test("the page loads and runs without console messages or script errors")
    func noErrors() throws {
        let session = try GallerySession.shared()
        #expect(session.consoleLines.isEmpty, "\(session.consoleLines.prefix(5))")
        #expect(session.report.errors.isEmpty, "\(session.report.errors)")
    }

    @Test("every registered effect and preset has a pager, then the geometry pagers, with an element for every page")
    func everyPager() throws {
        let session = try GallerySession.shared()
        let registry = EffectRegistry()
        let effects = try registry.effectNames.flatMap { name in
            try registry.presetNames(of: name).map { "\(name) \($0)" }
        }
        #expect(effects.count == 62, "4 defaults and 23 presets of the prepared effects, 35 presets of the catalogues")
        let geometries = [
            "peeking slide carousel", "looping slide carousel", "right-to-left scale coverFlow",
            "vertical peeking slide carousel", "vertical start slide carousel",
        ]
        #expect(session.report.pagers.map(\.title) == effects + geometries)
        #expect(session.report.pagers.allSatisfy { $0.items == session.gallery.numberOfPages })
    }

    @Test("a screenshot is not blank, and two scroll positions look different")
    func screenshots() throws {
        let comparison = try GallerySession.shared().screenshots
        print("gallery screenshots: \(comparison)")
        // Coloured pages cover much of the window, in many colours (pages, shadows, blur, labels).
        #expect(comparison.colourful.allSatisfy { $0 > 0.15 }, "\(comparison.colourful)")
        #expect(comparison.colours.allSatisfy { $0 > 200 }, "\(comparison.colours)")
        // Between position 1 and 1.5 every pager moves.
        #expect(comparison.changed > 0.1, "\(comparison.changed)")
    }

    @Test("next and previous change the current page, animated over the library's 18 frames")
    func paging() throws {
        let session = try GallerySession.shared()
        for pager in session.report.pagers {
            let steps = pager.steps
            // Rests between page 1 and 2, its current page 1; next, next, previous. A page change lasts 0.3 s, played at 60 frames a
            // second: 18 ticks of the manual clock (19 if its sum of 1/60 steps falls a hair short of 0.3).
            let rest = steps + (steps + 1) / 3
            #expect(pager.pages.map { Array($0.prefix(2)) } == [[1, rest], [2, 2 * steps], [3, 3 * steps], [2, 2 * steps]],
                "\(pager.title)")
            #expect(pager.pages.dropFirst().allSatisfy { (18...19).contains($0[2]) }, "\(pager.title): \(pager.pages)")
        }
    }

    @Test("dragging half a page's offset against the scrolling direction scrolls half a page forward")
    func dragging() throws {
        for pager in try GallerySession.shared().report.pagers {
            #expect(pager.steps % 2 == 0)
            // A looping pager's frames wrap round its period.
            let moved = ((pager.drag[1] - pager.drag[0]) % pager.frames + pager.frames) % pager.frames
            #expect(moved == pager.steps / 2, "\(pager.title): \(pager.drag)")
        }
    }

    @Test("a released drag settles where the library's snapping sends it: slow to the nearest page, a flick on")
    func snapping() throws {
        let session = try GallerySession.shared()
        for (pager, entry) in zip(session.report.pagers, session.pagers) {
            let engine = session.gallery.engine(for: entry)
            let pages = engine.numberOfPages
            // From page 1: slow 0.3 of a page forwards (back to 1), slow 0.7 (on to 2), flicks of 0.2
            // forwards (2) and backwards (0); from page 0 a flick backwards: nowhere further, or
            // across a looping pager's seam to the last page.
            let expectedPages = [1, 2, 2, 0, engine.isLooping ? pages - 1 : 0]
            #expect(pager.snaps.map { $0[1] } == expectedPages, "\(pager.title): \(pager.snaps)")
            #expect(pager.snaps.map { $0[2] } == expectedPages.map { $0 * pager.steps }, "\(pager.title)")
            // Each settles with the controller's 18-tick animation, except from page 0 backwards
            // without looping: the drag cannot pass page 0, so there is nothing to animate.
            let ticks = pager.snaps.map { $0[3] }
            #expect(ticks.prefix(4).allSatisfy { (18...19).contains($0) }, "\(pager.title): \(ticks)")
            #expect(engine.isLooping ? (18...19).contains(ticks[4]) : ticks[4] == 0, "\(pager.title): \(ticks)")
            // The finger moved the page step times the pages: to the left (or up) to go forwards — to
            // the right in a right-to-left pager.
            let forwards: CGFloat = engine.geometry.isMirrored ? 1 : -1
            let fingers = [0.3, 0.7, 0.2, -0.2, -0.2].map { Int(($0 * forwards * engine.pageStep).rounded()) }
            #expect(pager.snaps.map { $0[0] } == fingers, "\(pager.title)")
        }
    }

    @Test("a tap reports the page the library's hit test names, and the browser draws that page there")
    func taps() throws {
        let session = try GallerySession.shared()
        var compared = (reported: 0, drawn: 0, all: 0)
        var disagreements: [String] = []
        for (pager, entry) in zip(session.report.pagers, session.pagers) {
            var answers = Set<String>()
            for probe in pager.taps {
                let position = CGFloat(probe.frame) / CGFloat(pager.steps)
                let engine = session.gallery.engine(for: entry)
                let scene = PagerScene(
                    engine: engine, contentOffset: engine.contentOffset(atScrollPosition: position),
                    effect: entry.effect, pagePadding: entry.pagePadding ?? session.gallery.pagePadding)
                for point in probe.points {
                    compared.all += 1
                    let library = Self.answer(scene, point.x, point.y)
                    answers.insert(library)
                    // The page's regions are rounded to 1/100 point: leave out points that close to an edge.
                    if Self.isStable(scene, point.x, point.y, offsets: [-0.02, 0.02]) {
                        compared.reported += 1
                        if point.reported != library {
                            disagreements.append("\(pager.title) frame \(probe.frame) (\(point.x), \(point.y)): "
                                + "library \(library), page reported \(point.reported)")
                        }
                    }
                    // The browser answers for the 1×1 pixel square below and right of the point.
                    if Self.isStable(scene, point.x, point.y, offsets: [-0.1, 0.5, 1.1]) {
                        compared.drawn += 1
                        if point.drawn != library {
                            disagreements.append("\(pager.title) frame \(probe.frame) (\(point.x), \(point.y)): "
                                + "library \(library), browser drew \(point.drawn)")
                        }
                    }
                }
            }
            #expect(answers.count >= 2, "\(pager.title): only \(answers)")
        }
        print("gallery taps: \(compared.reported)/\(compared.all) reported and \(compared.drawn)/\(compared.all) drawn answers compared")
        #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(8).joined(separator: "; "))")
        #expect(compared.reported * 10 > compared.all * 9 && compared.drawn * 10 > compared.all * 8)
    }

    @Test("cube and parallax pages move their content by AnimatedCollectionViewLayout's transform; others never do")
    func contentTransforms() throws {
        let session = try GallerySession.shared()
        var moved = 0
        for (pager, entry) in zip(session.report.pagers, session.pagers) {
            let animator = pager.title.hasPrefix("animatedCollectionViewLayout ") ? pager.title.split(separator: " ")[1] : ""
            let engine = session.gallery.engine(for: entry)
            let position = Double(try #require(pager.taps.last).frame) / Double(pager.steps)
            #expect(!pager.contents.isEmpty, "\(pager.title)")
            for record in pager.contents {
                let flat = Int(record[0])
                let drawn = Array(record.dropFirst())
                var expected = Self.identity
                if animator == "cube" || animator == "parallax" {
                    #expect(engine.scrollDirection == .horizontal)
                    // The library's middleOffset: the cell's centre from the collection view's centre, in
                    // collection view widths.
                    let width = Double(engine.viewportSize.width)
                    let m = (Double(flat) - position) * Double(engine.pageStep) / width
                    let padding = entry.pagePadding ?? session.gallery.pagePadding
                    let pageWidth = Double(padding.pageFrame(in: engine.viewportSize).width)
                    expected = animator == "cube" ? Self.cube(m, pageWidth: pageWidth) : Self.parallax(m, width: width)
                }
                if expected != Self.identity { moved += 1 }
                // Sent rounded to 5 places (translations to 2, the perspective column to 8).
                let tolerances = (0..<16).map { [12, 13, 14].contains($0) ? 0.011 : [3, 7, 11].contains($0) ? 1e-6 : 2e-5 }
                let close = zip(zip(drawn, expected), tolerances).allSatisfy { abs($0.0 - $0.1) <= $1 }
                #expect(close, "\(pager.title) page \(flat) at \(position): drew \(drawn), expected \(expected)")
            }
        }
        // Both pagers show two pages between rest positions, each moved.
        #expect(moved == 4)
    }

    static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// AnimatedCollectionViewLayout's parallax: the content slides `−width × speed × m` (speed 0.5)
    /// while |m| < 1.
    static func parallax(_ m: Double, width: Double) -> [Double] {
        guard abs(m) < 1 else { return identity }
        var fields = identity
        fields[12] = -width * 0.5 * m
        return fields
    }

    /// AnimatedCollectionViewLayout 1.1.0's cube while |m| < 1: `CATransform3DMakeTranslation` by
    /// ∓pageWidth/2 (towards the anchor), `m34 = −1/500`, then `CATransform3DRotate` by `π/2 × m` about
    /// y, with the anchor point on the left edge (m > 0) or the right edge and the position left at the
    /// centre; here as a transform about the centre, where the browser turns the content: move the
    /// centre to the anchor, then the library's transform.
    static func cube(_ m: Double, pageWidth: Double) -> [Double] {
        guard abs(m) < 1 else { return identity }
        // Row-vector 4×4 matrices as Core Animation writes them: `a × b` applies a first.
        func product(_ a: [Double], _ b: [Double]) -> [Double] {
            (0..<16).map { (index: Int) -> Double in
                let (row, column) = (index / 4, index % 4)
                return (0..<4).reduce(0.0) { (sum: Double, k: Int) in sum + a[row * 4 + k] * b[k * 4 + column] }
            }
        }
        let centreFromAnchor = (m > 0 ? 1 : -1) * pageWidth / 2
        // CATransform3DMakeTranslation(−centreFromAnchor, 0, 0) with m34 set.
        var library = identity
        library[12] = -centreFromAnchor
        library[11] = -1.0 / 500
        let angle = Double.pi / 2 * m
        var rotation = identity
        (rotation[0], rotation[2], rotation[8], rotation[10]) = (cos(angle), -sin(angle), sin(angle), cos(angle))
        // CATransform3DRotate(t, …) rotates first, then applies t.
        library = product(rotation, library)
        var toAnchor = identity
        toAnchor[12] = centreFromAnchor
        return product(toAnchor, library)
    }

    /// The library's answer at a viewport point, as the page writes it: `S-I` or `none`.
    static func answer(_ scene: PagerScene, _ x: CGFloat, _ y: CGFloat) -> String {
        scene.item(atViewportPoint: CGPoint(x: x, y: y)).map { "\($0.indexPath.section)-\($0.indexPath.item)" } ?? "none"
    }

    /// Whether the library gives the answer it gives at `(x, y)` at every point `(x + dx, y + dy)` for
    /// `dx`, `dy` in `offsets` too.
    static func isStable(_ scene: PagerScene, _ x: CGFloat, _ y: CGFloat, offsets: [CGFloat]) -> Bool {
        let here = answer(scene, x, y)
        return offsets.allSatisfy { dx in offsets.allSatisfy { dy in answer(scene, x + dx, y + dy) == here } }
    }
}

/// One generated gallery, loaded once for every test of the suite.
@MainActor
enum GallerySession {
    struct Outcome {
        let gallery: PreviewGallery
        let pagers: [PreviewGallery.Pager]
        let report: SelfTestReport
        let consoleLines: [String]
        let screenshots: HeadlessChromium.ScreenshotComparison
    }

    private static var outcome: Result<Outcome, any Error>?

    static func shared() throws -> Outcome {
        let result = outcome ?? Result { try load() }
        outcome = result
        return try result.get()
    }

    private static func load() throws -> Outcome {
        let chromium = try #require(HeadlessChromium.installed)
        let pagers = try PreviewGallery.pagers(from: EffectRegistry()) + PreviewGallery.geometryPagers()
        var gallery = PreviewGallery(pagers: pagers)
        gallery.restsBetweenPages = true
        // As `paging-layout preview` writes it: the frame data compressed, inflated by the page.
        gallery.compressesFrameData = true
        return try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("index.html")
            try Data(gallery.document().utf8).write(to: file)
            func page(_ fragment: String) throws -> URL {
                try #require(URL(string: file.absoluteString + "#" + fragment))
            }
            let dumped = try chromium.dump(
                try page("selftest"), window: CGSize(width: 1280, height: 900), budget: 60, workingDirectory: directory)
            let json = try #require(dumped.text(ofElement: "selftest-out"), "no self-test output")
            let report = try JSONDecoder().decode(SelfTestReport.self, from: Data(json.utf8))
            let window = CGSize(width: 1280, height: 1400)
            let first = try chromium.screenshot(try page("position=1"), window: window, workingDirectory: directory)
            let second = try chromium.screenshot(try page("position=1.5"), window: window, workingDirectory: directory)
            let comparison = try chromium.compare(first, second, workingDirectory: directory)
            return Outcome(
                gallery: gallery, pagers: pagers, report: report, consoleLines: dumped.consoleLines, screenshots: comparison)
        }
    }
}

/// What the gallery's `#selftest` writes into `pre#selftest-out`.
struct SelfTestReport: Decodable {
    let errors: [String]
    let pagers: [Pager]

    struct Pager: Decodable {
        let id: String
        /// The pager's `aria-label`: effect and preset.
        let title: String
        let steps: Int
        let frames: Int
        /// `[current page, frame, ticks played]` at the start and after next, next, previous.
        let pages: [[Int]]
        /// Taps at rest on page 2 and at a frame between pages.
        let taps: [Probe]
        /// Every shown page's content transform at the second probe's frame, as the browser computed
        /// it: `[flat index, m11, m12, …, m44]`.
        let contents: [[Double]]
        /// The frame before and after dragging half a page's offset against the scrolling direction.
        let drag: [Int]
        /// Released drags from rest, each `[finger movement along the axis, current page, frame, ticks
        /// played]` once settled: see ``PreviewGalleryBrowserTests/snapping()``.
        let snaps: [[Int]]
        /// Item elements in the viewport.
        let items: Int
    }

    struct Probe: Decodable {
        let frame: Int
        let points: [Point]
    }

    /// `[x, y, reported, drawn]`: the tap readout's `S-I` or `none`, and the item the browser's
    /// `elementFromPoint` found there.
    struct Point: Decodable {
        let x: CGFloat
        let y: CGFloat
        let reported: String
        let drawn: String

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            x = try fields.decode(CGFloat.self)
            y = try fields.decode(CGFloat.self)
            reported = try fields.decode(String.self)
            drawn = try fields.decode(String.self)
        }
    }
}
