#if canImport(UIKit)
    import PagingLayout
    import UIKit

    /// What is wired to one `CollectionViewPagingLayout`: the page indicator view and the VoiceOver
    /// element that follow its pages, and its auto-scroller with the holds the adapter knows of (a
    /// finger on the collection view, the collection view out of its window, the app inactive,
    /// VoiceOver running).
    ///
    /// The layout tells it after each layout pass (``layoutDidPrepare()``), which is when the page
    /// controller has caught up with the collection view's offset, and when another layout takes the
    /// collection view (``layoutWillLeave()``). Views are held weakly; the auto-scroller strongly, as
    /// FSPagerView keeps its timer.
    @MainActor
    final class PagerAttachments {
        /// The layout whose pages the attachments follow, set once by the layout after its initialiser.
        weak var layout: CollectionViewPagingLayout?
        private weak var indicatorView: PageIndicatorView?
        private weak var accessibilityElement: PagerAccessibilityElement?
        /// The collection view whose only accessibility element ``accessibilityElement`` was made.
        private weak var elementHost: UICollectionView?
        /// The current item's label for the element's value ("Sunrise, page 3 of 12").
        private var pageLabel: ((Int) -> String?)?
        /// The auto-scroll settings; an interval that means off (the default, 0) runs nothing.
        var autoScrollConfiguration = AutoScrollConfiguration(interval: 0) {
            didSet { updateAutoScroller() }
        }
        /// The auto-scroller's clock; `nil` for the display's.
        var autoScrollFrameSource: (any FrameSource)? {
            didSet {
                guard autoScrollFrameSource !== oldValue else { return }
                removeAutoScroller()
                updateAutoScroller()
            }
        }
        /// The auto-scroller, made when auto-scroll is first turned on.
        private(set) var autoScroller: AutoScroller?
        private var windowTracker: AutoScrollWindowTracker?
        private var systemObserver: AutoScrollSystemObserver?
        /// Whether another layout took the collection view while auto-scroll was running.
        private var isAutoScrollSuspended = false
        // Unchecked: a flag read by every pass and set once, never held across a call.
        /// Whether anything was ever attached (an indicator, an element, the auto-scroller): until
        /// then a layout pass has nothing to bring up to date here, and checks nothing.
        @exclusivity(unchecked) private var hasAttachments = false

        // MARK: - Indicator and accessibility

        /// Makes `view` follow the pages; its taps page the pager.
        func attach(_ view: PageIndicatorView) {
            indicatorView = view
            hasAttachments = true
            view.onSelectPage = { [weak layout] page in layout?.setCurrentPage(page) }
            updateIndicator()
        }

        /// Makes `element` the pager's VoiceOver element.
        func attach(_ element: PagerAccessibilityElement, pageLabel: ((Int) -> String?)?) {
            accessibilityElement = element
            hasAttachments = true
            elementHost = nil
            self.pageLabel = pageLabel
            element.onSelectPage = { [weak self, weak element] page in
                // The new page's label now, so VoiceOver reads it with the value after the adjustment.
                element?.model.pageLabel = self?.pageLabel?(page)
                self?.layout?.setCurrentPage(page)
            }
            updateAccessibilityElement()
        }

        private func updateIndicator() {
            guard let layout, let view = indicatorView else { return }
            view.indicator = layout.pageIndicator(style: view.indicator.style)
        }

        private func updateAccessibilityElement() {
            guard let layout, let element = accessibilityElement else { return }
            if let collectionView = layout.collectionView, collectionView !== elementHost,
                element.accessibilityContainer as? UIView === collectionView
            {
                // The element in place of the pages: VoiceOver reaches the pager, not each stacked cell.
                // Once per collection view, so a pass reads no accessibility array.
                collectionView.accessibilityElements = [element]
                elementHost = collectionView
            }
            // Read on every pass: the label is asked for only when the page or the count changed.
            // While a page change animates, the element already reads the page it heads to (its own
            // adjustment set it): the page it leaves is not put back for the animation's frames.
            let page = layout.currentPage
            guard !layout.isAnimating,
                element.model.currentPage != page || element.model.numberOfPages != layout.numberOfPages
            else { return }
            element.model = layout.accessibilityModel(pageLabel: pageLabel?(page), strings: element.model.strings)
        }

        // MARK: - Auto-scroll

        private func updateAutoScroller() {
            guard let layout else { return }
            if let autoScroller {
                autoScroller.configuration = autoScrollConfiguration
                // A new setting runs again after an end that stopped it (`.stop`).
                if !autoScroller.isRunning, !isAutoScrollSuspended { autoScroller.start() }
                return
            }
            guard autoScrollConfiguration.resolvedInterval != nil else { return }
            let clock = TouchSensingFrameSource(
                autoScrollFrameSource ?? DisplayLinkFrameSource(), collectionView: layout.collectionView)
            let autoScroller = AutoScroller(
                controller: layout.pageController, configuration: autoScrollConfiguration, frameSource: clock)
            clock.autoScroller = autoScroller
            self.autoScroller = autoScroller
            hasAttachments = true
            systemObserver = AutoScrollSystemObserver(autoScroller: autoScroller)
            windowTracker = AutoScrollWindowTracker(autoScroller: autoScroller)
            installWindowTracker()
            autoScroller.start()
        }

        private func removeAutoScroller() {
            autoScroller?.stop()
            autoScroller = nil
            systemObserver = nil
            windowTracker?.removeFromSuperview()
            windowTracker = nil
        }

        /// Puts the window tracker in the layout's collection view, so the auto-scroller stops while
        /// the collection view is out of its window.
        private func installWindowTracker() {
            guard let tracker = windowTracker, let collectionView = layout?.collectionView,
                tracker.superview !== collectionView
            else { return }
            collectionView.addSubview(tracker)
            // Added to a collection view that is not in a window yet, the tracker hears of no window
            // change until it enters one.
            autoScroller?.isOnScreen = collectionView.window != nil
            (autoScroller?.frameSource as? TouchSensingFrameSource)?.collectionView = collectionView
        }

        // MARK: - From the layout

        /// After a layout pass: the indicator shows the position, the element the current page,
        /// and the auto-scroller's tracker sits in the collection view.
        func layoutDidPrepare() {
            guard hasAttachments else { return }
            updateIndicator()
            updateAccessibilityElement()
            installWindowTracker()
            if isAutoScrollSuspended {
                isAutoScrollSuspended = false
                autoScroller?.start()
            }
        }

        /// Another layout takes the collection view: the auto-scroller stops (and starts again if
        /// this layout comes back), its tracker leaves, and the cells' accessibility comes back.
        func layoutWillLeave() {
            if let autoScroller, autoScroller.isRunning {
                autoScroller.stop()
                isAutoScrollSuspended = true
            }
            windowTracker?.removeFromSuperview()
            for cell in layout?.collectionView?.visibleCells ?? [] {
                cell.accessibilityElementsHidden = false
            }
        }
    }
#endif
