import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("PhotosPreviewLayout")
struct PhotosPreviewLayoutTests {
    // Pages 400 × 600, 20 apart (step 420): page i starts at 420 i.
    static let options = PhotosPreviewLayoutOptions(
        itemSize: CGSize(width: 400, height: 600), spacing: 20, offsetBetweenCells: 44, parallaxRatio: 0.3)
    static let viewport = CGSize(width: 400, height: 600)
    let preview = PhotosPreviewLayout(options: options, itemCount: 5)

    func pass(at x: CGFloat) -> LayoutPass {
        preview.layout(at: CGPoint(x: x, y: 0), viewportSize: Self.viewport)
    }

    @Test("the defaults: the seed's 44 points and 0.3, the flow layout's spacing 10")
    func defaults() {
        let options = PhotosPreviewLayoutOptions()
        #expect(options.offsetBetweenCells == 44)
        #expect(options.parallaxRatio == 0.3)
        #expect(options.spacing == 10)
    }

    @Test("content holds every page and gap; pages map to offsets by the step")
    func geometry() {
        #expect(preview.contentSize == CGSize(width: 2080, height: 600))  // 5 × 400 + 4 × 20
        #expect(preview.page(atOffset: 840) == 2)
        #expect(preview.offset(forPage: 1.5) == 630)
        #expect(preview.progress(ofPage: 1, atOffset: 210) == 0.525)
    }

    @Test("a page filling the viewport does not move")
    func atRest() {
        let pass = pass(at: 0)
        #expect(pass.elements.map(\.item) == [0])
        let page = pass.elements[0]
        #expect(page.frame == CGRect(x: 0, y: 0, width: 400, height: 600))  // top-aligned
        #expect(page.transform.m41 == 0)
        #expect(page.parallaxOffset.x == 0)
    }

    @Test("halfway between two pages both move apart and their images towards each other")
    func halfway() {
        // Offset 210: page 0 progress −0.525, page 1 +0.525.
        let pass = pass(at: 210)
        #expect(pass.elements.map(\.item) == [0, 1])
        #expect(isClose(pass.elements[0].transform.m41, -23.1))  // 44 × −0.525
        #expect(isClose(pass.elements[0].parallaxOffset.x, 63))  // −400 × 0.3 × −0.525
        #expect(isClose(pass.elements[1].transform.m41, 23.1))
        #expect(isClose(pass.elements[1].parallaxOffset.x, -63))
        #expect(pass.elements[1].frame == CGRect(x: 420, y: 0, width: 400, height: 600))
    }

    @Test("a page more than one page from the offset rests; the ones within it move")
    func outsideOnePage() {
        // Offset 500: page 0 at progress −1.25 rests (and is out of view); page 1 at −0.2 moves
        // −8.8 (image +24); page 2 at 0.85 moves 37.4 (image −102).
        let pass = pass(at: 500)
        #expect(pass.elements.map(\.item) == [1, 2])
        #expect(isClose(pass.elements[0].transform.m41, -8.8))
        #expect(isClose(pass.elements[0].parallaxOffset.x, 24))
        #expect(isClose(pass.elements[1].transform.m41, 37.4))
        #expect(isClose(pass.elements[1].parallaxOffset.x, -102))
        // With a wider viewport, page 0 shows, unmoved.
        let wide = preview.layout(at: CGPoint(x: 300, y: 0), viewportSize: CGSize(width: 1000, height: 600))
        #expect(wide.elements.first { $0.item == 0 }?.transform.m41 == -33)  // 44 × (0 − 300) / 400
        let far = preview.layout(at: CGPoint(x: 420, y: 0), viewportSize: CGSize(width: 1300, height: 600))
        #expect(far.elements.first { $0.item == 3 }?.transform == .identity)  // progress 2.1
    }

    @Test("matches the seed's loop over every page at random offsets and settings")
    func agreesWithSeed() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let size = CGSize(width: CGFloat.random(in: 100...800, using: &random), height: 500)
            let spacing = CGFloat.random(in: 0...40, using: &random)
            let between = CGFloat.random(in: -100...100, using: &random)
            let ratio = CGFloat.random(in: 0...1, using: &random)
            let count = Int.random(in: 0...20, using: &random)
            let viewport = CGSize(width: CGFloat.random(in: 100...1200, using: &random), height: 500)
            let offset = CGPoint(x: CGFloat.random(in: -900...9000, using: &random), y: 0)
            let preview = PhotosPreviewLayout(
                options: PhotosPreviewLayoutOptions(
                    itemSize: size, spacing: spacing, offsetBetweenCells: between, parallaxRatio: ratio),
                itemCount: count)
            let elements = preview.layout(at: offset, viewportSize: viewport).elements
            let expected = SeedPhotosReference.preview(
                itemSize: size, spacing: spacing, offsetBetweenCells: between, parallaxRatio: ratio, count: count,
                offset: offset, viewport: viewport)
            #expect(elements.map(\.item) == expected.map(\.index), "offset \(offset.x)")
            for (element, page) in zip(elements, expected) {
                #expect(element.frame == page.frame)
                #expect(isClose(element.transform.m41, page.translationX, tolerance: 1e-6))
                #expect(isClose(element.parallaxOffset.x, page.parallaxX, tolerance: 1e-6))
            }
        }
    }

    @Test("bad input lists nothing or holds numbers finite, never traps")
    func badInput() {
        let flat = PhotosPreviewLayout(
            options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 400, height: 0)), itemCount: 3)
        #expect(flat.layout(at: .zero, viewportSize: Self.viewport).elements.isEmpty)
        let thin = PhotosPreviewLayout(
            options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 0, height: 600), spacing: 0), itemCount: 3)
        #expect(thin.layout(at: .zero, viewportSize: Self.viewport).elements.isEmpty)
        #expect(thin.progress(ofPage: 1, atOffset: 0) == 0)
        #expect(thin.page(atOffset: 100) == 0)
        let nan = pass(at: .nan)
        #expect(nan.elements.map(\.item) == [0])
        #expect(pass(at: .infinity).elements.isEmpty)
    }
}
