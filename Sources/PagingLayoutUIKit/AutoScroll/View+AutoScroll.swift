#if canImport(SwiftUI) && canImport(UIKit)
    import PagingLayout
    import SwiftUI

    extension View {
        /// Stops `autoScroller`'s clock while this view is off screen (``AutoScroller/isOnScreen``
        /// follows `onAppear` and `onDisappear`); back on screen, a full interval starts again.
        ///
        /// ```swift
        /// pager.autoScroll(autoScroller)
        /// ```
        ///
        /// Keep the auto-scroller where the view's model lives: it runs only while something holds it.
        @MainActor
        public func autoScroll(_ autoScroller: AutoScroller) -> some View {
            onAppear { autoScroller.isOnScreen = true }
                .onDisappear { autoScroller.isOnScreen = false }
        }
    }
#endif
