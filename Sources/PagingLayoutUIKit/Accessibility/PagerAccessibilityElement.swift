#if canImport(UIKit)
    import PagingLayout
    @preconcurrency import UIKit

    /// A pager as one adjustable VoiceOver element, from a ``PagerAccessibility`` model: its value
    /// ("Page 3 of 12"), the adjustable trait, swipe up and down (increment, decrement) and
    /// three-finger scrolls that change the page, and an announcement when the page changes by other
    /// means.
    ///
    /// Attach it to a `CollectionViewPagingLayout`, which makes it the collection view's only
    /// accessibility element (hiding the pages behind it), keeps its model on the current page and
    /// pages the pager from its adjustments:
    ///
    /// ```swift
    /// let element = PagerAccessibilityElement(accessibilityContainer: collectionView)
    /// element.accessibilityLabel = "Photos"
    /// layout.attach(element) { page in titles[page] }
    /// ```
    ///
    /// On a pager of your own, set ``model`` when the page changes and move the pager from
    /// ``onSelectPage``.
    ///
    /// In a view, the element covers the view's current bounds: it follows the view as it scrolls
    /// (a collection view's bounds are the visible part of its content) and resizes.
    ///
    /// UIKit calls the accessibility actions on the main thread, but older SDKs (iOS 16) declare them
    /// without an actor, so the overrides are `nonisolated` and run their main-actor work through
    /// `onMainThread(_:)`, which checks that thread (iOS 16's SDK has no `MainActor.assumeIsolated`).
    @MainActor
    public final class PagerAccessibilityElement: UIAccessibilityElement {
        /// What the element says and does; a new page is announced unless this element's own
        /// adjustment or scroll asked for it (VoiceOver reads those by itself) or the number of
        /// pages changed (``PagerAnnouncer`` decides).
        public var model = PagerAccessibility(numberOfPages: 0, currentPage: 0) {
            didSet {
                accessibilityValue = model.value
                if let announcement = announcer.announcement(for: model) {
                    UIAccessibility.post(notification: .announcement, argument: announcement)
                }
            }
        }

        /// Called with the page an increment, decrement or scroll asked for (the model already reads
        /// it); move the pager there.
        public var onSelectPage: ((Int) -> Void)?

        /// Tells the element's own adjustments from page changes by other means.
        private var announcer = PagerAnnouncer(PagerAccessibility(numberOfPages: 0, currentPage: 0))

        /// Creates the element inside `container`, covering its bounds.
        public override init(accessibilityContainer container: Any) {
            super.init(accessibilityContainer: container)
            accessibilityTraits = .adjustable
            accessibilityValue = model.value
        }

        /// The container view's current bounds, so the element stays on the pager wherever it has
        /// scrolled (a frame fixed at creation would sit pages away, off screen); for a container
        /// that is not a view, the frame set here.
        public nonisolated override var accessibilityFrameInContainerSpace: CGRect {
            get {
                Self.onMainThread {
                    (accessibilityContainer as? UIView)?.bounds ?? super.accessibilityFrameInContainerSpace
                }
            }
            set {
                Self.onMainThread { super.accessibilityFrameInContainerSpace = newValue }
            }
        }

        /// The next page (the first after the last when looping).
        public nonisolated override func accessibilityIncrement() {
            Self.onMainThread {
                if let page = model.incrementedPage { select(page) }
            }
        }

        /// The previous page (the last before the first when looping).
        public nonisolated override func accessibilityDecrement() {
            Self.onMainThread {
                if let page = model.decrementedPage { select(page) }
            }
        }

        /// A three-finger swipe: the page the model names for it, then the new value as the page
        /// scrolled notification; `false` when it pages nowhere.
        public nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            Self.onMainThread { scroll(direction) }
        }

        /// ``accessibilityScroll(_:)`` on the main actor.
        private func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            let mapped: AccessibilityScrollDirection
            switch direction {
            case .right: mapped = .right
            case .left: mapped = .left
            case .up: mapped = .up
            case .down: mapped = .down
            case .next: mapped = .next
            case .previous: mapped = .previous
            @unknown default: return false
            }
            guard let page = model.page(scrolling: mapped) else { return false }
            select(page)
            UIAccessibility.post(notification: .pageScrolled, argument: model.value)
            return true
        }

        /// Runs `body`, isolated to the main actor, from a nonisolated override that UIKit calls on the
        /// main thread: what `MainActor.assumeIsolated` does, for SDKs without it. Traps elsewhere.
        private nonisolated static func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T {
            dispatchPrecondition(condition: .onQueue(.main))
            return withoutActuallyEscaping(body) { body in
                // Safe: the precondition above puts this on the main thread, the main actor's executor.
                unsafeBitCast(body, to: (() -> T).self)()
            }
        }

        /// Asks for `page` and reads it as the value at once, so VoiceOver speaks the new page while
        /// the pager is still animating there.
        private func select(_ page: Int) {
            announcer.adjusted(to: page)
            model.currentPage = page
            onSelectPage?(page)
        }
    }
#endif
