import Foundation
import PagingLayout
import PagingLayoutRender
import TestSupport
import Testing

@testable import PagingLayoutCLI

/// The frame `paging-layout render/hittest --sections 5 --visible 3 --size 300x500 --offset 450,0`
/// shows with the scale effect's coverFlow preset, built with the library directly.
func coverFlowScene(selectableRegion: CGRect? = nil) throws -> PagerScene {
    let effect = try EffectRegistry().effect(named: "scale", preset: "coverFlow")
    let engine = PagingEngine(viewportSize: CGSize(width: 300, height: 500), itemCounts: [5], numberOfVisibleItems: 3)
    return PagerScene(engine: engine, contentOffset: CGPoint(x: 450, y: 0), effect: effect) { _ in selectableRegion }
}

/// The flags that describe ``coverFlowScene(selectableRegion:)``.
let coverFlowFlags = [
    "--effect", "scale", "--preset", "coverFlow", "--sections", "5", "--visible", "3", "--size", "300x500",
    "--offset", "450,0",
]

@MainActor
@Suite("paging-layout render")
struct RenderCommandTests {
    @Test("HTML is the library's rendering of the same frame")
    func html() throws {
        let outcome = PagingLayoutTool.run(["render"] + coverFlowFlags)
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect(outcome.output == HTMLFrameRenderer().document(for: try coverFlowScene()))
        #expect(outcome.output.contains("<div id=\"item-0-1\"") && outcome.output.contains("<div id=\"item-0-3\""))
    }

    @Test("SVG is the library's rendering of the same frame")
    func svg() throws {
        let outcome = PagingLayoutTool.run(["render", "--format", "svg"] + coverFlowFlags)
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect(outcome.output == SVGFrameRenderer().document(for: try coverFlowScene()))
    }

    @Test("--selectable gives every page that region")
    func selectable() throws {
        let outcome = PagingLayoutTool.run(["render", "--selectable", "40,60,220x380"] + coverFlowFlags)
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let region = CGRect(x: 40, y: 60, width: 220, height: 380)
        #expect(outcome.output == HTMLFrameRenderer().document(for: try coverFlowScene(selectableRegion: region)))
        #expect(outcome.output.components(separatedBy: "class=\"region\"").count == 4)
    }

    @Test("--out writes the frame to a file and prints its path")
    func out() throws {
        try withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("render.svg").path
            let outcome = PagingLayoutTool.run(["render", "--format=svg", "--out", path] + coverFlowFlags)
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            #expect(outcome.output == path + "\n")
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written == SVGFrameRenderer().document(for: try coverFlowScene()))
        }
    }

    @Test(
        "bad flags exit 2 with one line naming the flag",
        arguments: [
            (["--format", "pdf"], "--format"), (["--selectable", "1,2,0x5"], "--selectable"),
            (["--selectable", "1,2"], "--selectable"),
        ])
    func badFlags(extra: [String], flag: String) {
        let outcome = PagingLayoutTool.run(["render"] + coverFlowFlags + extra)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag)"), "\(outcome.errorOutput)")
        #expect(outcome.output.isEmpty)
    }

    @Test("an effect is required, and its preset must exist")
    func effectFlags() {
        let missing = PagingLayoutTool.run(["render", "--offset", "300,0"])
        #expect(missing.exitCode == 2)
        #expect(missing.errorOutput.hasPrefix("error: --effect"))
        let unknown = PagingLayoutTool.run(["render", "--effect", "scale", "--preset", "nope"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.errorOutput.hasPrefix("error: --preset"), "\(unknown.errorOutput)")
    }
}
