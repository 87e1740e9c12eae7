import Foundation
import Testing

@testable import PagingLayout

@Suite("PageGeometry of a vertical pager ignores the layout direction")
struct PageGeometryVerticalDirectionTests {
    @Test("right to left leaves a vertical pager unmirrored: page k settles at k · 500, top to bottom")
    func verticalRightToLeft() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 500), scrollDirection: .vertical, layoutDirection: .rightToLeft)
        #expect(!geometry.isMirrored)
        // Mirrored, slot 1 would sit at 2000 − 500 − 500 = 1000.
        #expect(geometry.settledOffset(forSlot: 1, pageCount: 4) == 500)
        #expect(geometry.position(atOffset: 750, pageCount: 4) == 1.5)
        #expect(geometry.position(atOffset: CGPoint(x: 0, y: 250), pageCount: 4) == 0.5)
    }
}
