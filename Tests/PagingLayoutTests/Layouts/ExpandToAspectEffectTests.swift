import Foundation
import Testing

@testable import PagingLayout

@Suite("ExpandToAspectEffect")
struct ExpandToAspectEffectTests {
    // A 30 × 50 thumbnail: an image of aspect 2 would make it 100 wide (70 more), one of 0.5 25 wide.
    let item = CGSize(width: 30, height: 50)

    @Test("at rate 1 the focused item reaches its aspect ratio, falling linearly to 0 a step away")
    func fullRate() {
        let expand = ExpandToAspectEffect(expandingRate: 1)
        #expect(expand.extraWidth(progress: 0, aspectRatio: 2, itemSize: item) == 70)
        #expect(expand.extraWidth(progress: 0.25, aspectRatio: 2, itemSize: item) == 52.5)
        #expect(expand.extraWidth(progress: -0.75, aspectRatio: 0.5, itemSize: item) == -1.25)
        #expect(expand.extraWidth(progress: 1, aspectRatio: 2, itemSize: item) == 0)
        #expect(expand.extraWidth(progress: -3, aspectRatio: 2, itemSize: item) == 0)
    }

    @Test("at rate 0 nothing expands; in between the expansion scales with the rate")
    func rates() {
        #expect(ExpandToAspectEffect(expandingRate: 0).extraWidth(progress: 0, aspectRatio: 2, itemSize: item) == 0)
        #expect(ExpandToAspectEffect(expandingRate: 0.5).extraWidth(progress: 0, aspectRatio: 2, itemSize: item) == 35)
        #expect(ExpandToAspectEffect(expandingRate: 0.5).expanding(progress: 0.5) == 0.25)
        #expect(ExpandToAspectEffect().expandingRate == 1)
    }

    @Test("an image of the item's own aspect ratio, or non-finite progress, changes nothing")
    func noChange() {
        let expand = ExpandToAspectEffect()
        #expect(expand.extraWidth(progress: 0, aspectRatio: 0.6, itemSize: item) == 0)
        #expect(expand.extraWidth(progress: .nan, aspectRatio: 2, itemSize: item) == 0)
        #expect(expand.extraWidth(progress: 0, aspectRatio: .greatestFiniteMagnitude, itemSize: item).isFinite)
    }
}
