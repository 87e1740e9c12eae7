#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// The page indicator of a ``PagingScrollView``: ``PageIndicatorDots`` following the pager's
    /// scroll position, the only part of the pager rebuilt on every scroll step.
    struct PagingScrollIndicator: View {
        @ObservedObject var state: PagingScrollState
        let numberOfPages: Int
        let orientation: ScrollDirection
        let style: PageIndicatorStyle
        let selectPage: (Int) -> Void

        var body: some View {
            // Drawn in SwiftUI's leading-to-trailing coordinates, which SwiftUI mirrors itself.
            PageIndicatorDots(
                PageIndicator(numberOfPages: numberOfPages, position: state.position, orientation: orientation, style: style),
                onSelectPage: selectPage)
        }
    }
#endif
