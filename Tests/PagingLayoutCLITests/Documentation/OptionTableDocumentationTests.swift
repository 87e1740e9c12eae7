import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCLI

/// `Docs/Effects.md`'s option tables are what `paging-layout options` writes from the options'
/// help — the same help the designer shows — so the docs and the designer cannot disagree.
@MainActor
@Suite("Option tables in the docs")
struct OptionTableDocumentationTests {
    /// `Docs/Effects.md`'s text.
    static func effectsDocument() throws -> String {
        try String(
            contentsOf: TypeChecker.packageDirectory.appendingPathComponent("Docs/Effects.md"), encoding: .utf8)
    }

    @Test("each registered effect's table in Docs/Effects.md is what paging-layout options prints for it")
    func tablesAreCurrent() throws {
        let document = try Self.effectsDocument()
        for name in EffectRegistry().effectNames {
            let outcome = PagingLayoutTool.run(["options", "--effect", name])
            #expect(outcome.exitCode == 0, "\(outcome.errorOutput)")
            let start = try #require(document.range(of: "<!-- options: \(name) "), "no option table for \(name)")
            let body = try #require(document.range(of: "-->\n", range: start.upperBound..<document.endIndex))
            let end = try #require(document.range(of: "<!-- /options -->", range: body.upperBound..<document.endIndex))
            #expect(
                String(document[body.upperBound..<end.lowerBound]) == outcome.output,
                "Docs/Effects.md's \(name) table is out of date: run python3 Scripts/render-docs.py")
        }
    }

    @Test("a row gives the key, the default, the unit, the slider's range and what it does, with its condition")
    func rowsReadAsDocumented() {
        let table = PagingLayoutTool.run(["options", "--effect", "scale"]).output
        let rows = table.split(separator: "\n").map(String.init)
        #expect(rows.first == "| option | default | unit | range | what it does |")
        // The original's defaults: minScale 0.75; the shadow's colour black; rotation3d off.
        #expect(rows.contains("| `minScale` | 0.75 | × | 0…2 | the smallest scale a page shrinks to |"), "\(table)")
        #expect(
            rows.contains {
                $0.hasPrefix("| `blurEffectRadiusRatio` | 0.4 | × | 0…1 |")
                    && $0.hasSuffix("; only while `blurEffectEnabled` is `true` |")
            }, "\(table)")
        #expect(rows.contains { $0.hasPrefix("| `shadowOpacity` | 0.6 |") && $0.hasSuffix("; has no effect |") })
        #expect(rows.contains { $0.hasPrefix("| `rotation3d` | `nil` |") })
        #expect(rows.contains { $0.hasPrefix("| `rotation3d.angle` | — | rad | −3.15…3.15 |") }, "\(table)")
    }

    @Test("values read as people write them: π multiples, reciprocals, points, sizes")
    func valuesReadNaturally() {
        #expect(OptionValueText.number(2 * .pi) == "2π")
        #expect(OptionValueText.number(.pi / 7) == "π/7")
        #expect(OptionValueText.number(-.pi / 4) == "−π/4")
        #expect(OptionValueText.number(-1.0 / 500) == "−1/500")
        #expect(OptionValueText.number(0.93) == "0.93")
        #expect(OptionValueText.number(0.25) == "0.25" && OptionValueText.number(-0.01) == "−0.01")
        #expect(OptionValueText.number(16) == "16")
        #expect(OptionValueText.markdown(.object(["x": .number(0.93), "y": .number(-0.36)])) == "(0.93, −0.36)")
        #expect(OptionValueText.markdown(.object(["width": .number(1), "height": .number(0.125)])) == "(1, 0.125)")
        #expect(OptionValueText.markdown(.object(["static": .number(0)])) == "`{\"static\":0}`")
    }

    @Test("--format json gives the designer each option's help; an unknown effect or format exits 2")
    func jsonAndBadFlags() throws {
        let outcome = PagingLayoutTool.run(["options", "--effect", "stack", "--format", "json"])
        #expect(outcome.exitCode == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        let effects = try #require(parsed?["effects"] as? [[String: Any]])
        let options = try #require(effects.first?["options"] as? [[String: Any]])
        let size = try #require(options.first { $0["key"] as? String == "maxStackSize" })
        #expect(size["range"] as? [Double] == [0, 10] && size["step"] as? Double == 1 && size["symbol"] as? String == "items")
        let blur = try #require(options.first { $0["key"] as? String == "maxBlurEffectRadius" })
        let when = try #require(blur["when"] as? [String: Any])
        #expect(when["key"] as? String == "blurEffectEnabled" && when["values"] as? [Bool] == [true])
        #expect(PagingLayoutTool.run(["options", "--effect", "nope"]).exitCode == 2)
        #expect(PagingLayoutTool.run(["options", "--format", "xml"]).exitCode == 2)
    }
}
