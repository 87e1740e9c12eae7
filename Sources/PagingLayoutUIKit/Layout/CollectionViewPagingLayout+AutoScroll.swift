#if canImport(UIKit)
    import PagingLayout
    import UIKit

    extension CollectionViewPagingLayout {
        /// FSPagerView's `automaticSlidingInterval`: how long the pager rests on a page before it
        /// moves on by itself, in seconds; 0 (the default) is off, and so are a negative, NaN or
        /// infinite interval. A positive one below 0.1 s counts as 0.1 s.
        ///
        /// ```swift
        /// layout.automaticSlidingInterval = 4
        /// ```
        ///
        /// The interval counts from when the pager comes to rest, and starts again after every hold:
        /// a finger on the collection view (from touch-down, so a touch that does not drag holds it
        /// too), a drag or a page change someone else makes, the app inactive, VoiceOver or Switch
        /// Control running. While the collection view is out of its window (the screen dismissed or
        /// covered by another tab) the clock stops. At the last page it rewinds to the first; set
        /// ``autoScrollConfiguration`` for another direction or end. Shorthand for
        /// `autoScrollConfiguration.interval`.
        public var automaticSlidingInterval: TimeInterval {
            get { attachments.autoScrollConfiguration.interval }
            set { attachments.autoScrollConfiguration.interval = newValue }
        }

        /// Interval, direction and end behaviour of auto-scroll (``AutoScrollConfiguration``); off by
        /// default (interval 0). See ``automaticSlidingInterval``.
        ///
        /// ```swift
        /// layout.autoScrollConfiguration = AutoScrollConfiguration(interval: 4, endBehavior: .bounce)
        /// ```
        public var autoScrollConfiguration: AutoScrollConfiguration {
            get { attachments.autoScrollConfiguration }
            set { attachments.autoScrollConfiguration = newValue }
        }

        /// The clock auto-scroll counts on; `nil` (the default) for the display's
        /// (``DisplayLinkFrameSource``). Give a `ManualFrameSource` in tests. Set it before turning
        /// auto-scroll on: a new clock replaces the running auto-scroller, which starts its interval
        /// again.
        public var autoScrollFrameSource: (any FrameSource)? {
            get { attachments.autoScrollFrameSource }
            set { attachments.autoScrollFrameSource = newValue }
        }

        /// The auto-scroller moving the pager, made when auto-scroll is first turned on; `nil` before.
        /// Read its ``AutoScroller/pauseReasons``, or hold it with ``AutoScroller/pause()`` and
        /// ``AutoScroller/resume()``. Its page changes go through the layout's page controller (the
        /// delegate hears them) and leave touches on, so a finger stops them, as in FSPagerView.
        public var autoScroller: AutoScroller? { attachments.autoScroller }
    }
#endif
