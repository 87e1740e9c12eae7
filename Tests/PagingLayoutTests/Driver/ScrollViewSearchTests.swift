import Foundation
import Testing

@testable import PagingLayout

/// Finding a page's scroll views for its snapshot identifier.
@Suite("ScrollViewSearch")
struct ScrollViewSearchTests {
    /// A view: a name, whether it scrolls, its children.
    struct View {
        let name: String
        var scrolls = false
        var children: [View] = []
    }

    static func search(_ root: View) -> [String] {
        ScrollViewSearch.scrollViews(below: root, subviews: \.children, isScrollView: \.scrolls).map(\.name)
    }

    // Defect 8. The SwiftUI cell looked only at the hosting view's direct children; SwiftUI puts a
    // `ScrollView`'s UIScrollView several levels down, so scrolling it never changed the identifier
    // and the page kept showing its old capture.
    @Test("a scroll view several levels below the page is found")
    func nestedScrollViewFound() {
        let page = View(name: "host", children: [
            View(name: "platform", children: [View(name: "wrapper", children: [View(name: "list", scrolls: true)])])
        ])
        #expect(Self.search(page) == ["list"])
    }

    @Test("nearer scroll views come first, and a scroll view's own content is not searched")
    func nearestFirst() {
        let page = View(name: "host", children: [
            View(name: "a", children: [View(name: "deep", scrolls: true)]),
            View(name: "near", scrolls: true, children: [View(name: "inner", scrolls: true)]),
        ])
        #expect(Self.search(page) == ["near", "deep"])
    }

    @Test("the page itself is not counted, and a page without scroll views has none")
    func rootNotCounted() {
        #expect(Self.search(View(name: "host", scrolls: true)).isEmpty)
        #expect(Self.search(View(name: "host", children: [View(name: "label")])).isEmpty)
    }
}
