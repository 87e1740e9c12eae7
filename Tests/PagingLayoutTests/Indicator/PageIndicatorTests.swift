import Foundation
import Testing

@testable import PagingLayout

// The default style: dots 8 and 10 points across, 8 apart, so the row is 10 thick and dot centres are
// 18 apart (10 + 8), the first at 5. Expected numbers below are worked out from that by hand.

@Suite("PageIndicator")
struct PageIndicatorTests {
    /// White unselected dots at half opacity, black selected ones: interpolated components are easy
    /// to work out.
    static let plainStyle = PageIndicatorStyle(
        color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5), selectedColor: RGBAColor(red: 0, green: 0, blue: 0))

    @Test("fills share the position between the two pages it lies between")
    func fills() {
        let dots = PageIndicator(numberOfPages: 5, position: 1.25, style: Self.plainStyle).layout().dots
        #expect(dots.map(\.page) == [0, 1, 2, 3, 4])
        #expect(dots.map(\.fill) == [0, 0.75, 0.25, 0, 0])
        #expect(dots.map(\.diameter) == [8, 9.5, 8.5, 8, 8])
        #expect(dots[1].color == RGBAColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.875))
        #expect(dots[2].color == RGBAColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.625))
        #expect(dots[0].color == Self.plainStyle.color)
        #expect(dots.allSatisfy { $0.presence == 1 })
    }

    @Test("a row: dot centres a pitch apart, tap targets a pitch long and 44 points across")
    func row() {
        let layout = PageIndicator(numberOfPages: 5, position: 0).layout()
        #expect(layout.size == CGSize(width: 82, height: 10))
        #expect(layout.dots.map(\.center) == [5, 23, 41, 59, 77].map { CGPoint(x: $0, y: 5) })
        #expect(layout.dots[0].hitRegion == CGRect(x: -4, y: -17, width: 18, height: 44))
        #expect(layout.dots[4].hitRegion == CGRect(x: 68, y: -17, width: 18, height: 44))
    }

    @Test("tapping a dot's cell names its page; cells touch and the edge belongs to the later one")
    func taps() {
        let indicator = PageIndicator(numberOfPages: 5, position: 0)
        #expect(indicator.page(at: CGPoint(x: 5, y: 5)) == 0)
        #expect(indicator.page(at: CGPoint(x: 13.9, y: 5)) == 0)
        #expect(indicator.page(at: CGPoint(x: 14, y: 5)) == 1)
        #expect(indicator.page(at: CGPoint(x: 60, y: 26.9)) == 3)
        #expect(indicator.page(at: CGPoint(x: 60, y: 27)) == nil)
        #expect(indicator.page(at: CGPoint(x: 86, y: 5)) == nil)
        #expect(indicator.page(at: CGPoint(x: -4.1, y: 5)) == nil)
        #expect(indicator.page(at: CGPoint(x: CGFloat.nan, y: 5)) == nil)
    }

    @Test("right to left: page 0 on the right, taps mirrored")
    func rightToLeft() {
        let indicator = PageIndicator(numberOfPages: 5, position: 0, layoutDirection: .rightToLeft)
        let layout = indicator.layout()
        #expect(layout.dots.map(\.center.x) == [77, 59, 41, 23, 5])
        #expect(layout.dots[0].hitRegion == CGRect(x: 68, y: -17, width: 18, height: 44))
        #expect(indicator.page(at: CGPoint(x: 5, y: 5)) == 4)
        #expect(indicator.page(at: CGPoint(x: 80, y: 5)) == 0)
    }

    @Test("vertical: a column top to bottom, layout direction ignored")
    func vertical() {
        let indicator = PageIndicator(
            numberOfPages: 3, position: 2, orientation: .vertical, layoutDirection: .rightToLeft)
        let layout = indicator.layout()
        #expect(layout.size == CGSize(width: 10, height: 46))
        #expect(layout.dots.map(\.center) == [5, 23, 41].map { CGPoint(x: 5, y: $0) })
        #expect(layout.dots[1].hitRegion == CGRect(x: -17, y: 14, width: 44, height: 18))
        #expect(indicator.page(at: CGPoint(x: 5, y: 40)) == 2)
    }

    @Test("a long list shows a window of dots centred on the position, kept within the pages")
    func window() {
        var style = PageIndicatorStyle()
        style.maximumVisibleDots = 5
        func pages(_ position: CGFloat) -> [Int] {
            PageIndicator(numberOfPages: 20, position: position, style: style).layout().dots.map(\.page)
        }
        #expect(pages(10) == [8, 9, 10, 11, 12])
        #expect(pages(0) == [0, 1, 2, 3, 4])
        #expect(pages(1) == [0, 1, 2, 3, 4])
        #expect(pages(19) == [15, 16, 17, 18, 19])
        let layout = PageIndicator(numberOfPages: 20, position: 10, style: style).layout()
        #expect(layout.size == CGSize(width: 82, height: 10))
        #expect(layout.dots.map(\.center.x) == [5, 23, 41, 59, 77])
    }

    @Test("the window slides with the position: dots at its ends shrink as they slide out")
    func slidingWindow() {
        var style = PageIndicatorStyle()
        style.maximumVisibleDots = 5
        let indicator = PageIndicator(numberOfPages: 20, position: 10.5, style: style)
        #expect(indicator.windowStart == 8.5)
        let dots = indicator.layout().dots
        #expect(dots.map(\.page) == [8, 9, 10, 11, 12, 13])
        #expect(dots.map(\.presence) == [0.5, 1, 1, 1, 1, 0.5])
        #expect(dots.map(\.center.x) == [-4, 14, 32, 50, 68, 86])
        #expect(dots.map(\.diameter) == [4, 8, 9, 9, 8, 4])
    }

    @Test("a looping pager's last dot hands over to the first")
    func looping() {
        func fills(_ position: CGFloat) -> [CGFloat] {
            PageIndicator(numberOfPages: 4, position: position, isLooping: true).layout().dots.map(\.fill)
        }
        #expect(fills(3.5) == [0.5, 0, 0, 0.5])
        #expect(fills(-0.25) == [0.75, 0, 0, 0.25])
        #expect(fills(7) == [0, 0, 0, 1])
        #expect(fills(-8) == [1, 0, 0, 0])
    }

    @Test("positions past the ends count as the ends; a non-finite one as 0", arguments: [
        (CGFloat(-2), [CGFloat(1), 0, 0]), (10, [0, 0, 1]), (.nan, [1, 0, 0]), (.infinity, [1, 0, 0]),
    ])
    func clampsPositions(position: CGFloat, fills: [CGFloat]) {
        #expect(PageIndicator(numberOfPages: 3, position: position).layout().dots.map(\.fill) == fills)
        #expect(PageIndicator(numberOfPages: 3, position: position, isLooping: true).resolvedPosition.isFinite)
    }

    @Test("no pages: no dots in a zero size", arguments: [0, -3])
    func noPages(count: Int) {
        let indicator = PageIndicator(numberOfPages: count, position: 1)
        #expect(indicator.layout() == PageIndicatorLayout(size: .zero, dots: []))
        #expect(indicator.page(at: .zero) == nil)
        #expect(indicator.fill(ofPage: 0) == 0)
    }

    @Test("style lengths above 1 000 000 points count as 1 000 000, so the row's size stays finite")
    func capsStyleLengths() {
        let style = PageIndicatorStyle(
            dotDiameter: 1e308, selectedDotDiameter: 1e308, spacing: 1e308, minimumHitLength: .greatestFiniteMagnitude)
        #expect(style.resolvedDotDiameter == 1_000_000)
        #expect(style.pitch == 2_000_000)
        // Three dots: two pitches between the outer centres plus one thickness, 2 · 2 000 000 + 1 000 000.
        let layout = PageIndicator(numberOfPages: 3, position: 1, style: style).layout()
        #expect(layout.size == CGSize(width: 5_000_000, height: 1_000_000))
        #expect(layout.dots.map(\.center.x) == [500_000, 2_500_000, 4_500_000])
        #expect(layout.dots[1].hitRegion == CGRect(x: 1_500_000, y: 0, width: 2_000_000, height: 1_000_000))
    }

    @Test("a pager of Int.max pages at its far end lays out its window without a trap")
    func intMaxPages() {
        // Near 2⁶³ a Double cannot tell neighbouring pages apart: the window collapses onto the last
        // page, which is drawn, with finite numbers.
        let layout = PageIndicator(numberOfPages: .max, position: 1e19).layout()
        #expect(layout.dots.last?.page == Int.max - 1)
        #expect(layout.dots.allSatisfy { $0.center.x.isFinite && $0.diameter.isFinite })
        #expect(layout.size.width.isFinite)
    }

    @Test("negative and non-finite style lengths count as 0; the window holds at least one dot")
    func clampsStyle() {
        let style = PageIndicatorStyle(
            dotDiameter: -5, selectedDotDiameter: .nan, spacing: -1, maximumVisibleDots: 0, minimumHitLength: .infinity)
        let layout = PageIndicator(numberOfPages: 4, position: 2, style: style).layout()
        #expect(layout.size == .zero)
        #expect(layout.dots.map(\.page) == [2])
        #expect(layout.dots[0].diameter == 0)
        #expect(layout.dots[0].hitRegion == .zero)
    }

    @Test("fills are the engine's progress seen from each page: 1 − |progress|, for every visible page")
    func followsTheEngine() {
        for looping in [false, true] {
            let geometry = PageGeometry(
                viewportSize: CGSize(width: 300, height: 200), pageLength: 240, spacing: 12, isLooping: looping)
            let engine = PagingEngine(geometry: geometry, itemCounts: [6])
            // Within the pages (0…5): past the ends the dots hold the end page while the engine's
            // progress goes on (bouncing). A looping pager has no ends.
            for step in 0...40 {
                let position = CGFloat(step) * 0.125 - (looping ? 0.5 : 0)
                let offset = engine.contentOffset(atScrollPosition: position)
                let indicator = PageIndicator(engine: engine, contentOffset: offset)
                for item in engine.layout(at: offset).elements where abs(item.progress) <= 1 {
                    let expected = 1 - abs(item.progress)
                    #expect(abs(indicator.fill(ofPage: item.flatIndex) - expected) < 1e-9, "\(looping) \(step)")
                }
            }
        }
    }

    @Test("fills add up to one page at every position")
    func fillsAddUp() {
        for looping in [false, true] {
            for step in -8...48 {
                let indicator = PageIndicator(numberOfPages: 5, position: CGFloat(step) / 8, isLooping: looping)
                let total = (0..<5).map(indicator.fill(ofPage:)).reduce(0, +)
                #expect(abs(total - 1) < 1e-12, "\(looping) \(step)")
            }
        }
    }

    @Test("made from an engine: its pages, position, looping and directions")
    func fromEngine() {
        let geometry = PageGeometry(
            viewportSize: CGSize(width: 300, height: 200), layoutDirection: .rightToLeft, isLooping: true)
        let engine = PagingEngine(geometry: geometry, itemCounts: [5])
        let indicator = PageIndicator(engine: engine, contentOffset: engine.contentOffset(atScrollPosition: 1.25))
        #expect(indicator.numberOfPages == 5)
        #expect(indicator.position == 1.25)
        #expect(indicator.isLooping)
        #expect(indicator.orientation == .horizontal)
        #expect(indicator.layoutDirection == .rightToLeft)
    }
}
