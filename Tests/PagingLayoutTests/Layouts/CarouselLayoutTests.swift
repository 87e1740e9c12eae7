import Foundation
import TestSupport
import Testing

@testable import PagingLayout

@Suite("CarouselLayout")
struct CarouselLayoutTests {
    // Items 100 × 50, 10 apart (step 110), neighbours of the focused item 30 apart: the focus
    // translation is at most 30 − 10 = 20. Item i rests at x = 110 i, its centre at 110 i + 50.
    static let options = CarouselLayoutOptions(
        itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 30)
    static let viewport = CGSize(width: 300, height: 100)
    let carousel = CarouselLayout(options: options, itemCount: 5)

    /// The translation of each listed item, by index.
    func translations(at x: CGFloat) -> [Int: CGFloat] {
        let pass = carousel.layout(at: CGPoint(x: x, y: 0), viewportSize: Self.viewport)
        return Dictionary(uniqueKeysWithValues: pass.elements.map { ($0.item, $0.transform.m41) })
    }

    @Test("the defaults are the seed's: 150 × 100 items, spacing 30, 60 around the focus")
    func defaults() {
        let options = CarouselLayoutOptions()
        #expect(options.itemSize == CGSize(width: 150, height: 100))
        #expect(options.spacing == 30)
        #expect(options.spacingWhenFocused == 60)
    }

    @Test("content runs from the first item's start to the last one's end, as tall as an item")
    func contentSize() {
        #expect(carousel.contentSize == CGSize(width: 540, height: 50))  // 5 × 100 + 4 × 10
        #expect(CarouselLayout(options: Self.options, itemCount: 0).contentSize == CGSize(width: 0, height: 50))
        #expect(carousel.contentInset(viewportWidth: 300) == 100)
    }

    @Test("the continuous focused index is 0 with item 0 centred, fractional between items")
    func focusedIndex() {
        // Item 0 centred: the offset is −inset = −100.
        #expect(carousel.continuousFocusedIndex(atOffset: -100, viewportWidth: 300) == 0)
        // (150 + 120 − 50) / 110 = 2.
        #expect(carousel.continuousFocusedIndex(atOffset: 120, viewportWidth: 300) == 2)
        #expect(isClose(carousel.continuousFocusedIndex(atOffset: 175, viewportWidth: 300), 2.5))
    }

