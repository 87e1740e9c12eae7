#if canImport(UIKit)
    import UIKit

    /// A collection view layout that stacks every page in the visible area and moves each with its
    /// cell's `transform(progress:)`: CollectionViewPagingLayout's layout, driven by the core's
    /// ``PagingEngine`` (which pages are visible, with which progress) and ``PageController``
    /// (current page, animated page changes, the page kept across rotations and reloads).
    ///
    /// ```swift
    /// let layout = CollectionViewPagingLayout()
    /// layout.numberOfVisibleItems = 5
    /// collectionView.collectionViewLayout = layout
    /// collectionView.isPagingEnabled = true
    /// ```
    ///
    /// Cells conforming to ``TransformableView`` (directly, or through `ScaleTransformView`,
    /// `StackTransformView` or `SnapshotTransformView`) fill the visible area and are transformed on
    /// every scroll step; other cells are laid out side by side, one page each.
    ///
    /// Compared with the original library the layout queries have no side effects (transforms are
    /// applied once per layout pass, in `prepare()`), it observes nothing with KVO and never nudges
    /// the content offset, and taps are resolved by the core's hit test so every visible page can
    /// be tapped, through its 3-D transform, without overriding `hitTest` on every cell of the app.
    public class CollectionViewPagingLayout: UICollectionViewLayout {
        // MARK: - Options

        /// How many pages around the current one are laid out (and kept in memory) at once; `nil`
        /// (the default) lays out every page. Values below 1 count as 1; at most
        /// `PagingEngine.maximumVisibleItems` (10 000) are laid out. Each pass costs in proportion:
        /// with `nil` on large data, 10 000 items every frame — set the few that can be on screen.
        public var numberOfVisibleItems: Int? {
            didSet { invalidateLayout() }
        }

        /// The paging axis; `.horizontal` by default.
        public var scrollDirection: UICollectionView.ScrollDirection = .horizontal {
            didSet { invalidateLayout() }
        }

        /// The length of a page along the axis, in points; `nil` (the default) for the collection
        /// view's width (horizontal) or height (vertical). Shorter pages with ``spacing`` let the
        /// neighbours peek in.
        public var pageLength: CGFloat? {
            didSet { invalidateLayout() }
        }

        /// The gap between consecutive pages along the axis, in points; 0 by default.
        public var spacing: CGFloat = 0 {
            didSet { invalidateLayout() }
        }

        /// Space before the first page and after the last one along the axis; none by default.
        public var contentPadding = ContentPadding() {
            didSet { invalidateLayout() }
        }

        /// Where a settled page sits in the visible area; centred by default.
        public var pageAlignment: PageAlignment = .center {
            didSet { invalidateLayout() }
        }

        /// Per-page lengths along the axis (pages of different sizes); `nil` (the default) for pages
        /// all ``pageLength`` long.
        public var itemLengths: ItemLengths? {
            didSet { invalidateLayout() }
        }

        /// Whether the pages repeat without end. The collection view then scrolls over a long run of
        /// repeated periods (``LoopingScrollWindow``) and is moved back to the middle, by whole
        /// periods, whenever it comes to rest far from it. `false` by default.
        public var isLooping = false {
            didSet { invalidateLayout() }
        }

        /// The reading direction of a horizontal pager; `nil` (the default) follows the collection
        /// view's `effectiveUserInterfaceLayoutDirection`.
        public var layoutDirection: LayoutDirection? {
            didSet { invalidateLayout() }
        }

        /// Where the pages' z positions are written; ``ZPositionHandler/both`` by default.
        public var zPositionHandler: ZPositionHandler = .both {
            didSet { invalidateLayout() }
        }

        /// Whether a page whose cell the collection view has not created yet is laid out fully
        /// transparent until its first transform, so it never shows untransformed. `false` by
        /// default.
        public var transparentAttributeWhenCellNotLoaded = false {
            didSet { invalidateLayout() }
        }

        /// The animator for page changes that name none; `nil` (the default) uses a 0.3-second
        /// ``DefaultViewAnimator`` with the `easeInOut` curve, driven by the display.
        public var defaultAnimator: (any ViewAnimator)? {
            didSet { pageController.defaultAnimator = defaultAnimator ?? Self.makeBuiltInAnimator() }
        }

        /// Whether taps on the collection view are resolved into page selections (see
        /// ``CollectionViewPagingLayoutDelegate/collectionViewPagingLayout(_:didSelectItemAt:)``);
        /// `true` by default.
        ///
        /// The selected page is also reported to the collection view's own delegate
        /// (`collectionView(_:didSelectItemAt:)`, honouring `allowsSelection` and
        /// `collectionView(_:shouldSelectItemAt:)`), since the overlapping full-size cells would
        /// otherwise give every tap to the front page. Taps on controls and on views with their own
        /// tap recognizers are left to them.
        public var resolvesTaps = true {
            didSet { updateTapRecognizer() }
        }

        /// Whether a tapped page becomes the current page (animated); `false` by default.
        public var scrollsToSelectedPage = false

        /// Hears about page changes and taps.
        public weak var delegate: (any CollectionViewPagingLayoutDelegate)?

        // MARK: - State

        /// The current page: the page nearest the scroll position, clamped to the pages that exist.
        /// Animated page changes update it when they end.
        ///
        /// Change it with ``setCurrentPage(_:animated:animator:completion:)``.
        public var currentPage: Int { pageController.currentPage }

        /// Whether a page change from code is animating.
        public var isAnimating: Bool { pageController.isAnimating }

        /// What is moving the pages: idle, or settling during an animated page change.
        public var scrollState: ScrollState { pageController.scrollState }

        /// The page controller: the source of truth for the current page and the animations.
        let pageController: PageController
        /// The layout pass at the collection view's current offset.
        private(set) var pass: PagingLayoutResult?
        /// Per laid-out page: the z position its cell asked for (or the default).
        private(set) var zIndices: [IndexPath: Int] = [:]
        /// Laid-out pages whose cells are loaded but not transformable: they sit side by side.
        private var sideBySidePages: Set<IndexPath> = []
        /// Laid-out pages whose cells the collection view had not created at the last pass.
        private var pagesWithoutCells: Set<IndexPath> = []
        /// Whether the collection view's content offset is being set to the controller's.
        private var isPushingOffset = false
        /// Whether the item counts must be read from the collection view at the next pass: at first,
        /// and after an invalidation that may have changed them (a reload or batch updates).
        private var needsItemCounts = true
        /// The user interaction setting to restore when an animated page change ends.
        private var interactionToRestore: Bool?
        /// Delivers one frame after a pass that laid out pages whose cells did not exist yet.
        private let appearanceFrames = DisplayLinkFrameSource()
        /// Recognises taps on the collection view; see ``resolvesTaps``.
        var tapHandler: PagingTapHandler?

        // MARK: - Lifecycle

        /// Creates a layout with the original library's defaults.
        public override init() {
            pageController = PageController(
                engine: PagingEngine(viewportSize: .zero, itemCounts: []),
                defaultAnimator: Self.makeBuiltInAnimator())
            super.init()
            connectPageController()
        }

        /// Creates a layout from an archive (a storyboard or nib), with the original library's defaults.
        public required init?(coder: NSCoder) {
            pageController = PageController(
                engine: PagingEngine(viewportSize: .zero, itemCounts: []),
                defaultAnimator: Self.makeBuiltInAnimator())
            super.init(coder: coder)
            connectPageController()
        }

        // MARK: - Page changes

        /// Goes to `page` (clamped to the pages that exist), animated with `animator` — or
        /// ``defaultAnimator`` when `nil` — or at once.
        ///
        /// - Parameters:
        ///   - page: the page to show.
        ///   - animated: `true` (the default) to animate, `false` to jump.
        ///   - animator: the animator; `nil` uses ``defaultAnimator``.
        ///   - completion: called once when the change ends — also when a newer page change or a
        ///     drag interrupts it.
        ///
        /// While an animation runs, the collection view ignores touches; a new request interrupts
        /// the running one. When an animation reaches its page, the collection view delegate's
        /// `scrollViewDidEndScrollingAnimation(_:)` is called, as after UIKit's own scrolling
        /// animations.
        public func setCurrentPage(
            _ page: Int,
            animated: Bool = true,
            animator: (any ViewAnimator)? = nil,
            completion: (() -> Void)? = nil
        ) {
            changePage(animated: animated, completion: completion) { done in
                pageController.setCurrentPage(page, animated: animated, animator: animator, completion: done)
            }
        }

        /// Goes to `page` with ``defaultAnimator`` when animated; the original library's overload
        /// without an animator. See ``setCurrentPage(_:animated:animator:completion:)``.
        public func setCurrentPage(_ page: Int, animated: Bool = true, completion: (() -> Void)? = nil) {
            setCurrentPage(page, animated: animated, animator: nil, completion: completion)
        }

        /// Goes to the page after the current one (or after the page an animation is heading to);
        /// stays on the last page at the end. See ``setCurrentPage(_:animated:animator:completion:)``.
        public func goToNextPage(
            animated: Bool = true, animator: (any ViewAnimator)? = nil, completion: (() -> Void)? = nil
        ) {
            changePage(animated: animated, completion: completion) { done in
                pageController.goToNextPage(animated: animated, animator: animator, completion: done)
            }
        }

        /// Goes to the page before the current one (or before the page an animation is heading to);
        /// stays on the first page at the start. See ``setCurrentPage(_:animated:animator:completion:)``.
        public func goToPreviousPage(
            animated: Bool = true, animator: (any ViewAnimator)? = nil, completion: (() -> Void)? = nil
        ) {
            changePage(animated: animated, completion: completion) { done in
                pageController.goToPreviousPage(animated: animated, animator: animator, completion: done)
            }
        }

        /// Invalidates the layout inside `performBatchUpdates`, so attribute changes (such as new z
        /// indices after you change options) animate.
        ///
        /// - Parameter invalidateOffset: accepted for source compatibility and ignored: the
        ///   original nudged the content offset to make UIKit re-sort cells by z index; this layout
        ///   writes each cell's z position on every pass (see ``zPositionHandler``).
        public func invalidateLayoutInBatchUpdate(invalidateOffset: Bool = false) {
            collectionView?.performBatchUpdates({ [weak self] in self?.invalidateLayout() })
        }

        /// Turns on tap resolution (see ``resolvesTaps``), optionally making a tapped page the
        /// current page: the original library's set-up call for
        /// ``CollectionViewPagingLayoutDelegate/collectionViewPagingLayout(_:didSelectItemAt:)``.
        ///
        /// - Parameter goToSelectedPage: whether a tapped page becomes the current page.
        public func configureTapOnCollectionView(goToSelectedPage: Bool = false) {
            scrollsToSelectedPage = goToSelectedPage
            resolvesTaps = true
            updateTapRecognizer()
        }

        // MARK: - UICollectionViewLayout

        /// The pages, gaps and padding along the axis (a long run of periods when looping); across
        /// it, the collection view's size inside its adjusted content insets.
        public override var collectionViewContentSize: CGSize {
            guard let collectionView else { return .zero }
            // Across the axis the content fits inside the adjusted insets (safe area), so the pager
            // never scrolls across its axis, as the original ensured with the safe area.
            let insets = collectionView.adjustedContentInset
            var size = pageController.engine.contentSize
            if let window = loopingWindow {
                size = scrollDirection == .vertical
                    ? CGSize(width: size.width, height: window.contentLength)
                    : CGSize(width: window.contentLength, height: size.height)
            }
            switch scrollDirection {
            case .vertical: return CGSize(width: max(size.width - insets.left - insets.right, 0), height: size.height)
            default: return CGSize(width: size.width, height: max(size.height - insets.top - insets.bottom, 0))
            }
        }

        /// Brings the engine and the page controller up to date with the collection view, lays out
        /// the pages at the current offset and transforms the loaded cells.
        public override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            synchronize(with: collectionView)
            recentreIfResting(collectionView)
            pass = pageController.engine.layout(at: engineOffset(collectionView.contentOffset))
            applyPass()
            updateTapRecognizer()
        }

        /// `true`: every scroll step changes every page's progress.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// Notes when the data source's counts may have changed, so the next pass reads them again;
        /// a scroll step (a bounds change) reads none.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts {
                needsItemCounts = true
            }
            super.invalidateLayout(with: context)
        }

        /// The attributes of the laid-out pages that meet `rect`, read from the last pass: the visible
        /// area as frame (side by side for cells that are not transformable), the z position, and
        /// transparency for pages whose cells do not exist yet when asked to.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            pass?.items.compactMap { item in
                let attributes = attributes(for: item)
                return attributes.frame.intersects(rect) ? attributes : nil
            }
        }

        /// The attributes of one page: as in the last pass when it was laid out, else its own page of
        /// the content (so scrolling to an item reaches its page); `nil` for an item that does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            if let item = pass?.items.first(where: { IndexPath($0.indexPath) == indexPath }) {
                return attributes(for: item)
            }
            // A page outside the visible window (UIKit asks while scrolling to an item): its own page.
            let engine = pageController.engine
            guard let flatIndex = engine.items.flatIndex(for: ItemIndexPath(indexPath)) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = scrollFrame(pageFrame(slot: flatIndex))
            return attributes
        }

        /// Keeps the current page when UIKit repositions the content (rotation, reloads, updates).
        ///
        /// UIKit may ask before the next `prepare()`, so the page's offset is measured on the
        /// collection view's current size and item count.
        public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            guard let collectionView, !isAnimating else { return proposedContentOffset }
            let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            var engine = pageController.engine
            engine.geometry = geometry(for: collectionView)
            engine.items = SectionedItemCounts(counts)
            guard engine.pageLength > 0, engine.numberOfPages > 0 else { return proposedContentOffset }
            let settled = along(engine.contentOffset(forPage: currentPage))
            return offset(along: scrollOffset(forEngineOffset: settled, in: engine), keepingAcrossFrom: proposedContentOffset)
        }

        // MARK: - Passes

        /// Makes the engine match the collection view and reconciles the two content offsets.
        ///
        /// On a scroll step this costs nothing per section: the item counts are read (and their
        /// prefix sums built) only after the data changed, and an unchanged engine keeps its counts'
        /// storage, which compares equal at once.
        private func synchronize(with collectionView: UICollectionView) {
            var engine = pageController.engine
            engine.geometry = geometry(for: collectionView)
            engine.numberOfVisibleItems = numberOfVisibleItems
            if needsItemCounts {
                engine.items = SectionedItemCounts(
                    (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) })
                needsItemCounts = false
            }
            let scrolledOffset = along(engineOffset(collectionView.contentOffset, in: engine))
            if engine != pageController.engine {
                let isFirstLayout = pageController.engine.pageLength == 0
                isPushingOffset = true
                pageController.engine = engine
                isPushingOffset = false
                if isFirstLayout, pageController.currentPage == 0, scrolledOffset != 0 {
                    // The app scrolled the collection view before its first layout: adopt its page.
                    pageController.scroll(to: offset(along: scrolledOffset, keepingAcrossFrom: .zero))
                } else {
                    // The controller kept its page across the change (rotation, reload): show it.
                    pushOffset(to: collectionView)
                }
            } else if scrolledOffset != along(pageController.contentOffset), !isPushingOffset {
                // The user (or UIKit's paging) scrolled.
                pageController.scroll(to: engineOffset(collectionView.contentOffset))
            }
        }

        /// The page geometry the options and the collection view describe.
        private func geometry(for collectionView: UICollectionView) -> PageGeometry {
            let direction = layoutDirection
                ?? (collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            return PageGeometry(
                viewportSize: collectionView.bounds.size, scrollDirection: ScrollDirection(scrollDirection),
                pageLength: pageLength, spacing: spacing, padding: contentPadding, alignment: pageAlignment,
                layoutDirection: direction, isLooping: isLooping, itemLengths: itemLengths)
        }

        // MARK: - Looping

        /// The scroll range hosting a looping engine's endless offsets; `nil` when it does not loop.
        private var loopingWindow: LoopingScrollWindow? {
            loopingWindow(for: pageController.engine)
        }

        private func loopingWindow(for engine: PagingEngine) -> LoopingScrollWindow? {
            guard engine.isLooping else { return nil }
            return LoopingScrollWindow(period: engine.geometry.period(pageCount: engine.numberOfPages))
        }

        /// The engine offset the collection view's offset shows (the same offset unless looping).
        private func engineOffset(_ scrollOffset: CGPoint, in engine: PagingEngine? = nil) -> CGPoint {
            guard let window = loopingWindow(for: engine ?? pageController.engine) else { return scrollOffset }
            return offset(along: window.engineOffset(forScrollOffset: along(scrollOffset)), keepingAcrossFrom: scrollOffset)
        }

        /// The collection view offset along the axis that shows an engine offset.
        private func scrollOffset(forEngineOffset engineOffset: CGFloat, in engine: PagingEngine? = nil) -> CGFloat {
            guard let window = loopingWindow(for: engine ?? pageController.engine) else { return engineOffset }
            return window.scrollOffset(forEngineOffset: engineOffset)
        }

        /// An engine frame in the collection view's content coordinates.
        private func scrollFrame(_ frame: CGRect) -> CGRect {
            guard let window = loopingWindow else { return frame }
            let shift = pageController.engine.geometry.point(along: window.base)
            return frame.offsetBy(dx: shift.x, dy: shift.y)
        }

        /// Moves a looping pager that rests far from the middle of its scroll range back by whole
        /// periods: the same pages show, and the user never reaches an end.
        private func recentreIfResting(_ collectionView: UICollectionView) {
            guard let window = loopingWindow, !collectionView.isDragging, !collectionView.isDecelerating,
                !isAnimating
            else { return }
            let current = along(collectionView.contentOffset)
            let recentred = window.recentredScrollOffset(current)
            guard recentred != current else { return }
            isPushingOffset = true
            collectionView.contentOffset = offset(along: recentred, keepingAcrossFrom: collectionView.contentOffset)
            isPushingOffset = false
        }

        /// Transforms the loaded cells of the current pass and records their z positions; schedules
        /// one more application for the next frame when some cells were not loaded yet.
        ///
        /// - Returns: whether the attributes of the pass changed (a z position, a page laid out side
        ///   by side, or a cell that was missing and now exists).
        @discardableResult
        func applyPass() -> Bool {
            guard let collectionView, let pass else { return false }
            var zIndices: [IndexPath: Int] = [:]
            var sideBySide: Set<IndexPath> = []
            var missing: Set<IndexPath> = []
            for item in pass.items {
                let indexPath = IndexPath(item.indexPath)
                guard let cell = collectionView.cellForItem(at: indexPath) else {
                    missing.insert(indexPath)
                    zIndices[indexPath] = item.zIndex
                    continue
                }
                guard let page = cell as? any TransformableView else {
                    sideBySide.insert(indexPath)
                    continue
                }
                let engine = pageController.engine
                page.transform(
                    progress: item.progress,
                    in: engine.geometry.effectContext(
                        forSlot: item.slot, pageCount: engine.numberOfPages, at: pageController.contentOffset))
                let zIndex = page.zPosition(progress: item.progress)
                if zPositionHandler.setsCellLayer {
                    cell.layer.zPosition = CGFloat(zIndex)
                }
                zIndices[indexPath] = zIndex
            }
            let changed =
                zIndices != self.zIndices || sideBySide != sideBySidePages || missing != pagesWithoutCells
            self.zIndices = zIndices
            sideBySidePages = sideBySide
            pagesWithoutCells = missing
            if !missing.isEmpty {
                scheduleAppearancePass()
            }
            return changed
        }

        /// UIKit creates the cells of newly laid-out pages after the layout pass; transform them on
        /// the next display frame, and refresh the attributes handed out for them (z index, and the
        /// transparency of ``transparentAttributeWhenCellNotLoaded``).
        private func scheduleAppearancePass() {
            guard !appearanceFrames.isRunning else { return }
            appearanceFrames.start { [weak self] _ in
                guard let self else { return }
                self.appearanceFrames.stop()
                if self.applyPass() {
                    self.invalidateLayout()
                }
            }
        }

        private func attributes(for item: VisibleItem) -> UICollectionViewLayoutAttributes {
            let indexPath = IndexPath(item.indexPath)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            if sideBySidePages.contains(indexPath) {
                attributes.frame = scrollFrame(pageFrame(slot: item.slot))
                return attributes
            }
            attributes.frame = scrollFrame(item.frame)
            if zPositionHandler.setsLayoutAttribute {
                attributes.zIndex = zIndices[indexPath] ?? item.zIndex
            }
            if transparentAttributeWhenCellNotLoaded, pagesWithoutCells.contains(indexPath) {
                attributes.alpha = 0
            }
            return attributes
        }

        /// The frame of a page laid out side by side with the others: where it rests in the content.
        private func pageFrame(slot: Int) -> CGRect {
            let engine = pageController.engine
            return engine.geometry.frame(forSlot: slot, pageCount: engine.numberOfPages, at: engine.contentOffset(forSlot: slot))
        }

        // MARK: - Page controller

        private func connectPageController() {
            pageController.onPageScrolled = { [weak self] _ in
                guard let self, let collectionView = self.collectionView, !self.isPushingOffset else { return }
                self.pushOffset(to: collectionView)
            }
            pageController.onCurrentPageChanged = { [weak self] page in
                guard let self else { return }
                self.delegate?.onCurrentPageChanged(layout: self, currentPage: page)
            }
        }

        /// Moves the collection view to the controller's offset along the axis, keeping its offset
        /// across the axis (which the adjusted content insets set).
        private func pushOffset(to collectionView: UICollectionView) {
            let target = offset(
                along: scrollOffset(forEngineOffset: along(pageController.contentOffset)),
                keepingAcrossFrom: collectionView.contentOffset)
            guard target != collectionView.contentOffset else { return }
            isPushingOffset = true
            collectionView.contentOffset = target
            isPushingOffset = false
        }

        /// Makes a page change with `request`, which gets the completion to hand to the page
        /// controller; touches are ignored while the change animates.
        private func changePage(
            animated: Bool, completion: (() -> Void)?, _ request: (_ done: @escaping (Bool) -> Void) -> Void
        ) {
            request { [weak self] finished in
                self?.pageChangeEnded(animated: animated, finished: finished)
                completion?()
            }
            // After the request: it may have ended an earlier animation, which gave touches back.
            if pageController.isAnimating {
                suspendUserInteraction()
            }
        }

        private func suspendUserInteraction() {
            guard let collectionView, interactionToRestore == nil else { return }
            interactionToRestore = collectionView.isUserInteractionEnabled
            collectionView.isUserInteractionEnabled = false
        }

        private func pageChangeEnded(animated: Bool, finished: Bool) {
            guard !pageController.isAnimating else { return }
            if let enabled = interactionToRestore {
                collectionView?.isUserInteractionEnabled = enabled
                interactionToRestore = nil
            }
            if animated, finished, let collectionView {
                collectionView.delegate?.scrollViewDidEndScrollingAnimation?(collectionView)
            }
        }

        private static func makeBuiltInAnimator() -> any ViewAnimator {
            DefaultViewAnimator(0.3, curve: .easeInOut)
        }

        // MARK: - Axis helpers

        private func along(_ point: CGPoint) -> CGFloat {
            scrollDirection == .vertical ? point.y : point.x
        }

        private func offset(along value: CGFloat, keepingAcrossFrom other: CGPoint) -> CGPoint {
            scrollDirection == .vertical ? CGPoint(x: other.x, y: value) : CGPoint(x: value, y: other.y)
        }
    }
#endif
