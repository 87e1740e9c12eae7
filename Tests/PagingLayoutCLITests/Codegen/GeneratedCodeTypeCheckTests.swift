import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutCodegen

@Suite("Generated code type-checks", .enabled(if: TypeChecker.isAvailable, "needs swiftc on PATH and the built module"))
struct GeneratedCodeTypeCheckTests {
    /// A file of members generated from specs holding seeded random options and compositions of them.
    static func randomFile(seed: UInt64, count: Int) throws -> String {
        var random = RandomOptions(seed: seed)
        var members: [GeneratedEffectsFile.Member] = []
        for index in 0..<count {
            var entries: [EffectSpec] = []
            for _ in 0..<(random.chance(0.25) ? 3 : 1) {
                switch Int.random(in: 0..<3, using: &random.random) {
                case 0: entries.append(try .effect("scale", options: random.scale()))
                case 1: entries.append(try .effect("stack", options: random.stack()))
                default: entries.append(try .effect("snapshot", options: random.snapshot()))
                }
            }
            let spec = entries.count == 1 ? entries[0] : .compose(entries)
            let name = SwiftIdentifier(validating: "random\(index)")!
            members.append(
                .init(name: name, sourceFileName: "\(name).pagingeffect.json", effect: try GeneratedEffect(spec.content)))
        }
        return GeneratedEffectsFile(members: members).text
    }

    @Test("a file the type checker rejects is reported (the check can fail)")
    func rejects() throws {
        let diagnostics = try TypeChecker.diagnostics(for: "import PagingLayout\nlet x: Int = ScaleEffect()\n")
        #expect(diagnostics.contains("error"))
    }

    @Test(
        "members for 60 seeded random options and compositions type-check without a warning",
        arguments: [1, 2, 3] as [UInt64])
    func randomOptions(seed: UInt64) throws {
        let source = try Self.randomFile(seed: seed, count: 20)
        let diagnostics = try TypeChecker.diagnostics(for: source)
        #expect(diagnostics.isEmpty, "\(diagnostics)\n\(source)")
    }

    @Test("every preset of every built-in effect, as a preset and spelt out as options, type-checks")
    func presets() throws {
        let registry = EffectRegistry()
        var members: [GeneratedEffectsFile.Member] = []
        for effect in registry.effectNames {
            for preset in try registry.presetNames(of: effect) {
                let options = try registry.effects.presetOptions(of: effect, preset: preset)
                for (suffix, content) in [
                    ("Preset", EffectSpec.Content.effect(name: effect, preset: preset)),
                    ("Options", .effect(name: effect, options: options)),
                ] {
                    let capitalised = preset.prefix(1).uppercased() + preset.dropFirst()
                    let name = SwiftIdentifier(validating: effect + capitalised + suffix)!
                    members.append(.init(name: name, sourceFileName: "\(name).json", effect: try GeneratedEffect(content)))
                }
            }
        }
        let diagnostics = try TypeChecker.diagnostics(for: GeneratedEffectsFile(members: members).text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
