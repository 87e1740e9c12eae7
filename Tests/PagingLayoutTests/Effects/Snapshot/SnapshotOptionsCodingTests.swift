import Foundation
import Testing

@testable import PagingLayout

private func decode(_ json: String) throws -> SnapshotOptions {
    try SpecError.decode(SnapshotOptions.self, from: Data(json.utf8))
}

private func decodeError(_ json: String) -> String? {
    do {
        _ = try decode(json)
        return nil
    } catch {
        return (error as? SpecError)?.description ?? "not a SpecError: \(error)"
    }
}

@Suite("Snapshot options as JSON")
struct SnapshotOptionsCodingTests {
    @Test("an empty object gives the original's defaults")
    func defaults() throws {
        let options = try decode("{}")
        #expect(options == SnapshotOptions())
        #expect(options.pieceSizeRatio == CGSize(width: 1, height: 0.125))
        #expect(options.piecesTranslationRatio == .rowOddEven(CGPoint(x: 0, y: -1), CGPoint(x: -1, y: -1)))
        #expect(options.piecesScaleRatio == .static(CGSize(width: 0, height: 1)))
        #expect(options.containerScaleRatio == 0.25)
        #expect(options.containerTranslationRatio == CGPoint(x: 1, y: 0))
        #expect(options.minPiecesTranslationRatio == nil && options.containerMaxTranslationRatio == nil)
    }

    @Test("every key is read; null clears an optional field")
    func everyKey() throws {
        let options = try decode(
            """
            {
              "pieceSizeRatio": {"width": 0.5, "height": 0.25},
              "piecesCornerRadiusRatio": {"static": 0.3},
              "piecesAlphaRatio": {"rowBased": 0.1, "reversed": true},
              "piecesTranslationRatio": {"columnBasedMirror": {"x": 1, "y": -1}},
              "minPiecesTranslationRatio": {"static": {"x": -0.5, "y": -0.5}},
              "maxPiecesTranslationRatio": null,
              "piecesScaleRatio": {"columnOddEven": [{"width": 0.1, "height": 0.2}, {"width": 0.3, "height": 0.4}], "increasing": true},
              "containerScaleRatio": 0.4,
              "containerTranslationRatio": {"x": 0.7, "y": 0.1},
              "containerMinTranslationRatio": {"x": -1, "y": -2},
              "containerMaxTranslationRatio": null
            }
            """)
        let expected = SnapshotOptions(
            pieceSizeRatio: CGSize(width: 0.5, height: 0.25),
            piecesCornerRadiusRatio: .static(0.3),
            piecesAlphaRatio: .rowBased(0.1, reversed: true),
            piecesTranslationRatio: .columnBasedMirror(CGPoint(x: 1, y: -1)),
            minPiecesTranslationRatio: .static(CGPoint(x: -0.5, y: -0.5)),
            maxPiecesTranslationRatio: nil,
            piecesScaleRatio: .columnOddEven(CGSize(width: 0.1, height: 0.2), CGSize(width: 0.3, height: 0.4), increasing: true),
            containerScaleRatio: 0.4,
            containerTranslationRatio: CGPoint(x: 0.7, y: 0.1),
            containerMinTranslationRatio: CGPoint(x: -1, y: -2),
            containerMaxTranslationRatio: nil)
        #expect(options == expected)
    }

    @Test("the example in Docs/Effects.md (snapshot options in spec files) decodes")
    func documentedExample() throws {
        let options = try decode(
            """
            {
              "pieceSizeRatio": {"width": 0.25, "height": 0.1},
              "piecesCornerRadiusRatio": {"static": 0.5},
              "piecesAlphaRatio": {"aggregated": [{"rowBasedMirror": 0.2}, {"columnBasedMirror": 0.4}], "operation": "sum"},
              "piecesTranslationRatio": {"rowOddEven": [{"x": -0.15, "y": 0}, {"x": 0.15, "y": 0}]},
              "maxPiecesTranslationRatio": {"static": {"x": 0.5, "y": 0.5}},
              "piecesScaleRatio": {"columnBasedMirror": {"width": 0.1, "height": 0.2}, "reversed": true},
              "containerScaleRatio": 0.2,
              "containerTranslationRatio": {"x": 1, "y": 0},
              "containerMinTranslationRatio": null
            }
            """)
        #expect(options.piecesAlphaRatio == .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum))
        #expect(options.piecesScaleRatio == .columnBasedMirror(CGSize(width: 0.1, height: 0.2), reversed: true))
        #expect(options.maxPiecesTranslationRatio == .static(CGPoint(x: 0.5, y: 0.5)))
        #expect(options.containerScaleRatio == 0.2)
    }

