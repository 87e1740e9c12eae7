import Foundation
import PagingLayout
import Testing

@testable import PagingLayoutRender

@Suite("PageIndicatorRenderer")
struct PageIndicatorRendererTests {
    @Test("a circle per dot at its centre, radius half its diameter, with its page, fill and colour")
    func circles() {
        let layout = PageIndicator(numberOfPages: 2, position: 0.25).layout()
        // Centres 5 and 23 (pitch 18) moved by the origin; fills 0.75 and 0.25; diameters 9.5 and 8.5.
        #expect(
            PageIndicatorRenderer.circles(layout, origin: CGPoint(x: 10, y: 1)) == [
                ##"<circle data-page="0" data-fill="0.75" cx="15" cy="6" r="4.75" fill="#484c52"/>"##,
                ##"<circle data-page="1" data-fill="0.25" cx="33" cy="6" r="4.25" fill="#9a9fa6"/>"##,
            ])
    }

    @Test("labels carry the position and the accessibility value of the nearest page")
    func labels() {
        #expect(PageIndicatorRenderer.label(for: PageIndicator(numberOfPages: 12, position: 2.4)) == "position 2.4 · Page 3 of 12")
        #expect(PageIndicatorRenderer.label(for: PageIndicator(numberOfPages: 4, position: 3.6, isLooping: true))
            == "position 3.6 · Page 1 of 4")
        #expect(PageIndicatorRenderer.label(for: PageIndicator(numberOfPages: 4, position: 9)) == "position 9 · Page 4 of 4")
    }

    @Test("panels leave a pitch of margin round the row and are at least the minimum width")
    func panelSize() {
        let svg = PageIndicatorRenderer(spacing: 10).document(for: [PageIndicator(numberOfPages: 12, position: 0)])
        // 7 dots: a row of 6 · 18 + 10 = 118, plus 2 · 18 = 154 wide (above the 150 minimum), 10 + 36 = 46 high.
        #expect(svg.contains(##"<rect width="154" height="46" rx="6" fill="#f3f4f6"/>"##))
        let narrow = PageIndicatorRenderer().document(for: [PageIndicator(numberOfPages: 1, position: 0)])
        #expect(narrow.contains(##"<rect width="150" height="46" rx="6" fill="#f3f4f6"/>"##))
    }

    @Test("an indicator without pages draws an empty panel, never NaN")
    func empty() {
        let svg = PageIndicatorRenderer().document(for: [PageIndicator(numberOfPages: 0, position: .nan)])
        #expect(!svg.contains("<circle"))
        #expect(!svg.lowercased().contains("nan"))
        #expect(svg.contains("No pages"))
    }
}
