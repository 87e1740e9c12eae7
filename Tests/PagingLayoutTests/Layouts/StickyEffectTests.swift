import Foundation
import Testing

@testable import PagingLayout

@Suite("StickyEffect")
struct StickyEffectTests {
    @Test("it rests until the viewport's top plus the inset reaches it, then follows the scroll")
    func sticks() {
        let sticky = StickyEffect()
        #expect(sticky.translation(atOffset: 0, origin: 250, pinnedInset: 50) == 0)
        #expect(sticky.translation(atOffset: 200, origin: 250, pinnedInset: 50) == 0)
        #expect(sticky.translation(atOffset: 300, origin: 250, pinnedInset: 50) == 100)
        #expect(sticky.translation(atOffset: 1300, origin: 250, pinnedInset: 50) == 1100)
    }

    @Test("it stops after its limit, so the next section pushes it up")
    func limited() {
        let sticky = StickyEffect()
        #expect(sticky.translation(atOffset: 500, origin: 250, pinnedInset: 50, maxTranslation: 330) == 300)
        #expect(sticky.translation(atOffset: 530, origin: 250, pinnedInset: 50, maxTranslation: 330) == 330)
        #expect(sticky.translation(atOffset: 5000, origin: 250, pinnedInset: 50, maxTranslation: 330) == 330)
    }

    @Test("non-finite offsets give finite translations")
    func nonFinite() {
        let sticky = StickyEffect()
        for offset: CGFloat in [.nan, .infinity, -.infinity] {
            #expect(sticky.translation(atOffset: offset, origin: 10).isFinite)
        }
        #expect(sticky.translation(atOffset: .nan, origin: 10) == 0)
    }
}
