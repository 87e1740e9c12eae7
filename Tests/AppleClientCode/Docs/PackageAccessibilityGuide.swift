// Docs/Accessibility.md, Docs/PageIndicator.md and Docs/AutoScroll.md of this package, in SwiftUI: the
// accessibility modifier, the page dots and the auto-scroll modifier. (The UIKit snippets are in
// PackagePagerWiringGuide.swift, which the UIKit stand-in's scenarios also run.)
import PagingLayout
import PagingLayoutUIKit
import SwiftUI

/// A banner that auto-scrolls only while it is on screen (Docs/AutoScroll.md).
struct AutoScrollingBanner: View {
    let autoScroller: AutoScroller
    let titles = ["Harbour", "Sunrise", "Dunes"]
    @State private var page = 0

    var body: some View {
        Text(titles[page])
            .autoScroll(autoScroller)
    }
}

struct Banner: View {
    @State private var page = 0
    let titles = ["Harbour", "Sunrise", "Dunes"]

    var body: some View {
        VStack {
            Text(titles[page])
                .font(.largeTitle)
                .pagerAccessibility(
                    PagerAccessibility(numberOfPages: titles.count, currentPage: page, pageLabel: titles[page]),
                    label: "Banner"
                ) { page = $0 }
            PageIndicatorDots(PageIndicator(numberOfPages: titles.count, position: CGFloat(page))) { page = $0 }
        }
    }
}
