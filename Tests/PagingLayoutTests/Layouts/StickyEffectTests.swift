import Foundation
import Testing

@testable import PagingLayout

@Suite("StickyEffect")
struct StickyEffectTests {
    @Test("it rests until the viewport's top plus the inset reaches it, then follows the scroll")
    func sticks() {
        let sticky = StickyEffect(origin: 250, pinnedInset: 50)
        #expect(sticky.translation(atOffset: 0) == 0)
        #expect(sticky.translation(atOffset: 200) == 0)
        #expect(sticky.translation(atOffset: 300) == 100)
        #expect(sticky.transform(atOffset: 1300) == .translation(x: 0, y: 1100))
    }

    @Test("it stops after its limit, so the next section pushes it up")
    func limited() {
        let sticky = StickyEffect(origin: 250, pinnedInset: 50, maxTranslation: 330)
        #expect(sticky.translation(atOffset: 500) == 300)
        #expect(sticky.translation(atOffset: 530) == 330)
        #expect(sticky.translation(atOffset: 5000) == 330)
    }

    @Test("non-finite offsets give finite translations")
    func nonFinite() {
        let sticky = StickyEffect(origin: 10)
        for offset: CGFloat in [.nan, .infinity, -.infinity] {
            #expect(sticky.translation(atOffset: offset).isFinite)
        }
        #expect(sticky.translation(atOffset: .nan) == 0)
    }
}
