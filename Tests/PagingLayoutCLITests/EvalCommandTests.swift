import Foundation
import PagingLayout
import TestSupport
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout eval")
struct EvalCommandTests {
    @Test("prints the contract's JSON: effect, size and one frame per progress, in order")
    func contract() throws {
        let outcome = runTool("eval", "--effect", "scale", "--preset", "default", "--size", "200x300", "--progress", "1,0")
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let json = try jsonObject(outcome.output)
        #expect(json["effect"] as? String == "scale")
        #expect(json["size"] as? [String: Double] == ["width": 200, "height": 300])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.map { $0["progress"] as? Double } == [1, 0])
        // Default scale one page right of 200×300: scale 0.75, moved (211, 70.5) (see ScaleEffectTests).
        #expect(frames[0]["transform"] as? [Double] == [0.75, 0, 0, 0, 0, 0.75, 0, 0, 0, 0, 1, 0, 211, 70.5, 0, 1])
        #expect(frames[0]["zPosition"] as? Int == -1)
        #expect(frames[0]["alpha"] as? Double == 1)
        #expect(frames[0]["blurRadius"] as? Double == 0)
        #expect(frames[0]["snapshot"] is NSNull)
        let shadow = try #require(frames[1]["shadow"] as? [String: Any])
        #expect(shadow["radius"] as? Double == 13)
        #expect(shadow["offset"] as? [String: Double] == ["width": 0, "height": 6])
        #expect(abs((shadow["opacity"] as? Double ?? 0) - 0.1) < 1e-7)
        // Keys in the contract's order.
        let keys = ["progress", "zPosition", "transform", "alpha", "shadow", "blurRadius", "snapshot"]
        let firstFrame = try #require(outcome.output.range(of: #"{"progress":"#))
        let order = keys.compactMap { outcome.output.range(of: "\"\($0)\":", range: firstFrame.lowerBound..<outcome.output.endIndex)?.lowerBound }
        #expect(order == order.sorted() && order.count == keys.count)
    }

    @Test("a stack preset with no shadow prints null; alpha is raw")
    func stackFrame() throws {
        let outcome = runTool("eval", "--effect", "stack", "--preset", "vortex", "--size", "200x300", "--progress", "2.75")
        let frame = try #require((try jsonObject(outcome.output)["frames"] as? [[String: Any]])?.first)
        #expect(frame["shadow"] is NSNull)
        // vortex: 4 cards, alphaFactor 0.4: 1 − 2.75·0.4 = −0.1 (2.75 < 3, the last card).
        #expect(abs((frame["alpha"] as? Double ?? 0) + 0.1) < 1e-12)
    }

    @Test("--options reads the effect's options from a file")
    func optionsFile() throws {
        let outcome = try withTemporaryFile(#"{"minScale": 0.5, "scaleRatio": 0.5, "shadowEnabled": false}"#) { path in
            runTool("eval", "--effect", "scale", "--options", path, "--size", "200x300", "--progress", "1")
        }
        let frame = try #require((try jsonObject(outcome.output)["frames"] as? [[String: Any]])?.first)
        // scale 1 − 0.5 = 0.5; x adj −50, y adj 75: tx = 186 + 50, ty = 108 − 75.
        #expect(frame["transform"] as? [Double] == [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 236, 33, 0, 1])
        #expect(frame["shadow"] is NSNull)
    }

    @Test("--spec reads a spec file; a composition is named after its parts")
    func specFile() throws {
        let spec = #"{"version": 1, "compose": [{"effect": "scale", "preset": "linear"}, {"effect": "stack"}]}"#
        let outcome = try withTemporaryFile(spec) { path in runTool("eval", "--spec", path, "--progress", "0.5") }
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect(try jsonObject(outcome.output)["effect"] as? String == "compose(scale, stack)")
    }

