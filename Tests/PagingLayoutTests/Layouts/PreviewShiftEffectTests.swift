import Foundation
import Testing

@testable import PagingLayout

@Suite("PreviewShiftEffect")
struct PreviewShiftEffectTests {
    let shift = PreviewShiftEffect(offsetBetweenCells: 44, parallaxRatio: 0.3)

    @Test("the defaults are the seed's: 44 points between cells, parallax 0.3 of the width")
    func defaults() {
        #expect(PreviewShiftEffect() == shift)
    }

    @Test(
        "within one page the page moves forward and its image back",
        arguments: [
            // progress, page translation 44 p, image offset −400 × 0.3 × p.
            (0.5, 22.0, -60.0), (-0.25, -11.0, 30.0), (0.0, 0.0, 0.0), (0.99, 43.56, -118.8),
        ])
    func insideOnePage(progress: Double, translation: Double, parallax: Double) {
        #expect(isClose(shift.cellTranslation(progress: CGFloat(progress)), CGFloat(translation)))
        #expect(isClose(shift.parallaxOffset(progress: CGFloat(progress), pageWidth: 400), CGFloat(parallax)))
    }

    @Test("a page or more away nothing moves", arguments: [1.0, -1.0, 1.5, -7.0, .nan, .infinity])
    func outsideOnePage(progress: Double) {
        #expect(shift.cellTranslation(progress: CGFloat(progress)) == 0)
        #expect(shift.parallaxOffset(progress: CGFloat(progress), pageWidth: 400) == 0)
        #expect(shift.activeProgress(CGFloat(progress)) == nil)
    }
}
