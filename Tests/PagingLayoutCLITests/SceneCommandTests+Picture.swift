import Foundation
import TestSupport
import Testing

@testable import PagingLayoutCLI

extension SceneCommandTests {
    @Test("--format svg draws the pass: header, cells, and the overlay clamped where the JSON keeps it raw")
    func pictureOfOnePass() throws {
        // Pulled down 50: the JSON's overlay is −0.25 (see `contract`); drawn, it is no veil at all.
        let svg = try runScene(Self.list, "--size", "320x300", "--offset", "0,-50", "--format", "svg")
        #expect(svg.exitCode == 0, "\(svg.errorOutput)")
        #expect(svg.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.output.contains(">sectioned list</text>"))
        #expect(svg.output.contains(">offset 0,-50</text>"))
        #expect(svg.output.contains("data-kind=\"header\" transform=\"matrix(1.25,0,0,1.25,-40,-50)\">"))
        #expect(!svg.output.contains("fill=\"#000\" opacity="))
        // Scrolled 50 into a 200-high header, the alpha is 50/200 = 0.25 (under the maximum, 0.6).
        let scrolled = try runScene(Self.list, "--size", "320x300", "--offset", "0,50", "--format", "svg")
        #expect(scrolled.output.contains("fill=\"#000\" opacity=\"0.25\"/>"))
    }

    @Test("--offsets draws one labelled frame per offset, side by side")
    func pictureStrip() throws {
        let outcome = try runScene(
            Self.list, "--size", "320x300", "--offsets", "0,-50;0,0;0,120", "--format", "svg", "--title", "three")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        // 12 + 3 · 320 + 2 · 12 + 12 wide.
        #expect(outcome.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1008\""))
        for label in ["offset 0,-50", "offset 0,0", "offset 0,120", "three"] {
            #expect(outcome.output.contains(">\(label)</text>"))
        }
        #expect(outcome.output.contains("url(#frame-2-clip)"))
    }

    @Test("--out writes the picture, creating its folders, and prints the path")
    func pictureToFile() throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(Self.list, to: "scene.json", in: directory)
            let out = directory.appendingPathComponent("a/b/list.svg").path
            let outcome = PagingLayoutTool.run(
                ["scene", "--spec", spec, "--size", "320x300", "--offset", "0,0", "--format", "svg", "--out", out])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            #expect(outcome.output == out + "\n")
            let written = try String(contentsOfFile: out, encoding: .utf8)
            #expect(written.hasPrefix("<svg") && written.hasSuffix("</svg>\n"))
        }
    }

    @Test("the picture flags are refused where they mean nothing", arguments: [
        (["--offset", "0,0", "--format", "png"], "--format: expected json or svg, got 'png'"),
        (["--offset", "0,0", "--out", "x.svg"], "--out: needs --format svg"),
        (["--offsets", "0,0;0,1"], "--offsets: needs --format svg"),
        (["--offset", "0,0", "--title", "t"], "--title: needs --format svg"),
        (["--format", "svg"], "--offset: is required"),
        (["--format", "svg", "--offset", "0,0", "--offsets", "0,1"], "--offsets: cannot be combined with --offset"),
        (["--format", "svg", "--offsets", "0,0;1"], "--offsets: expected X,Y;X,Y;…"),
        (["--format", "svg", "--offsets", "0,0;nan,1"], "--offsets: expected X,Y;X,Y;…"),
        (["--format", "svg", "--offset", "0,0", "--proposed", "0,5"], "--proposed: is for the JSON output"),
    ])
    func pictureFlagErrors(flags: [String], message: String) throws {
        try withTemporaryDirectory { directory in
            let spec = try writeFile(Self.list, to: "scene.json", in: directory)
            let outcome = PagingLayoutTool.run(["scene", "--spec", spec, "--size", "320x300"] + flags)
            #expect(outcome.exitCode != 0)
            #expect(outcome.output.isEmpty)
            #expect(outcome.errorOutput.contains(message), "\(outcome.errorOutput)")
        }
    }

    @Test("a malformed spec is the same error with --format svg")
    func pictureSpecError() throws {
        let outcome = try runScene(
            #"{"version": 1, "layout": "list", "extra": 1}"#, "--size", "320x300", "--offset", "0,0", "--format", "svg")
        #expect(outcome.exitCode != 0)
        #expect(outcome.errorOutput.contains("extra:"))
    }
}
