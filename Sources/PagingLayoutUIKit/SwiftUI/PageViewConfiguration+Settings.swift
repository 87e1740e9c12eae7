#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    extension PageViewConfiguration {
        /// The settings a ``PageViewUpdatePlan`` compares: what the layout lays the pages out
        /// with, the page padding, the effect and whether taps are resolved.
        var settings: PageViewSettings {
            PageViewSettings(
                layout: PageViewLayoutSettings(
                    numberOfVisibleItems: numberOfVisibleItems, scrollDirection: ScrollDirection(scrollDirection),
                    pageLength: pageLength, spacing: pageSpacing, contentPadding: contentPadding,
                    pageAlignment: pageAlignment, isLooping: loops, hidesPagesWithoutCells: hidesCellWhenNotLoaded),
                pagePadding: pagePadding, effect: effect,
                // Taps are resolved (through the pages' transforms) only when the page view uses them.
                resolvesTaps: onTapPage != nil || scrollsToSelectedPage)
        }
    }
#endif