    @Test("focus resting on an item: its neighbours move the full 20 points apart, it stays")
    func restingFocus() {
        // Offset 120 centres item 2. Viewport 120…420; item 1 shifted to 90…190, item 3 to 350…450,
        // items 0 (−20…80) and 4 (460…560) out of view.
        let pass = carousel.layout(at: CGPoint(x: 120, y: 0), viewportSize: Self.viewport)
        #expect(pass.contentSize == CGSize(width: 540, height: 50))
        #expect(pass.elements.map(\.item) == [1, 2, 3])
        #expect(pass.elements.map(\.transform.m41) == [-20, 0, 20])
        // Centred across the axis: y = (100 − 50) / 2.
        #expect(
            pass.elements.map(\.frame) == [
                CGRect(x: 110, y: 25, width: 100, height: 50), CGRect(x: 220, y: 25, width: 100, height: 50),
                CGRect(x: 330, y: 25, width: 100, height: 50),
            ])
        #expect(pass.elements.allSatisfy { $0.parallaxOffset == .zero && $0.overlayAlpha == 0 && $0.zPosition == 0 })
    }

    @Test("focus a quarter step past an item: half the translation; halfway between: none")
    func betweenItems() {
        // A quarter step is 27.5: index 2.25, factor 1 − 2 × 0.25 = 0.5 → ±10.
        let quarter = translations(at: 147.5)
        #expect(quarter[1].map { isClose($0, -10) } == true)
        #expect(quarter[2] == 0)
        #expect(quarter[3].map { isClose($0, 10) } == true)
        // Halfway (index 2.5, rounding to 3): the factor is 0.
        let halfway = translations(at: 175)
        #expect(halfway.values.allSatisfy { isClose($0, 0) })
    }

    @Test("a focused spacing below the spacing pulls the neighbours in")
    func pullIn() {
        let tight = CarouselLayout(
            options: CarouselLayoutOptions(
                itemSize: CGSize(width: 100, height: 50), spacing: 10, spacingWhenFocused: 4),
            itemCount: 5)
        let pass = tight.layout(at: CGPoint(x: 120, y: 0), viewportSize: Self.viewport)
        #expect(pass.elements.map(\.transform.m41) == [6, 0, -6])
    }

    @Test("the translation changes continuously with the offset, across every change of focus")
    func continuity() {
        // The factor's slope is 2 per step, so 0.5 points move a translation by at most
        // 2 × 20 × 0.5 / 110 ≈ 0.18.
        var previous = [Int: CGFloat]()
        for step in 0...1400 {
            let x = -100 + CGFloat(step) * 0.5
            let current = translations(at: x)
            for (item, shift) in current {
                if let before = previous[item] { #expect(abs(shift - before) < 0.19, "item \(item) at \(x)") }
            }
            previous = current
        }
    }

    @Test("matches the seed's loop over every item at random offsets and settings")
    func agreesWithSeed() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<300 {
            let size = CGSize(width: CGFloat.random(in: 20...300, using: &random), height: 80)
            let spacing = CGFloat.random(in: -10...40, using: &random)
            let focused = CGFloat.random(in: -20...80, using: &random)
            let count = Int.random(in: 0...30, using: &random)
            let viewport = CGSize(width: CGFloat.random(in: 200...1000, using: &random), height: 200)
            let offset = CGPoint(x: CGFloat.random(in: -800...8000, using: &random), y: 0)
            let reference = SeedCarouselReference(
                itemSize: size, spacing: spacing, spacingWhenFocused: focused, count: count)
            let carousel = CarouselLayout(
                options: CarouselLayoutOptions(itemSize: size, spacing: spacing, spacingWhenFocused: focused),
                itemCount: count)
            let pass = carousel.layout(at: offset, viewportSize: viewport)
            let expected = reference.items(offset: offset, viewport: viewport)
            #expect(pass.elements.map(\.item) == expected.map(\.index), "offset \(offset.x)")
            for (element, item) in zip(pass.elements, expected) {
                #expect(element.frame == item.frame)
                #expect(isClose(element.transform.m41, item.translationX, tolerance: 1e-6))
            }
            let proposed = CGPoint(x: CGFloat.random(in: -1000...9000, using: &random), y: 0)
            let target = carousel.targetOffset(forProposed: proposed, velocity: .zero, viewportSize: viewport)
            #expect(
                isClose(target.x, reference.targetOffset(proposed: proposed, viewport: viewport).x, tolerance: 1e-6))
        }
    }

    @Test("snaps to the item whose resting centre is nearest the viewport's centre")
    func snapping() {
        // Centres at 50, 160, 270, 380, 490; the viewport's centre is 150 past the offset.
        func target(_ x: CGFloat) -> CGFloat {
            carousel.targetOffset(
                forProposed: CGPoint(x: x, y: 7), velocity: CGPoint(x: 3, y: 0), viewportSize: Self.viewport
            ).x
        }
        #expect(target(100) == 120)  // centre 250 → 270
        #expect(target(200) == 230)  // centre 350 → 380
        #expect(target(-400) == -100)  // centre −250: item 0 is the only one within reach
        #expect(target(5000) == 5000)  // nothing within a viewport width: the proposal stands
        #expect(
            carousel.targetOffset(forProposed: CGPoint(x: 100, y: 7), velocity: .zero, viewportSize: Self.viewport).y
                == 7)
    }

    @Test("bad input lists nothing or holds numbers finite, never traps")
    func badInput() {
        let zeroWidth = CarouselLayout(
            options: CarouselLayoutOptions(itemSize: CGSize(width: 0, height: 50), spacing: 10), itemCount: 5)
        #expect(zeroWidth.layout(at: .zero, viewportSize: Self.viewport).elements.isEmpty)
        #expect(
            zeroWidth.targetOffset(forProposed: CGPoint(x: 12, y: 0), velocity: .zero, viewportSize: Self.viewport).x
                == 12)
        #expect(CarouselLayout(options: Self.options, itemCount: -3).itemCount == 0)

        let nan = carousel.layout(at: CGPoint(x: CGFloat.nan, y: .infinity), viewportSize: Self.viewport)
        #expect(nan.elements.isEmpty)  // the viewport sits far below the items
        let huge = carousel.layout(at: CGPoint(x: -CGFloat.infinity, y: 0), viewportSize: Self.viewport)
        #expect(huge.elements.isEmpty)  // held at the most negative finite offset, far left of the items
        // Far along a row of Int.max items there are items to list, each with finite numbers.
        let far = CarouselLayout(options: Self.options, itemCount: Int.max)
            .layout(at: CGPoint(x: 1e12, y: 0), viewportSize: Self.viewport)
        #expect(!far.elements.isEmpty)
        #expect(far.elements.allSatisfy { $0.transform.isFinite && $0.frame.minX.isFinite && $0.frame.minX > 0 })

        // Step 0 (spacing −width): every item in one place, the focused index 0; a pass lists the
        // focused item and at most `maximumRange` of the others.
        let stacked = CarouselLayout(
            options: CarouselLayoutOptions(
                itemSize: CGSize(width: 100, height: 50), spacing: -100, spacingWhenFocused: -100),
            itemCount: 1_000_000)
        let pass = stacked.layout(at: CGPoint(x: 0, y: 0), viewportSize: Self.viewport)
        #expect(pass.elements.count == 1 + PagingEngine.maximumVisibleItems)
        #expect(stacked.contentSize.width == 100)
    }
}
