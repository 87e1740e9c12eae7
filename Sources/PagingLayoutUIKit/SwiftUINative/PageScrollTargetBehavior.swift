// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    /// A SwiftUI scroll-target behaviour that rests a released scroll view on the page the core's
    /// ``PageSnapping`` picks for the pager's ``PageGeometry`` and the release velocity
    /// (``ScrollTargetPaging``): one page per swipe by default, as the UIKit-backed views page.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { … }
    ///     .scrollTargetBehavior(PageScrollTargetBehavior(geometry: geometry, pageCount: items.count))
    /// ```
    @available(iOS 17, *)
    public struct PageScrollTargetBehavior: ScrollTargetBehavior {
        /// Where the pages are, in the scroll view's content (SwiftUI's leading-to-trailing layout
        /// coordinates).
        public var geometry: PageGeometry
        /// The number of pages.
        public var pageCount: Int
        /// The flick threshold and distance limit.
        public var configuration: PageSnapping.Configuration
        /// The page the scroll view rested on when the drag began, asked at release; without it,
        /// the page nearest the proposed target (``ScrollTargetPaging/dragStartSlot``).
        var dragStartSlot: (@MainActor @Sendable () -> Int)?
        /// Told the slot a release rests on.
        var onRelease: (@MainActor @Sendable (Int) -> Void)?

        /// Creates a behaviour for `pageCount` pages laid out by `geometry`.
        public init(
            geometry: PageGeometry, pageCount: Int, configuration: PageSnapping.Configuration = .onePagePerSwipe
        ) {
            self.geometry = geometry
            self.pageCount = pageCount
            self.configuration = configuration
        }

        /// Moves the proposed target to the resting offset of the page the core picks.
        public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            let proposed = target.rect.origin
            // SwiftUI asks on the main thread, where the pager's state lives.
            let (dragStartSlot, onRelease) = (self.dragStartSlot, self.onRelease)
            let start = MainActor.assumeIsolated { dragStartSlot?() }
            let paging = ScrollTargetPaging(
                geometry: geometry, pageCount: pageCount, dragStartSlot: start, configuration: configuration)
            let resting = paging.target(
                forProposedOffset: proposed, velocity: CGPoint(x: context.velocity.dx, y: context.velocity.dy))
            target.rect.origin = resting.offset
            MainActor.assumeIsolated { onRelease?(resting.slot) }
        }
    }
#endif
