import Foundation
import PagingLayout
import PagingLayoutRender
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout filmstrip")
struct FilmstripCommandTests {
    /// The committed pictures the docs show.
    static let docsImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/images")

    @Test("a strip is the library's filmstrip of the same frames: 5 pages of 180 × 240, cards inset 24")
    func strip() throws {
        let outcome = PagingLayoutTool.run(["filmstrip", "--effect", "scale", "--preset", "coverFlow", "--offsets", "0,0.5"])
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let effect = try EffectRegistry().effect(named: "scale", preset: "coverFlow")
        let engine = PagingEngine(viewportSize: CGSize(width: 180, height: 240), itemCounts: [5])
        let frames = [(0, "position 0"), (90, "position 0.5")].map { x, label in
            FilmstripRenderer.Frame(
                scene: PagerScene(
                    engine: engine, contentOffset: CGPoint(x: x, y: 0), effect: effect,
                    pagePadding: PagePadding(.absolute(24))),
                label: label)
        }
        #expect(outcome.output == FilmstripRenderer(title: "scale · coverFlow").document(for: frames))
    }

    @Test("with a page geometry, position p is the offset snap₀ + p · step, not p times the page length")
    func geometryPositions() throws {
        let outcome = PagingLayoutTool.run([
            "filmstrip", "--effect", "scale", "--offsets", "1,1.5", "--page-length", "100", "--spacing", "20",
            "--padding", "40,40",
        ])
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let effect = try EffectRegistry().effect(named: "scale")
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 180, height: 240), pageLength: 100, spacing: 20,
            padding: ContentPadding(both: 40))
        let engine = PagingEngine(geometry: geometry, itemCounts: [5])
        // snap₀ = A + L/2 − V/2 = 40 + 50 − 90 = 0 and step = 120: positions 1 and 1.5 are offsets 120
        // and 180 (p · 100 would give 100 and 150).
        let frames = [(120, "position 1"), (180, "position 1.5")].map { x, label in
            FilmstripRenderer.Frame(
                scene: PagerScene(
                    engine: engine, contentOffset: CGPoint(x: x, y: 0), effect: effect,
                    pagePadding: PagePadding(.absolute(24))),
                label: label)
        }
        #expect(outcome.output == FilmstripRenderer(title: "scale").document(for: frames))
    }

    @Test("--out writes the strip and prints its path; --title replaces the title")
    func out() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("strip.svg").path
            let outcome = PagingLayoutTool.run(["filmstrip", "--effect", "stack", "--title", "My stack", "--out", path])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            #expect(outcome.output == path + "\n")
            let svg = try String(contentsOfFile: path, encoding: .utf8)
            #expect(svg.contains(">My stack</text>") && svg.contains(">position 1.75</text>"))
        }
    }

    @Test("--all writes one strip per registered effect and preset, named EFFECT-PRESET.svg")
    func all() throws {
        try withTemporaryDirectory { directory in
            let outcome = PagingLayoutTool.run(["filmstrip", "--all", "--out", directory.path])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let registry = EffectRegistry()
            let expected = try registry.effectNames.flatMap { name in try registry.presetNames(of: name).map { "\(name)-\($0).svg" } }
            #expect(names == expected.sorted())
            #expect(outcome.output.split(separator: "\n").count == expected.count)
            let coverFlow = try String(contentsOf: directory.appendingPathComponent("scale-coverFlow.svg"), encoding: .utf8)
            #expect(coverFlow == PagingLayoutTool.run(["filmstrip", "--effect", "scale", "--preset", "coverFlow"]).output)
        }
    }

    @Test("the pictures in Docs/images are what the tool draws now")
    func docsImagesAreCurrent() throws {
        try withTemporaryDirectory { directory in
            #expect(PagingLayoutTool.run(["filmstrip", "--all", "--out", directory.path]).exitCode == 0)
            let drawn = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let committed = try FileManager.default.contentsOfDirectory(atPath: Self.docsImages.path)
                .filter { $0.hasSuffix(".svg") }.sorted()
            let hint = "regenerate them with `swift package --allow-writing-to-package-directory render-docs`"
            #expect(committed == drawn, "Docs/images is out of date; \(hint)")
            for name in drawn {
                let now = try Data(contentsOf: directory.appendingPathComponent(name))
                let then = try? Data(contentsOf: Self.docsImages.appendingPathComponent(name))
                #expect(now == then, "Docs/images/\(name) is out of date; \(hint)")
            }
        }
    }

    @Test(
        "bad flags exit 2 with one line naming the flag",
        arguments: [
            (["--effect", "scale", "--offsets", ""], "--offsets"), (["--effect", "scale", "--offsets", "a,1"], "--offsets"),
            (["--all", "--effect", "scale", "--out", "/tmp/x"], "--all"), (["--all"], "--all"),
            (["--effect", "scale", "--inset", "-3"], "--inset"), (["--offsets", "1"], "--effect"),
            (["--effect", "scale", "--offset", "1,0"], "--offset"),
        ])
    func badFlags(arguments: [String], flag: String) {
        let outcome = PagingLayoutTool.run(["filmstrip"] + arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag)"), "\(outcome.errorOutput)")
    }
}