    @Test("every pieces value shape decodes to its case", arguments: [
        (#"{"static":0.5}"#, SnapshotOptions.PiecesValue<CGFloat>.static(0.5)),
        (#"{"rowBased":0.5}"#, .rowBased(0.5)),
        (#"{"rowBased":0.5,"reversed":true}"#, .rowBased(0.5, reversed: true)),
        (#"{"columnBased":0.5,"reversed":false}"#, .columnBased(0.5)),
        (#"{"rowBasedMirror":0.5,"reversed":true}"#, .rowBasedMirror(0.5, reversed: true)),
        (#"{"columnBasedMirror":0.5}"#, .columnBasedMirror(0.5)),
        (#"{"rowOddEven":[0.1,0.2]}"#, .rowOddEven(0.1, 0.2)),
        (#"{"columnOddEven":[0.1,0.2],"increasing":true}"#, .columnOddEven(0.1, 0.2, increasing: true)),
        (#"{"indexBasedCustom":[1,2,3]}"#, .indexBasedCustom([1, 2, 3])),
        (#"{"rowBasedCustom":[1]}"#, .rowBasedCustom([1])),
        (#"{"columnBasedCustom":[4,5]}"#, .columnBasedCustom([4, 5])),
        (#"{"aggregated":[{"static":1},{"rowBased":2}],"operation":"sum"}"#, .aggregated([.static(1), .rowBased(2)], .sum)),
        (#"{"aggregated":[{"aggregated":[{"static":1}],"operation":"product"}],"operation":"product"}"#,
         .aggregated([.aggregated([.static(1)], .product)], .product)),
    ])
    func shapes(json: String, expected: SnapshotOptions.PiecesValue<CGFloat>) throws {
        let options = try decode(#"{"piecesAlphaRatio":\#(json)}"#)
        #expect(options.piecesAlphaRatio == expected)
    }

    @Test("errors name the key path and what was expected", arguments: [
        (#"{"pieceSizeRatio":{"width":1}}"#, "pieceSizeRatio.height: required key is missing"),
        (#"{"containerScaleRatio":"big"}"#, "containerScaleRatio: expected a number"),
        (#"{"piecesCount":3}"#, "piecesCount: unknown key; expected one of: " + SnapshotOptions.specKeys.joined(separator: ", ")),
        (#"{"piecesAlphaRatio":0.3}"#, "piecesAlphaRatio: expected an object"),
        (#"{"piecesAlphaRatio":{"static":{"x":1,"y":2}}}"#, "piecesAlphaRatio.static: expected a number"),
        (#"{"piecesTranslationRatio":{"static":0.5}}"#, "piecesTranslationRatio.static: expected an object"),
        (#"{"piecesScaleRatio":{"static":{"x":1,"y":2}}}"#, "piecesScaleRatio.static.x: unknown key; expected one of: width, height"),
        (#"{"piecesAlphaRatio":{"rowBased":0.1,"increasing":true}}"#,
         "piecesAlphaRatio.increasing: unknown key; expected one of: rowBased, reversed"),
        (#"{"piecesAlphaRatio":{"rowBased":0.1,"reversed":1}}"#, "piecesAlphaRatio.reversed: expected true or false"),
        (#"{"piecesAlphaRatio":{"rowOddEven":[0.1]}}"#, "piecesAlphaRatio.rowOddEven: expected two values [odd, even], found 1"),
        (#"{"piecesAlphaRatio":{"indexBasedCustom":[]}}"#, "piecesAlphaRatio.indexBasedCustom: expected at least one value"),
        (#"{"piecesAlphaRatio":{"rowBasedCustom":[]}}"#, "piecesAlphaRatio.rowBasedCustom: expected at least one value"),
        (#"{"piecesAlphaRatio":{"columnBasedCustom":[]}}"#, "piecesAlphaRatio.columnBasedCustom: expected at least one value"),
        (#"{"piecesAlphaRatio":{"aggregated":[],"operation":"sum"}}"#,
         "piecesAlphaRatio.aggregated: expected at least one pieces value"),
        (#"{"piecesAlphaRatio":{"aggregated":[{"static":1}]}}"#, "piecesAlphaRatio.operation: required key is missing"),
        (#"{"piecesAlphaRatio":{"aggregated":[{"static":1}],"operation":"max"}}"#,
         #"piecesAlphaRatio.operation: expected "sum" or "product""#),
        (#"{"minPiecesTranslationRatio":{"aggregated":[{"static":{"x":1,"y":1}},{"rowBased":{"x":1}}],"operation":"sum"}}"#,
         "minPiecesTranslationRatio.aggregated[1].rowBased.y: required key is missing"),
    ])
    func errors(json: String, expected: String) {
        #expect(decodeError(json) == expected)
    }

    @Test("a pieces value needs exactly one case key", arguments: [
        (#"{"piecesAlphaRatio":{}}"#, "none"),
        (#"{"piecesAlphaRatio":{"rowbased":0.1}}"#, "rowbased"),
        (#"{"piecesAlphaRatio":{"static":0.1,"rowBased":0.2}}"#, "rowBased, static"),
    ])
    func caseKeys(json: String, found: String) throws {
        let message = try #require(decodeError(json))
        #expect(message.hasPrefix("piecesAlphaRatio: expected an object with exactly one of the keys static, rowBased,"))
        #expect(message.hasSuffix("; found \(found)"))
    }

    @Test("every preset survives a round trip through JSON", arguments: SnapshotOptions.Layout.allCases)
    func roundTrip(layout: SnapshotOptions.Layout) throws {
        let options = SnapshotOptions.layout(layout)
        let data = try JSONEncoder().encode(options)
        #expect(try SpecError.decode(SnapshotOptions.self, from: data) == options)
    }

    @Test("options with every pieces value case and nil fields survive a round trip")
    func roundTripEveryCase() throws {
        let options = SnapshotOptions(
            piecesCornerRadiusRatio: .indexBasedCustom([0.1, 0.2]),
            piecesAlphaRatio: .aggregated([.rowBasedCustom([0.3]), .columnBasedCustom([0.4, 0.5])], .product),
            piecesTranslationRatio: .columnOddEven(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), increasing: true),
            minPiecesTranslationRatio: .rowBased(CGPoint(x: -1, y: -1), reversed: true),
            maxPiecesTranslationRatio: nil,
            piecesScaleRatio: .columnBased(CGSize(width: 0.1, height: 0.2), reversed: true),
            containerMinTranslationRatio: nil,
            containerMaxTranslationRatio: CGPoint(x: 2, y: 3))
        let data = try JSONEncoder().encode(options)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""maxPiecesTranslationRatio":null"#))
        #expect(text.contains(#""operation":"product""#))
        #expect(try SpecError.decode(SnapshotOptions.self, from: data) == options)
    }

    @Test("presets are the same through layout(_:) and the static members")
    func presetSpellings() {
        let statics: [SnapshotOptions.Layout: SnapshotOptions] = [
            .grid: .grid, .space: .space, .chess: .chess, .tiles: .tiles,
            .lines: .lines, .bars: .bars, .puzzle: .puzzle, .fade: .fade,
        ]
        #expect(statics.count == SnapshotOptions.Layout.allCases.count)
        for (layout, options) in statics {
            #expect(SnapshotOptions.layout(layout) == options)
        }
        #expect(Set(SnapshotOptions.Layout.allCases.map(\.rawValue))
            == ["grid", "space", "chess", "tiles", "lines", "bars", "puzzle", "fade"])
    }

    @Test("presets hold the original's translation ratios", arguments: [
        (SnapshotOptions.Layout.grid, SnapshotOptions.PiecesValue<CGPoint>.aggregated(
            [.rowBasedMirror(CGPoint(x: 0, y: -1.8)), .columnBasedMirror(CGPoint(x: -1.8, y: 0))], .sum)),
        (.space, .aggregated([.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnBasedMirror(CGPoint(x: -1, y: 1))], .product)),
        (.chess, .columnBasedMirror(CGPoint(x: -1, y: 1))),
        (.tiles, .rowOddEven(CGPoint(x: -0.4, y: 0), CGPoint(x: 0.4, y: 0))),
        (.lines, .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0))),
        (.bars, .columnOddEven(CGPoint(x: 0, y: -0.1), CGPoint(x: 0, y: 0.1))),
        (.puzzle, .rowOddEven(CGPoint(x: -0.15, y: 0), CGPoint(x: 0.15, y: 0))),
        (.fade, .rowBasedMirror(CGPoint(x: 0, y: 0.1))),
    ])
    func presetTranslations(layout: SnapshotOptions.Layout, expected: SnapshotOptions.PiecesValue<CGPoint>) {
        #expect(SnapshotOptions.layout(layout).piecesTranslationRatio == expected)
    }

    @Test("presets hold the original's values", arguments: [
        // (layout, piece size, corner radius, alpha, scale ratio, container scale, container x)
        (SnapshotOptions.Layout.grid, CGSize(width: 0.25, height: 0.1), SnapshotOptions.PiecesValue<CGFloat>.static(1),
         SnapshotOptions.PiecesValue<CGFloat>.static(0), SnapshotOptions.PiecesValue<CGSize>.static(CGSize(width: 0.8, height: 0.8)), 0.1, 0.7),
        (.space, CGSize(width: 1.0 / 3, height: 0.25), .static(0.7), .aggregated([.rowBasedMirror(0.2), .columnBasedMirror(0.4)], .sum),
         .static(CGSize(width: 0.5, height: 0.5)), 0.1, 0.7),
        (.chess, CGSize(width: 0.2, height: 0.1), .static(0.5), .columnBasedMirror(0.4), .static(CGSize(width: 0.5, height: 0.5)), 0.1, 0.7),
        (.tiles, CGSize(width: 1, height: 0.1), .static(0), .static(0.4), .static(CGSize(width: 0, height: 0.1)), 0.1, 1),
        (.lines, CGSize(width: 1, height: 0.0625), .static(0), .static(0.4), .static(CGSize(width: 0.6, height: 0.96)), 0.1, 0.8),
        (.bars, CGSize(width: 0.1, height: 1), .static(1.2), .static(0.4), .static(CGSize(width: 0.2, height: 0.6)), 0.1, 1),
        (.puzzle, CGSize(width: 0.25, height: 0.1), .static(0), .aggregated([.rowOddEven(0.2, 0), .columnOddEven(0, 0.2)], .sum),
         .columnOddEven(CGSize(width: 0.1, height: 0.4), CGSize(width: 0.4, height: 0.1)), 0.2, 1),
        (.fade, CGSize(width: 1, height: 0.1), .static(0.1), .rowBased(0.1), .rowBasedMirror(CGSize(width: 0.05, height: 0.1)), 0.7, 1.9),
    ] as [(SnapshotOptions.Layout, CGSize, SnapshotOptions.PiecesValue<CGFloat>, SnapshotOptions.PiecesValue<CGFloat>,
           SnapshotOptions.PiecesValue<CGSize>, CGFloat, CGFloat)])
    func presetValues(
        layout: SnapshotOptions.Layout, pieceSize: CGSize, corner: SnapshotOptions.PiecesValue<CGFloat>,
        alpha: SnapshotOptions.PiecesValue<CGFloat>, scale: SnapshotOptions.PiecesValue<CGSize>,
        containerScale: CGFloat, containerX: CGFloat
    ) {
        let options = SnapshotOptions.layout(layout)
        #expect(options.pieceSizeRatio == pieceSize)
        #expect(options.piecesCornerRadiusRatio == corner)
        #expect(options.piecesAlphaRatio == alpha)
        #expect(options.piecesScaleRatio == scale)
        #expect(options.containerScaleRatio == containerScale)
        #expect(options.containerTranslationRatio == CGPoint(x: containerX, y: 0))
        #expect(options.minPiecesTranslationRatio == nil && options.maxPiecesTranslationRatio == nil)
        #expect(options.containerMinTranslationRatio == nil && options.containerMaxTranslationRatio == nil)
    }
}
