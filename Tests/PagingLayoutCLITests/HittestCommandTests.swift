import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCLI

@MainActor
@Suite("paging-layout hittest")
struct HittestCommandTests {
    @Test("prints the contract's JSON: each point with the item it hit, or null")
    func contract() throws {
        // The scale effect leaves the centred page (progress 0) untransformed and in front, so the
        // viewport's centre hits page 1 = [0, 1] at offset 300; (−5, 10) is outside the viewport.
        let outcome = PagingLayoutTool.run([
            "hittest", "--effect", "scale", "--sections", "4", "--offset", "300,0", "--points", "150,250;-5,10",
        ])
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        #expect(
            outcome.output
                == "{\"hits\":[{\"x\":150.0,\"y\":250.0,\"item\":{\"section\":0,\"item\":1}},"
                + "{\"x\":-5.0,\"y\":10.0,\"item\":null}]}\n")
    }

    @Test("answers what the library's hit test answers, point by point")
    func agreesWithLibrary() throws {
        let scene = try coverFlowScene()
        var points: [CGPoint] = []
        for y in stride(from: 5.0, through: 495, by: 35) {
            for x in stride(from: 3.0, through: 303, by: 15) { points.append(CGPoint(x: x, y: y)) }
        }
        let text = points.map { "\($0.x),\($0.y)" }.joined(separator: ";")
        let outcome = PagingLayoutTool.run(["hittest", "--points", text] + coverFlowFlags)
        #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
        let hits = try #require(try jsonObject(outcome.output)["hits"] as? [[String: Any]])
        #expect(hits.count == points.count)
        var answers = Set<String>()
        for (point, hit) in zip(points, hits) {
            let expected = scene.item(atViewportPoint: point)?.indexPath
            let item = hit["item"] as? [String: Int]
            let got = item.map { ItemIndexPath(item: $0["item"] ?? -1, section: $0["section"] ?? -1) }
            #expect(got == expected, "at \(point)")
            #expect(hit["x"] as? Double == point.x && hit["y"] as? Double == point.y)
            answers.insert(expected?.description ?? "null")
        }
        // Three pages and empty space: the comparison covers several answers.
        #expect(answers.count >= 3)
    }

    @Test("--points is required and checked", arguments: [[] as [String], ["--points", "1,2;3"], ["--points", ""]])
    func badPoints(extra: [String]) {
        let outcome = PagingLayoutTool.run(["hittest"] + coverFlowFlags + extra)
        #expect(outcome.exitCode == 2)
        #expect(outcome.errorOutput.hasPrefix("error: --points"), "\(outcome.errorOutput)")
    }
}
