// Docs/AutoScroll.md, Docs/PageIndicator.md, Docs/Accessibility.md and Docs/UIKit.md of this package:
// a CollectionViewPagingLayout pager with auto-scroll, a page indicator bound to it and its VoiceOver
// element, through the layout's public API alone. UIKit only, so the scenarios of the UIKit stand-in
// compile this very file on Linux and run it (Tests/UIKitScenarios/PagerWiringGuide.swift links here).
import PagingLayoutUIKit
import UIKit

/// Docs/AutoScroll.md: FSPagerView's `automaticSlidingInterval`, on the layout.
@MainActor
func startAutoScroll(_ layout: CollectionViewPagingLayout) {
    layout.automaticSlidingInterval = 4   // seconds on each page; 0 (the default) turns it off
}

/// Docs/AutoScroll.md: the other direction and end behaviours, and the holds.
@MainActor
func bounceBanner(_ layout: CollectionViewPagingLayout) {
    layout.autoScrollConfiguration = AutoScrollConfiguration(interval: 4, endBehavior: .bounce)
    layout.autoScroller?.pause()
    print(layout.autoScroller?.pauseReasons ?? [])   // [.requested]
    layout.autoScroller?.resume()
}

/// Docs/PageIndicator.md: dots bound to the pager in one call.
@MainActor
func addPageDots(to view: UIView, layout: CollectionViewPagingLayout) -> PageIndicatorView {
    let dots = PageIndicatorView()
    view.addSubview(dots)
    layout.attach(dots)   // the dots follow the pager; a tapped dot pages it
    return dots
}

/// Docs/Accessibility.md: the pager as one VoiceOver element, attached the same way.
@MainActor
func makePagerAccessible(
    _ collectionView: UICollectionView, layout: CollectionViewPagingLayout, titles: [String]
) -> PagerAccessibilityElement {
    let element = PagerAccessibilityElement(accessibilityContainer: collectionView)
    element.accessibilityLabel = "Photos"
    layout.attach(element) { page in titles[page] }   // "Sunrise, page 3 of 12"
    return element
}

/// Docs/UIKit.md: the page state the layout offers.
@MainActor
func describePages(of layout: CollectionViewPagingLayout) -> String {
    let dots = layout.pageIndicator()                  // the indicator's model at the scroll position
    let voiceOver = layout.accessibilityModel()        // "Page 3 of 12"
    return "\(layout.currentPage) of \(layout.numberOfPages) at \(layout.scrollPosition): \(dots.numberOfPages) dots, \(voiceOver.value)"
}
