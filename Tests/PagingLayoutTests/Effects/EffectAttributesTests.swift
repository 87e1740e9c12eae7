import Foundation
import Testing

@testable import PagingLayout

@Suite("EffectAttributes")
struct EffectAttributesTests {
    @Test("the plain initializer leaves a view untouched at z position 0")
    func untouched() {
        let attributes = EffectAttributes()
        #expect(attributes.zPosition == 0)
        #expect(attributes.transform == .identity)
        #expect(attributes.alpha == 1)
        #expect(attributes.shadow == nil && attributes.blurRadius == 0)
        #expect(attributes.isDoubleSided && !attributes.isTargetHidden)
    }

    // −|round(p)|, rounding half away from zero: 0.4 → 0, −1.4 → −1, 2.5 → −3, −2.5 → −3.
    @Test(
        "defaultZPositionAt sets only the z position, −|round(progress)|",
        arguments: [(0.4, 0), (-1.4, -1), (2.5, -3), (-2.5, -3), (CGFloat.nan, 0)] as [(CGFloat, Int)])
    func defaultZPosition(progress: CGFloat, zPosition: Int) {
        #expect(EffectAttributes(defaultZPositionAt: progress) == EffectAttributes(zPosition: zPosition))
    }

    // The returning call and the adapters copy the value every frame: with a reference inside (the
    // snapshot's pieces array, once) each copy went through the type's outlined value witnesses.
    @Test("the attributes are trivially copyable: no reference, so a copy is a block copy")
    func triviallyCopyable() {
        #expect(_isPOD(EffectAttributes.self))
        #expect(_isPOD(ShadowAttributes.self) && _isPOD(Transform3D.self))
        // The snapshot holds the storage instead.
        #expect(!_isPOD(SnapshotAttributes.self))
    }
}
