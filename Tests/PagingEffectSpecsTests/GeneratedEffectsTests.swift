import Foundation
import PagingLayout
import Testing

@Suite("Effects the PagingEffectSpecs plugin generates from spec files")
struct GeneratedEffectsTests {
    @Test("every spec file in Specs/ has a fixture, so none goes untested")
    func fixturesCoverSpecs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SpecFixture.directory.path)
            .filter { $0.hasSuffix(".pagingeffect.json") }
        #expect(Set(files) == Set(SpecFixture.all.map(\.fileName)))
    }

    @Test(
        "the generated effect gives the registry's attributes over a sweep of progress and sizes",
        arguments: SpecFixture.all)
    func sameAttributes(fixture: SpecFixture) throws {
        let decoded = try EffectRegistry().makeEffect(specJSON: fixture.specJSON)
        let progresses = stride(from: -3.0, through: 3.0, by: 0.125).map { CGFloat($0) } + [-0.37, 0.61, 7.5, -12]
        let sizes = [CGSize(width: 300, height: 500), CGSize(width: 123.5, height: 77)]
        for size in sizes {
            let context = EffectContext(targetSize: size)
            for progress in progresses {
                let expected = decoded.attributes(for: progress, in: context)
                let actual = fixture.generated.attributes(for: progress, in: context)
                #expect(actual == expected, "progress \(progress), size \(size)")
            }
        }
    }

    @Test("the generated effect holds the same options, bit for bit (negative zero, subnormals included)",
        arguments: SpecFixture.all)
    func sameOptions(fixture: SpecFixture) throws {
        let decoded = try EffectRegistry().makeEffect(specJSON: fixture.specJSON)
        // The options as JSON with sorted keys: distinct doubles, and 0 and -0, print differently.
        let expected = try OptionsFingerprint(decoded)
        #expect(try OptionsFingerprint(fixture.generated) == expected)
        #expect(!expected.parts.isEmpty)
    }

    @Test("numbers that need care are rebuilt exactly")
    func trickyNumbers() {
        let options = GeneratedEffects.trickyNumbers.options
        // -0.0 in the spec stays negative zero; 5e-324 is the smallest subnormal, 2⁻¹⁰⁷⁴.
        #expect(options.translationRatio.x == 0 && options.translationRatio.x.sign == .minus)
        #expect(options.translationRatio.y == CGFloat.leastNonzeroMagnitude)
        #expect(options.minTranslationRatio?.y.sign == .minus)
        // 7.036870839547745e+177 is a decimal an x86 compiler rounds twice (via 80 bits) to its neighbour.
        #expect(options.maxTranslationRatio?.x == CGFloat(Double("7.036870839547745e+177")!))
        // 9007199254740993 = 2⁵³ + 1 is no double; the reader rounds it to 2⁵³ (ties to even).
        #expect(options.shadowOffsetMax.height == 9_007_199_254_740_992)
        // 1e-45 as a Float is its smallest subnormal, 2⁻¹⁴⁹.
        #expect(options.shadowOpacityMin == Float.leastNonzeroMagnitude)
        #expect(options.shadowOpacity == Float(0.123456789))
        // "#01FE7F00": 1, 254 and 127 255ths, alpha 0.
        #expect(options.shadowColor == RGBAColor(red: 1.0 / 255, green: 254.0 / 255, blue: 127.0 / 255, alpha: 0))
    }

    @Test("a preset spec is the preset, a file named after a keyword still makes a member")
    func presets() {
        #expect(GeneratedEffects.coverFlow == ScaleEffect(options: .coverFlow))
        #expect(GeneratedEffects.default == SnapshotEffect())
    }
}
