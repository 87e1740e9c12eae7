import Foundation
import PagingLayout
import Testing

@Suite("ThumbnailDeletion as a ScrollLayout")
struct ThumbnailDeletionScrollLayoutTests {
    // Four thumbnails 30 × 50, 10 apart (step 40), thumbnail 1 being deleted, 0.225 s in (the slide).
    // A 230-point viewport insets the content by (230 − 30) / 2 = 100 on each side.
    static let viewport = CGSize(width: 230, height: 50)
    static let deletion = ThumbnailDeletion(
        strip: ThumbnailStripLayout(
            options: ThumbnailStripOptions(
                itemSize: CGSize(width: 30, height: 50), distanceBetween: 10, aspectRatios: [1, 2, 1.5, 1])),
        deletedIndex: 1, elapsed: 0.225)!

    @Test("the strip before the deletion answers the geometry: content 4 × 30 + 3 × 10 by 50, inset 100, rests on thumbnails")
    func geometryIsTheStripBefore() {
        let layout: any ScrollLayout = Self.deletion
        #expect(layout.contentSize(viewportSize: Self.viewport) == CGSize(width: 150, height: 50))
        #expect(layout.contentInset(viewportSize: Self.viewport) == ContentPadding(both: 100))
        // (−45 + 100) / 40 = 1.375: thumbnail 1 (offset 40 − 100 = −60) is nearer than thumbnail 2 (−20).
        #expect(
            layout.targetOffset(forProposed: CGPoint(x: -45, y: 0), velocity: .zero, viewportSize: Self.viewport)
                == CGPoint(x: -60, y: 0))
        #expect(
            layout.restingFrame(of: ItemIndexPath(item: 3, section: 0), viewportSize: Self.viewport)
                == CGRect(x: 120, y: 0, width: 30, height: 50))
        #expect(layout.restingFrame(of: ItemIndexPath(item: 4, section: 0), viewportSize: Self.viewport) == nil)
    }

    @Test("a pass through the contract replaces what the pass held with the animation's moment")
    func passIsTheMoment() {
        let layout: any ScrollLayout = Self.deletion
        let stale = LayoutElement(kind: .header, section: 9, item: 9, frame: .zero)
        var pass = LayoutPass(contentSize: .zero, elements: [stale])
        layout.layout(at: CGPoint(x: -60, y: 0), viewportSize: Self.viewport, into: &pass)
        #expect(!pass.elements.contains(stale))
        #expect(pass == Self.deletion.layout(at: CGPoint(x: -60, y: 0), viewportSize: Self.viewport))
        #expect(pass.contentSize == CGSize(width: 150, height: 50))
    }
}
