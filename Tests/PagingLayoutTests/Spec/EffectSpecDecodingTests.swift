import Foundation
import Testing

@testable import PagingLayout

@Suite("Spec documents decoded without a registry")
struct EffectSpecDecodingTests {
    @Test("an empty composition is refused when the document is read, before any effect is made")
    func emptyComposition() {
        #expect(throws: SpecError(path: "compose", message: "expected at least one effect")) {
            try SpecError.decode(EffectSpec.self, from: Data(#"{"version": 1, "compose": []}"#.utf8))
        }
        #expect(throws: SpecError(path: "compose[0].compose", message: "expected at least one effect")) {
            try SpecError.decode(EffectSpec.self, from: Data(#"{"version": 1, "compose": [{"compose": []}]}"#.utf8))
        }
    }
}
