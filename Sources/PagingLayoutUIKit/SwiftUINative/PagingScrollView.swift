// iOS 17 SwiftUI (SDK from Xcode 15, SwiftUI 5): the iOS 16.5 SDK's type-check passes over this file.
#if canImport(SwiftUI, _version: 5.0) && canImport(UIKit)
    import SwiftUI

    /// A pager built from SwiftUI's own scroll view (iOS 17+): a lazy stack of your pages in a
    /// `ScrollView`, resting on pages by the core's snapping (``PageScrollTargetBehavior``), each
    /// page moved by a ``PagingEffect`` in `visualEffect` (``View/pageEffect(_:slot:geometry:pageCount:maximumBlurRadius:)``),
    /// with a selection binding, a page indicator, auto-scroll and an adjustable accessibility
    /// element. It composes with SwiftUI's layouts, animations and previews; the UIKit-backed page
    /// views (``EffectPageView`` …) remain for iOS 16, snapshot effects and looping
    /// (`Docs/SwiftUI.md` compares them).
    ///
    /// ```swift
    /// @State private var current: Card.ID?
    ///
    /// PagingScrollView(cards, selection: $current, effect: ScaleEffect(options: .layout(.coverFlow))) { card in
    ///     CardView(card)
    /// }
    /// .pageLength(240)
    /// .pageSpacing(16)
    /// .pageIndicator()
    /// ```
    ///
    /// Pages are laid out as a ``PageGeometry`` says — page length (the view's by default), spacing,
    /// padding, alignment, axis — in SwiftUI's leading-to-trailing coordinates: a right-to-left
    /// environment mirrors the scroll view and the effects, as SwiftUI mirrors everything it lays
    /// out. The pager does not loop (SwiftUI's scroll view cannot move its content offset under
    /// the user's finger without a visible jump); use ``TransformPageViewProtocol/loopPages(_:)`` on a
    /// UIKit-backed page view for that.
    @available(iOS 17, *)
    @MainActor
    public struct PagingScrollView<Item: Identifiable, Page: View>: View {
        /// The items, one page each.
        var items: [Item]
        /// The current page's item, when bound.
        var selection: Binding<Item.ID?>?
        /// The effect every page gets.
        var effect: any PagingEffect
        /// Builds an item's page.
        var page: (Item) -> Page
        /// The paging axis.
        var scrollDirection: ScrollDirection = .horizontal
        /// The page length along the axis; `nil` for the view's.
        var pageLength: CGFloat?
        /// The gap between pages.
        var spacing: CGFloat = 0
        /// Space before the first and after the last page (raised where a page could not settle).
        var padding = ContentPadding()
        /// Where a settled page sits.
        var alignment: PageAlignment = .center
        /// The flick threshold and distance limit of released drags.
        var snapping = PageSnapping.Configuration.onePagePerSwipe
        /// The radius of the effect's full blur.
        var maximumBlurRadius = VisualEffectAttributes.defaultMaximumBlurRadius
        /// The page indicator's style; `nil` for none.
        var indicatorStyle: PageIndicatorStyle?
        /// The auto-scroll configuration; `nil` for none.
        var autoScroll: AutoScrollConfiguration?
        /// The accessibility label of the pager as one adjustable element; `nil` leaves the pages
        /// to assistive technology as they are.
        var accessibilityLabel: String?
        /// What the accessibility value says of a page, after "Page 3 of 12".
        var accessibilityPageLabel: ((Item) -> String)?
        /// How long the binding's page changes animate.
        var animation: Animation = .easeInOut(duration: 0.3)

        @State private var state = PagingScrollState()
        /// The page nearest the scroll position: shadows are those around it.
        @State private var nearestPage = 0
        /// The pages' z indices at the scroll position, by page; set only when the order changes.
        @State private var zIndices: [Int: Double] = [:]
        /// The page the pager rests on (or last rested on).
        @State private var currentPage = 0
        /// The way auto-scroll goes (turned round at the ends when bouncing).
        @State private var autoScrollDirection = AutoScrollConfiguration.Direction.forward
        /// Whether auto-scroll reached an end with the `.stop` behaviour.
        @State private var autoScrollStopped = false
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

        /// Creates a pager with one page per item.
        ///
        /// - Parameters:
        ///   - items: the items, one page each.
        ///   - selection: the current page's item: set it to go to another page (animated); the
        ///     pager writes it once each time it comes to rest on another page after a drag.
        ///   - effect: the effect every page gets; by default the scale effect's default options.
        ///   - page: builds the page of an item.
        public init(
            _ items: [Item],
            selection: Binding<Item.ID?>? = nil,
            effect: any PagingEffect = ScaleEffect(),
            @ViewBuilder page: @escaping (Item) -> Page
        ) {
            self.items = items
            self.selection = selection
            self.effect = effect
            self.page = page
        }

        /// The scroll view, its pages, the indicator and the accessibility element.
        public var body: some View {
            accessible(pager)
        }

        private var pager: some View {
            GeometryReader { proxy in
                let geometry = geometry(viewport: proxy.size)
                ScrollViewReader { reader in
                    ScrollView(Axis.Set(scrollDirection), showsIndicators: false) {
                        pages(geometry)
                    }
                    .scrollTargetBehavior(behavior(geometry))
                    .onAppear { start(reader, geometry) }
                    .onChange(of: geometry) { _, changed in resize(changed) }
                    .onChange(of: selectedIndex) { _, page in select(page, animated: true) }
                }
            }
            .overlay(alignment: scrollDirection == .horizontal ? .bottom : .trailing) { indicator }
            .task(id: autoScrollKey) { await runAutoScroll() }
        }

        // MARK: - Layout

        /// The pager's geometry in a viewport of `size`, its ends made reachable.
        private func geometry(viewport size: CGSize) -> PageGeometry {
            PageGeometry(
                viewportSize: size, scrollDirection: scrollDirection, pageLength: pageLength, spacing: spacing,
                padding: padding, alignment: alignment
            ).withScrollableEnds(pageCount: items.count)
        }

        @ViewBuilder
        private func pages(_ geometry: PageGeometry) -> some View {
            let content = ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                pageView(item, index: index, geometry: geometry)
            }
            let stack = Group {
                if scrollDirection == .horizontal {
                    LazyHStack(spacing: geometry.resolvedSpacing) { content }
                        .padding(.leading, geometry.padding.resolvedLeading)
                        .padding(.trailing, geometry.padding.resolvedTrailing)
                } else {
                    LazyVStack(spacing: geometry.resolvedSpacing) { content }
                        .padding(.top, geometry.padding.resolvedLeading)
                        .padding(.bottom, geometry.padding.resolvedTrailing)
                }
            }
            stack.background {
                GeometryReader { content in
                    Color.clear.onChange(of: content.frame(in: .scrollView).origin, initial: true) { _, origin in
                        scrolled(to: -scrollDirection.along(origin), geometry)
                    }
                }
            }
        }

        private func pageView(_ item: Item, index: Int, geometry: PageGeometry) -> some View {
            let size = geometry.pageSize(ofPage: index)
            // z order and shadow cannot be set from visualEffect: the z order is the effect's at
            // the scroll position (updated when it changes), the shadow that of the pages around
            // the nearest page, changing as the scroll passes half way between pages.
            let around = VisualEffectAttributes(
                effect: effect, slot: index,
                contentOffset: geometry.restingOffset(forSlot: nearestPage, pageCount: items.count),
                geometry: geometry, pageCount: items.count, maximumBlurRadius: maximumBlurRadius)
            let shadow = around.shadow
            return page(item)
                .frame(width: size.width, height: size.height)
                .pageEffect(
                    effect, slot: index, geometry: geometry, pageCount: items.count, maximumBlurRadius: maximumBlurRadius)
                .shadow(
                    color: shadow.map { Color(uiColor: UIColor($0.color)) } ?? .clear, radius: shadow?.radius ?? 0,
                    x: shadow?.offset.width ?? 0, y: shadow?.offset.height ?? 0)
                .zIndex(zIndices[index] ?? around.zIndex)
        }

        private func behavior(_ geometry: PageGeometry) -> PageScrollTargetBehavior {
            var behavior = PageScrollTargetBehavior(geometry: geometry, pageCount: items.count, configuration: snapping)
            behavior.dragStartSlot = { [state] in state.sync.restingPage }
            behavior.onRelease = { [state] slot in state.sync.released(towardSlot: slot) }
            return behavior
        }

        // MARK: - Selection

        /// The index of the bound selection's item; `nil` when unbound or not among the items.
        private var selectedIndex: Int? {
            guard let id = selection?.wrappedValue else { return nil }
            return items.firstIndex { $0.id == id }
        }

        /// Shows the selected page (or the first) at once, when the scroll view appears.
        private func start(_ reader: ScrollViewProxy, _ geometry: PageGeometry) {
            state.reader = reader
            state.geometry = geometry
            guard !state.isStarted, !items.isEmpty else { return }
            state.isStarted = true
            let page = min(selectedIndex ?? 0, items.count - 1)
            state.sync = ScrollSelectionSync(selectedPage: selectedIndex)
            currentPage = page
            nearestPage = page
            scroll(to: page, animated: false)
        }

        /// A new size: the geometry changes, and the pager stays on its page.
        private func resize(_ geometry: PageGeometry) {
            state.geometry = geometry
            guard !items.isEmpty else { return }
            scroll(to: min(currentPage, items.count - 1), animated: false)
        }

        /// Goes to `page` when the sync says the pager is not there or on its way.
        private func select(_ page: Int?, animated: Bool) {
            guard let target = state.sync.selectionChanged(toPage: page, pageCount: items.count) else { return }
            scroll(to: target, animated: animated)
        }

        /// Moves the pager to `page` for the indicator, accessibility and auto-scroll: through the
        /// binding when there is one, so the app sees the change first.
        private func go(to page: Int) {
            guard items.indices.contains(page) else { return }
            if let selection {
                selection.wrappedValue = items[page].id
            } else {
                select(page, animated: true)
            }
        }

        private func scroll(to page: Int, animated: Bool) {
            guard let reader = state.reader, let geometry = state.geometry, items.indices.contains(page) else { return }
            let fraction = geometry.scrollAnchor(ofPage: page)
            let point = scrollDirection.point(along: fraction, across: 0.5)
            let anchor = UnitPoint(x: point.x, y: point.y)
            let id = items[page].id
            if animated {
                withAnimation(animation) { reader.scrollTo(id, anchor: anchor) }
            } else {
                reader.scrollTo(id, anchor: anchor)
            }
        }

        /// The content moved: the indicator's position, the nearest page, and — once per settle —
        /// the page the pager came to rest on.
        private func scrolled(to offset: CGFloat, _ geometry: PageGeometry) {
            guard !items.isEmpty, offset.isFinite else { return }
            state.offset = offset
            let position = geometry.position(atOffset: offset, pageCount: items.count)
            state.position = position
            let nearest = Int(min(max(position, 0), CGFloat(items.count - 1)).rounded())
            if nearest != nearestPage { nearestPage = nearest }
            let order = VisualEffectAttributes.zIndices(
                effect: effect, geometry: geometry, pageCount: items.count, contentOffset: offset)
            if order != zIndices { zIndices = order }
            if let page = state.sync.offsetChanged(to: offset, geometry: geometry, pageCount: items.count) {
                selection?.wrappedValue = items[page].id
            }
            if state.sync.destination == nil, currentPage != state.sync.restingPage {
                currentPage = state.sync.restingPage
            }
        }

        // MARK: - Indicator, accessibility, auto-scroll

        @ViewBuilder
        private var indicator: some View {
            if let indicatorStyle, items.count > 1 {
                PagingScrollIndicator(
                    state: state, numberOfPages: items.count, orientation: scrollDirection, style: indicatorStyle,
                    selectPage: { go(to: $0) }
                )
                .padding(8)
            }
        }

        /// `pager` as one adjustable element (``View/pagerAccessibility(_:label:selectPage:)``: page
        /// value, increment and decrement, scroll actions, an announcement when the page changes)
        /// when it has an accessibility label; as it is otherwise.
        @ViewBuilder
        private func accessible(_ pager: some View) -> some View {
            if let accessibilityLabel, items.indices.contains(currentPage) {
                pager.pagerAccessibility(
                    PagerAccessibility(
                        numberOfPages: items.count, currentPage: currentPage, scrollDirection: scrollDirection,
                        pageLabel: accessibilityPageLabel?(items[currentPage])),
                    label: accessibilityLabel
                ) { go(to: $0) }
            } else {
                pager
            }
        }

        /// What restarts the auto-scroll countdown: a new resting page, or a change of whether it runs.
        private struct AutoScrollKey: Hashable {
            var page: Int
            var pageCount: Int
            var configuration: AutoScrollConfiguration?
            var isRunning: Bool
        }

        private var autoScrollKey: AutoScrollKey {
            AutoScrollKey(
                page: currentPage, pageCount: items.count, configuration: autoScroll,
                // Paused in the background and while VoiceOver runs, as the UIKit-backed views pause.
                isRunning: autoScroll != nil && !autoScrollStopped && scenePhase == .active && !voiceOverEnabled)
        }

        /// Waits the interval, then moves one page on (or handles the end) if the pager rests;
        /// under a finger it waits another interval.
        private func runAutoScroll() async {
            // An interval of 0, or one that is not finite, means off (AutoScrollConfiguration).
            guard let configuration = autoScroll, let interval = configuration.resolvedInterval,
                autoScrollKey.isRunning, items.count > 1
            else { return }
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(interval))
                guard !Task.isCancelled, let geometry = state.geometry else { return }
                guard state.sync.isResting(atOffset: state.offset, geometry: geometry, pageCount: items.count) else {
                    continue
                }
                switch configuration.step(
                    from: currentPage, pageCount: items.count, isLooping: false, direction: autoScrollDirection)
                {
                case .move(let direction):
                    autoScrollDirection = direction
                    go(to: currentPage + (direction == .forward ? 1 : -1))
                case .rewind(let page):
                    go(to: page)
                case .stop:
                    autoScrollStopped = true
                }
                return
            }
        }
    }
#endif