    @Test("--format table prints one row per progress")
    func table() {
        let outcome = runTool("eval", "--effect", "stack", "--preset", "rotary", "--progress", "0,1,2", "--format", "table")
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 4 && lines[0].hasPrefix("progress"))
        #expect(lines[2].hasPrefix("1 "))
    }

    @Test("a snapshot is written with its container and pieces")
    func snapshotShape() {
        let piece = SnapshotPiece(
            frame: CGRect(x: 0, y: 0, width: 50, height: 30), transform: .translation(x: 1, y: 2), alpha: 0.5,
            cornerRadius: 4)
        let attributes = EffectAttributes(zPosition: -1, isTargetHidden: true)
        let snapshot = SnapshotAttributes(containerTransform: .scale(x: 0.8, y: 0.8), containerAlpha: 1, pieces: [piece])
        let text = EvalCommand.json(progress: 1, attributes: attributes, snapshot: snapshot).text
        #expect(text.contains(
            #""snapshot":{"container":{"transform":[0.8,0.0,0.0,0.0,0.0,0.8,0.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,0.0,1.0],"alpha":1.0},"#
                + #""pieces":[{"frame":{"x":0.0,"y":0.0,"width":50.0,"height":30.0},"#
                + #""transform":[1.0,0.0,0.0,0.0,0.0,1.0,0.0,0.0,0.0,0.0,1.0,0.0,1.0,2.0,0.0,1.0],"alpha":0.5,"cornerRadius":4.0}]}"#))
    }

    @Test("the snapshot effect prints its container and pieces, and hides the target once it moves")
    func snapshotEffect() throws {
        let outcome = runTool("eval", "--effect", "snapshot", "--preset", "grid", "--size", "200x300", "--progress", "0,-0.5")
        let frames = try #require(try jsonObject(outcome.output)["frames"] as? [[String: Any]])
        let centred = try #require(frames[0]["snapshot"] as? [String: Any])
        let moved = try #require(frames[1]["snapshot"] as? [String: Any])
        // The container is transparent while the page is centred, opaque once it moves.
        #expect((centred["container"] as? [String: Any])?["alpha"] as? Double == 0)
        #expect((moved["container"] as? [String: Any])?["alpha"] as? Double == 1)
        // grid cuts 200×300 into pieces a quarter wide and a tenth high: 4 × 10 of 50×30.
        let pieces = try #require(moved["pieces"] as? [[String: Any]])
        #expect(pieces.count == 40)
        #expect(pieces[5]["frame"] as? [String: Double] == ["x": 50, "y": 30, "width": 50, "height": 30])
    }

    @Test(
        "bad flags are errors naming the flag",
        arguments: [
            (["eval"], "error: --effect: is required (or --spec FILE.json)"),
            (["eval", "--preset", "linear"], "error: --preset: needs --effect NAME"),
            (["eval", "--effect", "spin"], "error: --effect: unknown effect 'spin'; known effects: scale, stack, snapshot, slide"),
            (["eval", "--effect", "scale", "--preset", "flat"], "error: --preset: unknown preset 'flat' for effect 'scale'"),
            (["eval", "--effect", "scale", "--preset", "linear", "--options", "x.json"], "error: --options: cannot be combined with --preset"),
            (["eval", "--spec", "x.json", "--effect", "scale"], "error: --spec: cannot be combined with --effect"),
            (["eval", "--effect", "scale", "--options", "/no/such/file.json"], "error: --options: cannot read '/no/such/file.json'"),
            (["eval", "--effect", "scale", "--size", "0x300"], "error: --size: width must be positive, got '0x300'"),
            (["eval", "--effect", "scale", "--progress", "1,,2"], "error: --progress: expected numbers"),
            (["eval", "--effect", "scale", "--format", "xml"], "error: --format: expected json or table"),
        ])
    func flagErrors(arguments: [String], message: String) {
        let outcome = PagingLayoutTool.run(arguments)
        #expect(outcome.exitCode != 0)
        #expect(outcome.errorOutput.hasPrefix(message), "\(outcome.errorOutput)")
    }

    @Test("malformed options and spec files name the flag, the file and the key path")
    func fileErrors() throws {
        try withTemporaryDirectory { directory in
            let options = try writeFile(#"{"rotation3d": {"angle": true}}"#, to: "options.json", in: directory)
            let outcome = runTool("eval", "--effect", "scale", "--options", options)
            #expect(outcome.errorOutput == "error: --options: \(options): rotation3d.angle: expected a number\n")
            let spec = try writeFile(#"{"version": 1, "compose": [{"effect": "stak"}]}"#, to: "spec.json", in: directory)
            let specOutcome = runTool("eval", "--spec", spec)
            #expect(specOutcome.errorOutput.hasPrefix("error: --spec: \(spec): compose[0].effect: unknown effect 'stak'"))
        }
    }
}

@MainActor
@Suite("paging-layout presets")
struct PresetsCommandTests {
    @Test("the table lists every registered effect with its presets")
    func table() {
        let outcome = runTool("presets")
        #expect(outcome.exitCode == 0)
        #expect(outcome.output == """
            effect                        presets
            scale                         default, invertedCylinder, cylinder, coverFlow, rotary, linear, easeIn, easeOut, blur
            stack                         default, transparent, perspective, rotary, vortex, reverse, blur
            snapshot                      default, grid, space, chess, tiles, lines, bars, puzzle, fade
            slide                         default, carousel
            iCarousel                     default, linear, rotary, invertedRotary, cylinder, invertedCylinder, wheel, invertedWheel, coverFlow, coverFlow2, timeMachine, invertedTimeMachine
            fsPagerView                   default, crossFading, zoomOut, depth, overlap, linear, coverFlow, ferrisWheel, invertedFerrisWheel, cubic
            animatedCollectionViewLayout  default, crossFade, cube, linearCard, page, parallax, rotateInOut, snapIn, zoomInOut
            android                       default, zoomOut, depth, margin

            """)
    }

    @Test("JSON gives each preset's full options, which read back as the preset")
    func json() throws {
        let outcome = runTool("presets", "--effect", "stack", "--format", "json")
        let effects = try #require(try jsonObject(outcome.output)["effects"] as? [[String: Any]])
        #expect(effects.map { $0["name"] as? String } == ["stack"])
        let presets = try #require(effects[0]["presets"] as? [[String: Any]])
        #expect(presets.map { $0["name"] as? String } == ["default", "transparent", "perspective", "rotary", "vortex", "reverse", "blur"])
        let rotary = try #require(presets[3]["options"] as? [String: Any])
        #expect(rotary["maxStackSize"] as? Int == 3)
        let data = try JSONSerialization.data(withJSONObject: rotary)
        #expect(try JSONDecoder().decode(StackTransformViewOptions.self, from: data) == .rotary)
    }

    @Test("an unknown --effect or --format is an error naming the flag")
    func errors() {
        #expect(runTool("presets", "--effect", "spin").errorOutput.hasPrefix("error: --effect: unknown effect 'spin'"))
        #expect(runTool("presets", "--format", "csv").errorOutput.hasPrefix("error: --format:"))
    }
}
