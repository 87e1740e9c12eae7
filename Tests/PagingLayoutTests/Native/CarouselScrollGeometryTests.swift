import Foundation
import Testing

@testable import PagingLayout

@Suite("CarouselScrollGeometry: the focus carousel in a scroll view without insets")
struct CarouselScrollGeometryTests {
    /// 100 × 50 items 10 apart, 30 around the focus, in a 300 × 100 viewport: a step of 110, and
    /// 100 points of padding at each end so the end items can reach the centre.
    private let carousel = CarouselScrollGeometry(
        layout: CarouselLayout(
            options: CarouselLayoutOptions(itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30),
            itemCount: 5),
        viewportSize: CGSize(width: 300, height: 100))

    /// Item `index`'s frame in the viewport at scroll offset `offset`, as a stack padded by 100
    /// with 110-point steps places it.
    private func frame(ofItem index: Int, atScrollOffset offset: CGFloat) -> CGRect {
        CGRect(x: 100 + CGFloat(index) * 110 - offset, y: 25, width: 100, height: 50)
    }

    @Test("the ends are padded by half the room beside an item, and the last item rests at 4 steps")
    func padding() {
        #expect(carousel.endPadding == 100)
        #expect(carousel.step == 110)
        // Padded content 100 + 5 × 100 + 4 × 10 + 100 = 740, less the 300-point viewport.
        #expect(carousel.maximumScrollOffset == 440)
    }

    @Test("a quarter step past item 2, its neighbours are pushed apart by half the extra 20 points")
    func quarterStep() {
        // Scroll offset 247.5 is layout offset 147.5: focus (150 + 147.5 − 50) / 110 = 2.25.
        let offset: CGFloat = 247.5
        #expect(carousel.layoutOffset(ofItem: 3, frame: frame(ofItem: 3, atScrollOffset: offset)) == 147.5)
        #expect(isNear(carousel.progress(ofItem: 3, frame: frame(ofItem: 3, atScrollOffset: offset)), 0.75))
        // (30 − 10) × (1 − 2 × 0.25) = 10 either way; the focused item stays.
        #expect(isNear(carousel.translation(ofItem: 1, frame: frame(ofItem: 1, atScrollOffset: offset)), -10))
        #expect(isNear(carousel.translation(ofItem: 2, frame: frame(ofItem: 2, atScrollOffset: offset)), 0))
        #expect(isNear(carousel.translation(ofItem: 3, frame: frame(ofItem: 3, atScrollOffset: offset)), 10))
    }

    @Test("resting on an item, every item before it moves back 20 points and every one after forward 20")
    func resting() {
        // Item 2 centred at scroll offset 2 × 110.
        let offset: CGFloat = 220
        let moves = (0..<5).map { carousel.translation(ofItem: $0, frame: frame(ofItem: $0, atScrollOffset: offset)) }
        #expect(moves == [-20, -20, 0, 20, 20])
    }

    @Test("halfway between two items every gap is the plain spacing")
    func halfway() {
        let offset: CGFloat = 275   // focus 2.5
        for index in 0..<5 {
            #expect(carousel.translation(ofItem: index, frame: frame(ofItem: index, atScrollOffset: offset)) == 0)
        }
    }

    @Test("every item the layout lists moves as the layout moves it, from its frame in the scroll view")
    func agreesWithTheLayout() {
        let viewport = CGSize(width: 300, height: 100)
        var compared = 0
        for offset in stride(from: CGFloat(-40), through: 480, by: 7.3) {
            // The layout measures from the first item: scroll offset less the padding.
            let pass = carousel.layout.layout(at: CGPoint(x: offset - 100, y: 0), viewportSize: viewport)
            for element in pass.elements {
                let native = carousel.translation(ofItem: element.item, frame: frame(ofItem: element.item, atScrollOffset: offset))
                #expect(isNear(native, element.transform.m41), "item \(element.item) at scroll offset \(offset)")
                compared += 1
            }
        }
        #expect(compared > 150)
    }

    @Test("a release rests with the item nearest the viewport's centre centred, within the scrollable range")
    func snapping() {
        // Proposed 300: the centre 450 in the padded content is nearest item 3's (100 + 330 + 50 = 480).
        #expect(carousel.target(forProposedOffset: CGPoint(x: 300, y: 7), velocity: .zero) == CGPoint(x: 330, y: 7))
        // Item 1's centre (260) is nearest a centre at 255 — a fling's velocity does not change it.
        #expect(carousel.target(forProposedOffset: CGPoint(x: 105, y: 0), velocity: CGPoint(x: 900, y: 0)).x == 110)
        // Before the start: item 0; far past the end, with no item near: the end, item 4 centred.
        #expect(carousel.target(forProposedOffset: CGPoint(x: -50, y: 0), velocity: .zero).x == 0)
        #expect(carousel.target(forProposedOffset: CGPoint(x: 2000, y: 0), velocity: .zero).x == 440)
    }

    @Test("an item wider than the viewport gets no padding, and the scroll range is the content less the viewport")
    func wideItems() {
        let wide = CarouselScrollGeometry(
            layout: CarouselLayout(
                options: CarouselLayoutOptions(itemSize: CGSize(width: 400, height: 50), spacing: 10, spacingWhenFocused: 30),
                itemCount: 3),
            viewportSize: CGSize(width: 300, height: 100))
        #expect(wide.endPadding == 0)
        // 3 × 400 + 2 × 10 − 300.
        #expect(wide.maximumScrollOffset == 920)
    }

    @Test("bad input: non-finite frames, proposals and sizes give finite numbers; no items, no scrolling")
    func badInput() {
        let nan = CGRect(x: CGFloat.nan, y: 0, width: 100, height: 50)
        #expect(carousel.translation(ofItem: 2, frame: nan).isFinite)
        #expect(carousel.progress(ofItem: 2, frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)).isFinite)
        let target = carousel.target(forProposedOffset: CGPoint(x: CGFloat.nan, y: .infinity), velocity: .zero)
        #expect(target.x.isFinite && target.y == 0)
        let empty = CarouselScrollGeometry(
            layout: CarouselLayout(itemCount: 0), viewportSize: CGSize(width: CGFloat.nan, height: -5))
        #expect(empty.viewportSize == .zero)
        #expect(empty.maximumScrollOffset == 0)
        #expect(empty.target(forProposedOffset: CGPoint(x: 50, y: 0), velocity: .zero).x == 0)
        let negative = CarouselScrollGeometry(
            layout: CarouselLayout(options: CarouselLayoutOptions(itemSize: CGSize(width: -10, height: CGFloat.nan)), itemCount: 3),
            viewportSize: CGSize(width: 300, height: 100))
        #expect(negative.itemSize == .zero)
    }
}
