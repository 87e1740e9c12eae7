import Foundation
import Testing

@testable import PagingLayout

/// Each layout through the ``ScrollLayout`` contract gives the numbers its own API gives, worked out
/// by hand below; a consumer written against the contract sees them unchanged.
@Suite("ScrollLayout conformances")
struct ScrollLayoutConformanceTests {
    /// A pass through the contract only, into storage that held another pass: what a generic consumer
    /// that keeps one pass across frames sees.
    func reusedPass(_ layout: some ScrollLayout, at offset: CGPoint, viewportSize: CGSize) -> LayoutPass {
        var pass = layout.layout(at: CGPoint(x: 1e6, y: 1e6), viewportSize: viewportSize)
        pass.elements.append(LayoutElement(kind: .header, section: 9, item: 9, frame: .zero))
        layout.layout(at: offset, viewportSize: viewportSize, into: &pass)
        return pass
    }

    @Test("the pager: content size, cells with index path, page, slot, progress and frame, snapping, resting frames")
    func pagingEngine() {
        // 300 × 500 pages, 10 of them in sections of 3, 4, 3; 3 laid out at once. Built for another
        // viewport: the contract's viewport replaces it.
        let engine = PagingEngine(
            viewportSize: CGSize(width: 100, height: 100), itemCounts: [3, 4, 3], numberOfVisibleItems: 3)
        let viewport = CGSize(width: 300, height: 500)
        #expect(engine.contentSize(viewportSize: viewport) == CGSize(width: 3000, height: 500))
        // Offset 450 is position 1.5; the nearest page is 2 (half away from zero), so pages 1…3.
        let pass = reusedPass(engine, at: CGPoint(x: 450, y: 0), viewportSize: viewport)
        #expect(pass.contentSize == CGSize(width: 3000, height: 500))
        #expect(
            pass.elements.map(\.indexPath) == [
                ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 2, section: 0), ItemIndexPath(item: 0, section: 1),
            ])
        #expect(pass.elements.map(\.flatIndex) == [1, 2, 3])
        #expect(pass.elements.map(\.slot) == [1, 2, 3])
        #expect(pass.elements.map(\.progress) == [-0.5, 0.5, 1.5])
        // −|round(progress)|, half away from zero: −1, −1, −2.
        #expect(pass.elements.map(\.zPosition) == [-1, -1, -2])
        #expect(pass.elements.allSatisfy { $0.kind == .cell && $0.frame == CGRect(x: 450, y: 0, width: 300, height: 500) })
        // The engine's own pass, sized to the same viewport, agrees element for element.
        var sized = engine
        sized.viewportSize = viewport
        let own = sized.layout(at: CGPoint(x: 450, y: 0)).elements
        #expect(own.map(\.indexPath) == pass.elements.map(\.indexPath))
        #expect(own.map(\.progress) == pass.elements.map(\.progress))
        #expect(own.map(\.frame) == pass.elements.map(\.frame))
        // 460 is position 1.53: page 2 at 600; the offset across the axis stays.
        #expect(
            engine.targetOffset(forProposed: CGPoint(x: 460, y: 7), velocity: CGPoint(x: 5, y: 0), viewportSize: viewport)
                == CGPoint(x: 600, y: 7))
        // Past the end: the last page, 9, at 2700.
        #expect(
            engine.targetOffset(forProposed: CGPoint(x: 5000, y: 0), velocity: .zero, viewportSize: viewport)
                == CGPoint(x: 2700, y: 0))
        // Page [1, 0] is page 3: settled at 900, where it fills the viewport.
        #expect(
            engine.restingFrame(of: ItemIndexPath(item: 0, section: 1), viewportSize: viewport)
                == CGRect(x: 900, y: 0, width: 300, height: 500))
        #expect(engine.restingFrame(of: ItemIndexPath(item: 4, section: 1), viewportSize: viewport) == nil)
        #expect(engine.restingFrame(of: ItemIndexPath(item: 0, section: 3), viewportSize: viewport) == nil)
        #expect(engine.contentInset(viewportSize: viewport) == ContentPadding())
    }

    @Test("the carousel: progress is the index minus the focus, snapping and resting frames as its own API")
    func carousel() {
        // Items 100 × 50, 10 apart (step 110); inset (300 − 100) / 2 = 100; item i at x = 110 i, y = 25.
        let carousel = CarouselLayout(
            options: CarouselLayoutOptions(itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30),
            itemCount: 5)
        let viewport = CGSize(width: 300, height: 100)
        #expect(carousel.contentSize(viewportSize: viewport) == CGSize(width: 540, height: 50))
        #expect(carousel.contentInset(viewportSize: viewport) == ContentPadding(both: 100))
        // Offset 175: focus (150 + 175 − 50) / 110 = 2.5.
        let pass = reusedPass(carousel, at: CGPoint(x: 175, y: 0), viewportSize: viewport)
        #expect(pass.contentSize == CGSize(width: 540, height: 50))
        for element in pass.elements {
            #expect(abs(element.progress - (CGFloat(element.item) - 2.5)) < 1e-9)
            #expect(element.flatIndex == element.item && element.slot == element.item)
        }
        // The viewport is 175…475: item 0 (0…100, pushed back) is out, item 4 (440…540) in.
        #expect(pass.elements.map(\.item) == [1, 2, 3, 4])
        // 2.5 rounds to item 3, centred at 330 + 50 = 380: offset 380 − 150 = 230.
        #expect(
            carousel.targetOffset(forProposed: CGPoint(x: 175, y: 0), velocity: .zero, viewportSize: viewport)
                == CGPoint(x: 230, y: 0))
        #expect(
            carousel.restingFrame(of: ItemIndexPath(item: 2, section: 0), viewportSize: viewport)
                == CGRect(x: 220, y: 25, width: 100, height: 50))
        #expect(carousel.restingFrame(of: ItemIndexPath(item: 5, section: 0), viewportSize: viewport) == nil)
        #expect(carousel.restingFrame(of: ItemIndexPath(item: 0, section: 1), viewportSize: viewport) == nil)
    }

    @Test("the Photos preview: progress is the page's start minus the offset in page widths; it snaps to the nearest page")
    func photosPreview() {
        // Pages 100 × 200, 10 apart (step 110): page i at x = 110 i.
        let preview = PhotosPreviewLayout(
            options: PhotosPreviewLayoutOptions(itemSize: CGSize(width: 100, height: 200), spacing: 10), itemCount: 4)
        let viewport = CGSize(width: 100, height: 200)
        #expect(preview.contentSize(viewportSize: viewport) == CGSize(width: 430, height: 200))
        #expect(preview.contentInset(viewportSize: viewport) == ContentPadding())
        let pass = reusedPass(preview, at: CGPoint(x: 165, y: 0), viewportSize: viewport)
        #expect(!pass.elements.isEmpty)
        for element in pass.elements {
            // (110 i − 165) / 100: page 1 −0.55, page 2 0.55.
            #expect(abs(element.progress - (110 * CGFloat(element.item) - 165) / 100) < 1e-9)
        }
        // 160 / 110 = 1.45 rounds to page 1 (110); 170 / 110 = 1.55 to page 2 (220).
        #expect(
            preview.targetOffset(forProposed: CGPoint(x: 160, y: 3), velocity: .zero, viewportSize: viewport)
                == CGPoint(x: 110, y: 3))
        #expect(
            preview.targetOffset(forProposed: CGPoint(x: 170, y: 0), velocity: .zero, viewportSize: viewport)
                == CGPoint(x: 220, y: 0))
        #expect(
            preview.restingFrame(of: ItemIndexPath(item: 2, section: 0), viewportSize: viewport)
                == CGRect(x: 220, y: 0, width: 100, height: 200))
        #expect(preview.restingFrame(of: ItemIndexPath(item: 4, section: 0), viewportSize: viewport) == nil)
    }

    @Test("the thumbnail strip: progress from the focus line, insets, snapping and resting frames as its own API")
    func thumbnailStrip() {
        // Thumbnails 30 × 50, 8 apart (step 38); inset (375 − 30) / 2 = 172.5.
        let strip = ThumbnailStripLayout(
            options: ThumbnailStripOptions(
                itemSize: CGSize(width: 30, height: 50), distanceBetween: 8, aspectRatios: [1, 2, 0.5, 1.5]))
        let viewport = CGSize(width: 375, height: 60)
        #expect(strip.contentSize(viewportSize: viewport) == CGSize(width: 144, height: 50))
        #expect(strip.contentInset(viewportSize: viewport) == ContentPadding(both: 172.5))
        // Offset −150: the focus line is at 22.5, so thumbnail i's progress is (38 i − 22.5) / 38.
        let pass = reusedPass(strip, at: CGPoint(x: -150, y: 0), viewportSize: viewport)
        #expect(pass.elements.map(\.item) == [0, 1, 2, 3])
        for element in pass.elements {
            #expect(abs(element.progress - (38 * CGFloat(element.item) - 22.5) / 38) < 1e-9)
        }
        // r = 22.5 / 38 = 0.59: thumbnail 0 centred at −172.5 (22.5 away), thumbnail 1 at −134.5
        // (15.5 away): the nearer wins.
        #expect(
            strip.targetOffset(forProposed: CGPoint(x: -150, y: 0), velocity: .zero, viewportSize: viewport)
                == CGPoint(x: -134.5, y: 0))
        #expect(
            strip.restingFrame(of: ItemIndexPath(item: 1, section: 0), viewportSize: viewport)
                == CGRect(x: 38, y: 0, width: 30, height: 50))
        #expect(strip.restingFrame(of: ItemIndexPath(item: 4, section: 0), viewportSize: viewport) == nil)
    }

    @Test("the list: cells carry their flat index, rest where the pass puts them unscrolled, and scrolls do not snap")
    func list() {
        // ListLayoutTests' options: header 0…200, menu 200…250; section 0: header 250…290, cells at
        // 300, 410, 520; footer 620…650; section 1: header 650…690, cells at 700 and 810.
        let list = ListLayout(options: ListLayoutTests.options, itemCounts: [3, 2])
        let viewport = CGSize(width: 320, height: 568)
        #expect(list.contentSize(viewportSize: viewport) == CGSize(width: 320, height: 940))
        let pass = reusedPass(list, at: CGPoint(x: 0, y: 500), viewportSize: viewport)
        #expect(pass.contentSize == CGSize(width: 320, height: 940))
        let cells = pass.elements.filter { $0.kind == .cell }
        // The viewport 500…1068 shows cells 0.1 (410…510), 0.2, 1.0 and 1.1: flat indices 1…4.
        #expect(
            cells.map(\.indexPath) == [
                ItemIndexPath(item: 1, section: 0), ItemIndexPath(item: 2, section: 0),
                ItemIndexPath(item: 0, section: 1), ItemIndexPath(item: 1, section: 1),
            ])
        #expect(cells.map(\.flatIndex) == [1, 2, 3, 4])
        #expect(
            list.restingFrame(of: ItemIndexPath(item: 1, section: 1), viewportSize: viewport)
                == CGRect(x: 0, y: 810, width: 320, height: 100))
        #expect(list.restingFrame(of: ItemIndexPath(item: 2, section: 1), viewportSize: viewport) == nil)
        #expect(list.restingFrame(of: ItemIndexPath(item: 0, section: 2), viewportSize: viewport) == nil)
        #expect(
            list.targetOffset(forProposed: CGPoint(x: 0, y: 333), velocity: CGPoint(x: 0, y: 2), viewportSize: viewport)
                == CGPoint(x: 0, y: 333))
    }
}
