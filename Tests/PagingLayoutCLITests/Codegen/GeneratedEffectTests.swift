import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCodegen

@Suite("The Swift for a spec's effect")
struct GeneratedEffectTests {
    func generated(_ json: String) throws -> GeneratedEffect {
        try GeneratedEffect(SpecError.decode(EffectSpec.self, from: Data(json.utf8)).content)
    }

    @Test(
        "presets, defaults and options",
        arguments: [
            (#"{"version":1,"effect":"scale","preset":"coverFlow"}"#, "ScaleEffect", "ScaleEffect(options: .layout(.coverFlow))"),
            (#"{"version":1,"effect":"stack","preset":"default"}"#, "StackEffect", "StackEffect()"),
            // The spec file's preset "reverse" is the case `reversed` in Swift.
            (#"{"version":1,"effect":"stack","preset":"reverse"}"#, "StackEffect", "StackEffect(options: .layout(.reversed))"),
            (#"{"version":1,"effect":"snapshot"}"#, "SnapshotEffect", "SnapshotEffect()"),
            (#"{"version":1,"effect":"stack","options":{}}"#, "StackEffect", "StackEffect()"),
            // The default's own value spelt out is still the default.
            (#"{"version":1,"effect":"stack","options":{"maxStackSize":3}}"#, "StackEffect", "StackEffect()"),
            (
                #"{"version":1,"effect":"stack","options":{"maxStackSize":4,"maxScale":null}}"#, "StackEffect",
                "StackEffect(options: StackTransformViewOptions(maxScale: nil, maxStackSize: 4))"
            ),
            (
                #"{"version":1,"effect":"snapshot","options":{"piecesAlphaRatio":{"rowBased":0.1}}}"#, "SnapshotEffect",
                "SnapshotEffect(options: SnapshotTransformViewOptions(piecesAlphaRatio: .rowBased(0.1)))"
            ),
            (
                #"{"version":1,"effect":"iCarousel","preset":"coverFlow"}"#, "ICarouselEffect",
                "ICarouselEffect(options: .layout(.coverFlow))"
            ),
            (
                #"{"version":1,"effect":"fsPagerView","options":{"type":"cubic","minimumScale":0.5}}"#,
                "FSPagerViewEffect", "FSPagerViewEffect(options: FSPagerViewOptions(type: .cubic, minimumScale: 0.5))"
            ),
            (
                #"{"version":1,"effect":"animatedCollectionViewLayout","preset":"default"}"#, "AnimatedLayoutEffect",
                "AnimatedLayoutEffect()"
            ),
            (
                #"{"version":1,"effect":"android","options":{"transformer":"margin","margin":8}}"#,
                "AndroidPageEffect", "AndroidPageEffect(options: AndroidPageOptions(transformer: .margin, margin: 8))"
            ),
        ])
    func effects(json: String, typeName: String, expression: String) throws {
        let effect = try generated(json)
        #expect(effect.typeName == typeName)
        #expect(effect.expression.inline == expression)
    }

    @Test("a composition is a ComposedEffect of its entries, nested as written")
    func composition() throws {
        let effect = try generated(
            #"{"version":1,"compose":[{"effect":"scale","preset":"linear"},{"compose":[{"effect":"stack"}]}]}"#)
        #expect(effect.typeName == "ComposedEffect")
        #expect(
            effect.expression.inline
                == "ComposedEffect([ScaleEffect(options: .layout(.linear)), ComposedEffect([StackEffect()])])")
    }

    @Test("an effect without a Swift counterpart is an error at its key path")
    func unknownEffect() throws {
        let error = try #require(throws: SpecError.self) {
            try generated(#"{"version":1,"compose":[{"effect":"scale"},{"effect":"tilt"}]}"#)
        }
        #expect(error.path == "compose[1].effect")
        #expect(error.message.contains("'tilt'"))
    }

    @Test("options that do not read are an error at their key path")
    func badOptions() throws {
        let error = try #require(throws: SpecError.self) {
            try generated(#"{"version":1,"compose":[{"effect":"stack","options":{"popAngle":"big"}}]}"#)
        }
        #expect(error.description == "compose[0].options.popAngle: expected a number")
    }
}
