// Docs/Accessibility.md and Docs/PageIndicator.md of this package: the accessibility element, the page
// indicator views, and the auto-scroller's system observer and window tracker wired to a page controller.
import PagingLayout
import PagingLayoutUIKit
import SwiftUI
import UIKit

@MainActor
func makePagerAccessible(_ collectionView: UICollectionView, controller: PageController) {
    let element = PagerAccessibilityElement(accessibilityContainer: collectionView)
    element.accessibilityLabel = "Photos"
    element.model = PagerAccessibility(engine: controller.engine, currentPage: controller.currentPage)
    element.onSelectPage = { [weak controller] page in controller?.setCurrentPage(page) }
    collectionView.accessibilityElements = [element]
    controller.onCurrentPageChanged = { [weak controller, weak element] page in
        guard let controller, let element else { return }
        element.model = PagerAccessibility(engine: controller.engine, currentPage: page)
    }
}

@MainActor
func addPageDots(to view: UIView, controller: PageController) -> AutoScrollSystemObserver {
    let dots = PageIndicatorView()
    view.addSubview(dots)
    controller.onPageScrolled = { [weak controller, weak dots] _ in
        guard let controller, let dots else { return }
        dots.indicator = PageIndicator(engine: controller.engine, contentOffset: controller.contentOffset)
    }
    dots.onSelectPage = { [weak controller] page in controller?.setCurrentPage(page) }
    let autoScroller = AutoScroller(controller: controller, configuration: AutoScrollConfiguration(interval: 4))
    let observer = AutoScrollSystemObserver(autoScroller: autoScroller)
    autoScroller.start()
    view.addSubview(AutoScrollWindowTracker(autoScroller: autoScroller))
    return observer
}

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
