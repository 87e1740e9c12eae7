import Foundation
import PagingLayout
import Testing

/// One spec fixture of this target and the member the PagingEffectSpecs plugin generated for it.
struct SpecFixture: Sendable, CustomTestStringConvertible {
    /// The fixture's file name in `Specs/`.
    var fileName: String
    /// The generated effect.
    var generated: any PagingEffect

    var testDescription: String { fileName }

    /// The folder holding the spec files, which the plugin reads from this target too.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs")

    /// The fixture's JSON.
    var specJSON: Data {
        get throws { try Data(contentsOf: Self.directory.appendingPathComponent(fileName)) }
    }

    /// Every fixture; naming a member that was not generated fails to compile.
    static let all = [
        SpecFixture(fileName: "cover-flow.pagingeffect.json", generated: GeneratedEffects.coverFlow),
        SpecFixture(fileName: "default.pagingeffect.json", generated: GeneratedEffects.default),
        SpecFixture(fileName: "scale-every-field.pagingeffect.json", generated: GeneratedEffects.scaleEveryField),
        SpecFixture(fileName: "stack-every-field.pagingeffect.json", generated: GeneratedEffects.stackEveryField),
        SpecFixture(fileName: "snapshot-pieces.pagingeffect.json", generated: GeneratedEffects.snapshotPieces),
        SpecFixture(fileName: "composition.pagingeffect.json", generated: GeneratedEffects.composition),
        SpecFixture(fileName: "tricky-numbers.pagingeffect.json", generated: GeneratedEffects.trickyNumbers),
    ]
}
