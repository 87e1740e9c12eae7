import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout scene")
struct SceneCommandTests {
    /// Runs `scene` on a spec file holding `spec`, with `flags`.
    func runScene(_ spec: String, _ flags: String...) throws -> PagingLayoutTool.Outcome {
        try withTemporaryDirectory { directory in
            let path = try writeFile(spec, to: "scene.json", in: directory)
            return PagingLayoutTool.run(["scene", "--spec", path] + flags)
        }
    }

    static let list = #"""
        {"version": 1, "layout": "list", "sections": [2, 1],
         "settings": {"itemSize": {"width": 320, "height": 100}, "headerSize": {"width": 320, "height": 200},
                      "isHeaderStretchy": true, "headerOverlayMaxAlphaValue": 0.6,
                      "isParallaxOnCellsEnabled": true, "maxParallaxOffset": 20, "minimumLineSpacing": 10}}
        """#

    @Test("prints the contract's JSON: content size, then each element in view")
    func contract() throws {
        // Header 0…200, cells 210…310, 320…420, 430…530: content 530 high.
        let outcome = try runScene(Self.list, "--size", "320x300", "--offset", "0,-50")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        #expect(json["contentSize"] as? [String: Double] == ["width": 320, "height": 530])
        #expect(json["targetOffset"] == nil)
        let elements = try #require(json["elements"] as? [[String: Any]])
        #expect(elements.map { $0["kind"] as? String } == ["header", "cell"])
        let header = elements[0]
        #expect(header["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 320, "height": 200])
        // Pulled down 50: scale 250/200 = 1.25, moved by −50 + 25; overlay −50/200.
        #expect(header["transform"] as? [Double] == [1.25, 0, 0, 0, 0, 1.25, 0, 0, 0, 0, 1, 0, 0, -25, 0, 1])
        #expect(header["overlayAlpha"] as? Double == -0.25)
        #expect(header["zIndex"] as? Int == 0)
        let cell = elements[1]
        #expect(cell["section"] as? Int == 0)
        #expect(cell["item"] as? Int == 0)
        #expect(cell["zIndex"] as? Int == 1)
        // Centre 260, viewport −50…250 (centre 100): −20 × 160 / (150 + 50) = −16.
        #expect(cell["parallaxOffset"] as? [String: Double] == ["x": 0, "y": -16])
    }

    @Test("with --proposed the list, which does not snap, targets the proposed offset")
    func target() throws {
        let outcome = try runScene(
            Self.list, "--size", "320x300", "--offset", "0,0", "--proposed", "0,123.5", "--velocity", "0,2")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect(try jsonObject(outcome.output)["targetOffset"] as? [String: Double] == ["x": 0, "y": 123.5])
    }

    @Test("spec errors exit with one line naming the key path", arguments: [
        (
            #"{"version": 1, "layout": "list", "settings": {"itemSize": {"width": -1, "height": 5}}}"#,
            "settings.itemSize:"
        ),
        (#"{"version": 1, "layout": "list", "settings": {"menuSize": {"width": 1}}}"#, "settings.menuSize.height:"),
        (#"{"version": 1, "layout": "list", "settings": {"isSticky": true}}"#, "settings.isSticky:"),
        (#"{"version": 1, "layout": "list", "settings": [1]}"#, "settings:"),
        (#"{"version": 1, "layout": "list", "sections": [3, -1]}"#, "sections[1]:"),
        (#"{"version": 1, "layout": "list", "sections": [2.5]}"#, "sections[0]:"),
        (#"{"version": 1, "layout": "list", "sections": 3}"#, "sections:"),
        (#"{"version": 2, "layout": "list"}"#, "version:"),
        (#"{"layout": "list"}"#, "version:"),
        (#"{"version": 1}"#, "layout:"),
        (#"{"version": 1, "layout": "grid"}"#, "layout:"),
        (#"{"version": 1, "layout": "list", "extra": 1}"#, "extra:"),
        (#"[1, 2]"#, "expected an object"),
        (#"{"version": 1, "layout": "#, "not valid JSON"),
    ])
    func specErrors(spec: String, expected: String) throws {
        let outcome = try runScene(spec, "--size", "320x568", "--offset", "0,0")
        #expect(outcome.exitCode != 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.errorOutput.contains(expected), "\(outcome.errorOutput)")
        #expect(outcome.errorOutput.hasPrefix("error: --spec: "), "\(outcome.errorOutput)")
    }

    @Test("bad flags exit 2 naming the flag", arguments: [
        (["--size", "320x568", "--offset", "0,0"], "--spec"),
        (["--spec", "x.json", "--size", "0x568", "--offset", "0,0"], "--size"),
        (["--spec", "x.json", "--offset", "0,0"], "--size"),
        (["--spec", "x.json", "--size", "320x568", "--offset", "nan,0"], "--offset"),
        (["--spec", "x.json", "--size", "320x568"], "--offset"),
        (["--spec", "x.json", "--size", "320x568", "--offset", "0,0", "--proposed", "1"], "--proposed"),
        (["--spec", "x.json", "--size", "320x568", "--offset", "0,0", "--velocity", "0,1"], "--velocity"),
    ])
    func flagErrors(arguments: [String], flag: String) {
        // (A spec file that is not there is a file-access error: ErrorReportingTests.)
        let outcome = PagingLayoutTool.run(["scene"] + arguments)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: \(flag): "), "\(outcome.errorOutput)")
    }

    @Test("a list whose cells are a thousandth of a point high lists 10 000 elements, not the half million in view")
    func boundedPass() throws {
        // A billion cells 0.001 high: a 500-point viewport could show 500 000; the pass stops at the
        // first 10 000 (PagingEngine.maximumVisibleItems), cells 0…9 999.
        let spec = #"""
            {"version": 1, "layout": "list", "sections": [1000000000],
             "settings": {"itemSize": {"width": 320, "height": 0.001}}}
            """#
        let outcome = try runScene(spec, "--size", "320x500", "--offset", "0,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let elements = try #require(try jsonObject(outcome.output)["elements"] as? [[String: Any]])
        #expect(elements.count == 10_000)
        #expect(elements.last?["item"] as? Int == 9_999)
    }
}
