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
    /// applied once per layout pass, in `prepare()`, and once more later in the same pass for cells
    /// the pass creates or resizes), it observes nothing with KVO and never nudges the content offset, and
    /// taps are resolved by the core's hit test so every visible page can be tapped, through its
    /// 3-D transform, without overriding `hitTest` on every cell of the app.
    ///
    /// The layout is a thin shell: its logic is the core's ``PagingLayoutDriver``, tested on Linux
    /// against a simulated collection view.
    public class CollectionViewPagingLayout: UICollectionViewLayout {
        // MARK: - Options

        /// How many pages around the current one are laid out (and kept in memory) at once; `nil`
        /// (the default) lays out every page. Values below 1 count as 1; at most
        /// `PagingEngine.maximumVisibleItems` (10 000) are laid out. Each pass costs in proportion:
        /// with `nil` on large data, 10 000 items every frame — set the few that can be on screen.
        public var numberOfVisibleItems: Int? {
            didSet { driver.numberOfVisibleItems = numberOfVisibleItems; invalidateLayout() }
        }

        /// The paging axis; `.horizontal` by default.
        public var scrollDirection: UICollectionView.ScrollDirection = .horizontal {
            didSet { driver.geometry.scrollDirection = ScrollDirection(scrollDirection); invalidateLayout() }
        }

        /// The length of a page along the axis, in points; `nil` (the default) for the collection
        /// view's width (horizontal) or height (vertical). Shorter pages with ``spacing`` let the
        /// neighbours peek in.
        public var pageLength: CGFloat? {
            didSet { driver.geometry.pageLength = pageLength; invalidateLayout() }
        }

        /// The gap between consecutive pages along the axis, in points; 0 by default.
        public var spacing: CGFloat = 0 {
            didSet { driver.geometry.spacing = spacing; invalidateLayout() }
        }

        /// Space before the first page and after the last one along the axis; none by default.
        public var contentPadding = ContentPadding() {
            didSet { driver.geometry.padding = contentPadding; invalidateLayout() }
        }

        /// Where a settled page sits in the visible area; centred by default.
        public var pageAlignment: PageAlignment = .center {
            didSet { driver.geometry.alignment = pageAlignment; invalidateLayout() }
        }

        /// Per-page lengths along the axis (pages of different sizes); `nil` (the default) for pages
        /// all ``pageLength`` long.
        public var itemLengths: ItemLengths? {
            didSet { driver.geometry.itemLengths = itemLengths; invalidateLayout() }
        }

        /// Whether the pages repeat without end. The collection view then scrolls over a long run of
        /// repeated periods (``LoopingScrollWindow``) and is moved back to the middle, by whole
        /// periods, whenever it comes to rest far from it. `false` by default.
        public var isLooping = false {
            didSet { driver.geometry.isLooping = isLooping; invalidateLayout() }
        }

        /// The reading direction of a horizontal pager; `nil` (the default) follows the collection
        /// view's `effectiveUserInterfaceLayoutDirection`.
        public var layoutDirection: LayoutDirection? {
            didSet { driver.layoutDirection = layoutDirection; invalidateLayout() }
        }

        /// Where the pages' z positions are written; ``ZPositionHandler/both`` by default.
        public var zPositionHandler: ZPositionHandler = .both {
            didSet {
                host.setsCellZPosition = zPositionHandler.setsCellLayer
                invalidateLayout()
            }
        }

        /// Whether a page whose cell the collection view has not created yet is laid out fully
        /// transparent until its first transform, so it never shows untransformed. `false` by
        /// default.
        public var transparentAttributeWhenCellNotLoaded = false {
            didSet { driver.hidesPagesWithoutCells = transparentAttributeWhenCellNotLoaded; invalidateLayout() }
        }

        /// The animator for page changes that name none; `nil` (the default) uses a 0.3-second
        /// ``DefaultViewAnimator`` with the `easeInOut` curve, driven by the display.
        public var defaultAnimator: (any ViewAnimator)? {
            didSet { pageController.defaultAnimator = defaultAnimator ?? Self.makeBuiltInAnimator() }
        }

        /// Whether a tapped page is reported to the layout's delegate (see
        /// ``CollectionViewPagingLayoutDelegate/collectionViewPagingLayout(_:didSelectItemAt:)``)
        /// and, with ``scrollsToSelectedPage``, becomes the current page; `false` by default, as in
        /// the original library — turn it on here or with
        /// ``configureTapOnCollectionView(goToSelectedPage:)``.
        ///
        /// Either way a tap makes the page under the finger the collection view's selection,
        /// through its delegate as a tap on a cell would (`collectionView(_:shouldSelectItemAt:)`
        /// then `didSelectItemAt`, or the deselect pair for a selected page with multiple
        /// selection; nothing when `allowsSelection` is off, and then only this setting makes the
        /// layout look at taps), since the overlapping full-size cells would otherwise give every
        /// tap to the last of them, whatever it shows. A tap that selects a page cancels the cells'
        /// touches, so UIKit does not select a second time: the delegate hears each tap once. Taps
        /// on controls and on views with their own tap recognizers are left to them, and a touch
        /// that stops a fling or an animated page change selects nothing.
        public var resolvesTaps = false {
            didSet { updateTapRecognizer() }
        }

        /// Whether a tapped page becomes the current page (animated); `false` by default.
        public var scrollsToSelectedPage: Bool {
            get { driver.scrollsToSelectedPage }
            set { driver.scrollsToSelectedPage = newValue }
        }

        /// Hears about page changes and taps.
        public weak var delegate: (any CollectionViewPagingLayoutDelegate)?

        // MARK: - State

        /// The current page: the page nearest the scroll position, clamped to the pages that exist.
        /// Animated page changes update it when they end; a page set before the collection view
        /// has counted its items becomes current at the next layout pass. Read in
        /// `scrollViewDidScroll(_:)`, it is the page at the offset the delegate is told about,
        /// whether UIKit calls it before or after the layout pass of that offset.
        ///
        /// Change it with ``setCurrentPage(_:animated:animator:completion:)``.
        public var currentPage: Int { driver.currentPageAtHostOffset }

        /// Whether a page change from code is animating.
        public var isAnimating: Bool { driver.isAnimating }

        /// What is moving the pages: idle, dragging, or settling after a drag or during an animated
        /// page change.
        public var scrollState: ScrollState { driver.scrollState }

        /// The layout's logic: reconciliation with the collection view, passes, attributes.
        let driver = PagingLayoutDriver(defaultAnimator: makeBuiltInAnimator(), frameSource: DisplayLinkFrameSource())
        /// The page controller: the source of truth for the current page and the animations.
        var pageController: PageController { driver.pageController }
        /// The collection view as the driver sees it. A constant, not a lazy property: every pass reads
        /// it, and a lazy property's read is an exclusive access and a check.
        private let host = CollectionViewHost()
        /// The user interaction setting to restore when an animated page change ends.
        private var interactionToRestore: Bool?
        // Unchecked: read by every pass and assigned whole, never held across a call.
        /// An animated page change asked for before the collection view had counted its items,
        /// waiting for the pass that carries it out.
        @exclusivity(unchecked) private var changeAwaitingItsPass: PageChange?
        // Unchecked: read by every pass and assigned whole, never held across a call.
        /// Whether ``driver``'s host is ``host``: from the first pass until the collection view takes
        /// another layout (the host is a constant, so it is given to the driver once per stay).
        @exclusivity(unchecked) private var driverHasHost = false
        /// Recognises taps on the collection view; see ``resolvesTaps``.
        var tapHandler: PagingTapHandler?
        /// Whether the layout settles drags in place of the collection view's paging
        /// (`CollectionViewPagingLayout+SystemPaging.swift`).
        var systemPaging = SystemPagingTakeover()
        // Unchecked, as `pagesInRect` and `elementsInRect` below: read and assigned whole on every
        // pass, never held across a call (the arrays are moved into locals while they are refilled),
        // so a run-time exclusivity check per frame could find no conflict.
        /// What the last check of ``systemPaging`` was made for; `nil` before the first.
        @exclusivity(unchecked) var systemPagingInputs: SystemPagingInputs?
        /// The indicator, VoiceOver element and auto-scroller wired to the pages (the `attach` and
        /// auto-scroll extensions). A constant, as ``host`` is.
        let attachments = PagerAttachments()
        /// The attributes objects of the laid-out items: the one handed out last, handed out again
        /// while its page's attributes stay the same, and the one before it, written when they change.
        private var attributesObjects = ItemIndexPathTable<AttributesObjectPair>()
        /// The size at which ``attributesObjects`` is next cleared of items no longer laid out.
        private var attributesObjectsPruneCount = 32
        /// The array `layoutAttributesForElements(in:)` returns, refilled in its storage.
        @exclusivity(unchecked) private var elementsInRect: [UICollectionViewLayoutAttributes] = []
        /// The driver's attributes of the pages in the rect last asked for, refilled in its storage.
        @exclusivity(unchecked) private var pagesInRect: [LayoutElement] = []

        /// Points per second in one point per millisecond: the release velocity
        /// (`UIScrollView.releaseVelocity(reported:)`) is in points per millisecond, and the core's
        /// snapping takes points per second.
        private static let velocityScale: CGFloat = 1000

        // MARK: - Lifecycle

        /// Creates a layout with the original library's defaults.
        public override init() {
            super.init()
            connectDriver()
        }

        /// Creates a layout from an archive (a storyboard or nib), with the original library's defaults.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            connectDriver()
        }

        // MARK: - Page changes

        /// Goes to `page` (clamped to the pages that exist), animated with `animator` — or
        /// ``defaultAnimator`` when `nil` — or at once.
        ///
        /// - Parameters:
        ///   - page: the page to show. Asked for before the collection view has counted its items
        ///     (in `viewDidLoad`, right after `reloadData()`), it is remembered and shown by the next
        ///     layout pass — without animation when no page has been shown yet.
        ///   - animated: `true` (the default) to animate, `false` to jump.
        ///   - animator: the animator; `nil` uses ``defaultAnimator``.
        ///   - completion: called once when the change ends — also when a newer page change or a
        ///     drag interrupts it; never from inside a layout pass.
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
                driver.setCurrentPage(page, animated: animated, animator: animator, completion: done)
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
                driver.goToNextPage(animated: animated, animator: animator, completion: done)
            }
        }

        /// Goes to the page before the current one (or before the page an animation is heading to);
        /// stays on the first page at the start. See ``setCurrentPage(_:animated:animator:completion:)``.
        public func goToPreviousPage(
            animated: Bool = true, animator: (any ViewAnimator)? = nil, completion: (() -> Void)? = nil
        ) {
            changePage(animated: animated, completion: completion) { done in
                driver.goToPreviousPage(animated: animated, animator: animator, completion: done)
            }
        }

        /// Invalidates the layout inside `performBatchUpdates`, so attribute changes (such as new z
        /// indices after you change options) animate. As in the original library this happens on
        /// the next turn of the main run loop, so it is safe to call from layout callbacks.
        ///
        /// - Parameter invalidateOffset: accepted for source compatibility and ignored: the
        ///   original nudged the content offset to make UIKit re-sort cells by z position; this layout
        ///   writes each cell's z position on every pass (see ``zPositionHandler``).
        public func invalidateLayoutInBatchUpdate(invalidateOffset: Bool = false) {
            driver.invalidateInBatchUpdates()
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
            driver.contentSize
        }

        /// Brings the driver up to date with the collection view: reconciles the offsets, lays out
        /// the pages at the current offset and transforms the loaded cells.
        public override func prepare() {
            super.prepare()
            bringUpToDate()
        }

        /// `prepare()`'s work: the driver reconciled and its pass made, the recognizer, paging and
        /// attachments brought up to date.
        private func bringUpToDate() {
            // Read once for the pass (each read is a weak load): only the app's taking the collection
            // view for another layout changes it, and that is not done from inside a pass.
            let collectionView = collectionView
            let isAnotherCollectionView = host.attach(to: collectionView)
            if !driverHasHost {
                // A weak reference's assignment on every pass would cost more than this check.
                driver.host = host
                driverHasHost = true
            }
            driver.prepare()
            if let change = changeAwaitingItsPass, driver.requestedPage == nil {
                // The remembered change was carried out by this pass, animated or not.
                changeAwaitingItsPass = nil
                noteStart(of: change)
            }
            if isAnotherCollectionView || tapHandler == nil {
                // A recognizer made for the collection view the host already followed serves it
                // still: its weak reference is not loaded on every pass to say so.
                updateTapRecognizer(for: collectionView)
            }
            adoptSystemPaging(in: collectionView)
            attachments.layoutDidPrepare()
        }

        /// The collection view takes another layout: a running page change stops where it is (the
        /// collection view's user interaction comes back) and the tap recognizer leaves, so nothing
        /// of this layout stays on the collection view.
        public override func prepareForTransition(to newLayout: UICollectionViewLayout) {
            super.prepareForTransition(to: newLayout)
            if driver.isAnimating {
                // Scrolling to where the pages are ends the animation there.
                pageController.scroll(to: pageController.contentOffset)
            }
            pageChangeEnded()
            relinquishSystemPaging()
            tapHandler?.remove()
            tapHandler = nil
            attachments.layoutWillLeave()
            host.detach()
            // The collection view is the new layout's now: a page asked for meanwhile is remembered
            // (the counts are read again on return) instead of scrolling the other layout's content.
            driver.host = nil
            driverHasHost = false
            driver.invalidate(everything: true, dataSourceCounts: true)
        }

        /// `true`: every scroll step changes every page's progress.
        public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            true
        }

        /// Notes when the data source's counts may have changed, so the next pass reads them again;
        /// a scroll step (a bounds change) reads none.
        public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything || context.invalidateDataSourceCounts {
                // Batch updates animate between the attributes before and after: those handed out
                // so far are left as they are.
                attributesObjects.removeAll()
            }
            driver.invalidate(everything: context.invalidateEverything, dataSourceCounts: context.invalidateDataSourceCounts)
            super.invalidateLayout(with: context)
        }

        /// The attributes of the laid-out pages that meet `rect`, read from the last pass: the visible
        /// area as frame (side by side for cells that are not transformable), the z position, and
        /// transparency for pages whose cells do not exist yet when asked to.
        ///
        /// The object handed out last for an item is never changed: UIKit may keep it as it is
        /// ("layout attribute objects may be copied by the collection view" — or not) and compares
        /// the next attributes with it (`isEqual(_:)`) to decide whether to apply them. A page whose
        /// attributes did not change gets the same object again; one whose attributes changed gets
        /// the object handed out before that one, rewritten, so a scroll makes no new objects. After
        /// a data invalidation (reload, batch updates) every item gets new objects.
        public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            // Local copies while they are refilled: one exclusive access each, not one per page.
            var pages = pagesInRect
            var elements = elementsInRect
            pagesInRect = []
            elementsInRect = []
            driver.attributes(in: rect, into: &pages)
            elements.removeAll(keepingCapacity: true)
            updateAttributesObjects(for: pages, into: &elements, table: &attributesObjects)
            pagesInRect = pages
            elementsInRect = elements
            return elements
        }

        /// Appends the attributes object of each of `pages` to `elements`, each found or made in
        /// `table` (the layout's ``attributesObjects``, passed in so that a query accesses it once,
        /// not once per page).
        private func updateAttributesObjects(
            for pages: [LayoutElement], into elements: inout [UICollectionViewLayoutAttributes],
            table: inout ItemIndexPathTable<AttributesObjectPair>
        ) {
            for page in pages {
                elements.append(attributesObject(for: page, in: &table))
            }
        }

        /// The attributes of one item: for a laid-out page, the ones `layoutAttributesForElements(in:)`
        /// gives it (batch-update animations and transitions go between the two); for another item,
        /// its own page of the content; `nil` for an item that does not exist.
        public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let page = driver.attributes(for: ItemIndexPath(indexPath)) else { return nil }
            return attributesObject(for: page, in: &attributesObjects)
        }

        /// Keeps the current page when UIKit repositions the content (rotation, reloads, updates).
        public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            driver.targetContentOffset(proposed: proposedContentOffset)
        }

        /// Where a drag the user released comes to rest: the page the core's ``PageSnapping`` picks
        /// for the release velocity (``PageController/snapping``), while the page controller
        /// settles with the collection view's deceleration. Only when `isPagingEnabled` is off:
        /// with it, UIKit pages by itself and never asks.
        ///
        /// A drag no layout pass has seen yet (a busy main thread handles a quick swipe's touches
        /// back to back, and lays out only when it would wait) is brought up to date first.
        public override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            if driver.scrollState != .dragging, host.isDragging {
                bringUpToDate()
            }
            guard driver.scrollState == .dragging else { return proposedContentOffset }
            // UIKit's documentation gives `velocity` in points per second here, and in points per
            // millisecond, the unit apps observe, to `scrollViewWillEndDragging`: the pan says which.
            let release = collectionView?.releaseVelocity(reported: velocity) ?? velocity
            return driver.endDragging(
                velocity: CGPoint(x: release.x * Self.velocityScale, y: release.y * Self.velocityScale),
                proposedOffset: proposedContentOffset)
        }

        /// The attributes object of `page`'s item: the one handed out last when it says what `page`
        /// says, else the item's other object written with `page` (a new one before the item's first
        /// change) — never the one handed out last, which UIKit may hold uncopied
        /// (``AttributesObjectPair``).
        private func attributesObject(
            for page: LayoutElement, in table: inout ItemIndexPathTable<AttributesObjectPair>
        ) -> UICollectionViewLayoutAttributes {
            // A scroll step finds every page's pair and changes it in place: one look at the table.
            if let objects = table[page.indexPath] { return objects.object(for: page) }
            let objects = AttributesObjectPair(page: page, indexPath: IndexPath(page.indexPath))
            table[page.indexPath] = objects
            if table.count > attributesObjectsPruneCount {
                // Pages that left the pass no longer need theirs; this item keeps the one just made.
                table.filter { indexPath, _ in indexPath == page.indexPath || driver.isLaidOut(indexPath) }
                attributesObjectsPruneCount = max(32, table.count * 2)
            }
            return objects.current
        }

        /// The cells have their frames for the pass in progress (the follow-up view is laid out):
        /// gives each content view its cell's size again, lays out the content of the cells that
        /// have not been yet, so their targets have their new sizes, and transforms the cells again.
        func cellsDidLayOut() {
            guard let collectionView else { return }
            for cell in collectionView.visibleCells {
                // A resized cell's content view may have been resized through the transform an
                // effect gave it (UIKit resizes it by its frame, undefined under a transform): it
                // fills its cell again, by bounds and centre, before the cell is transformed.
                let content = cell.contentView
                if content.bounds.size != cell.bounds.size {
                    content.bounds.size = cell.bounds.size
                    content.center = CGPoint(x: cell.bounds.midX, y: cell.bounds.midY)
                }
                cell.layoutIfNeeded()
            }
            driver.cellsDidLayOut()
        }

        /// A cell's effect view was resized while the cell was not (see
        /// ``EffectViewResizeObserver``): the pages are transformed again for their sizes.
        func cellContentDidResize() {
            driver.cellContentDidResize()
        }

        // MARK: - Driver

        private func connectDriver() {
            host.layout = self
            attachments.layout = self
            driver.onCurrentPageChanged = { [weak self] page in
                guard let self else { return }
                self.delegate?.collectionViewPagingLayout(self, didChangeCurrentPage: page)
            }
        }

        /// Makes a page change with `request`, which gets the completion to hand to the driver;
        /// touches are ignored while the change animates, and an animation that reaches its page
        /// ends with the collection view delegate's `scrollViewDidEndScrollingAnimation(_:)` — a
        /// change carried out without animation (asked for without, or remembered until the first
        /// pages were shown) ends without it.
        private func changePage(
            animated: Bool, completion: (() -> Void)?, _ request: (_ done: @escaping (Bool) -> Void) -> Void
        ) {
            let change = PageChange()
            request { [weak self] finished in
                self?.pageChangeEnded()
                if change.isAnimated, finished, let self, !driver.isAnimating, let collectionView {
                    collectionView.delegate?.tellDidEndScrollingAnimation(of: collectionView)
                }
                completion?()
            }
            guard animated else { return }
            if driver.requestedPage != nil {
                // Remembered until the collection view has counted its items: the pass that
                // carries it out tells whether it animates.
                changeAwaitingItsPass = change
            } else {
                // After the request: it may have ended an earlier animation, which gave touches back.
                noteStart(of: change)
            }
        }

        /// A change has been carried out: when it animates, touches are ignored until it ends.
        private func noteStart(of change: PageChange) {
            guard driver.isAnimating else { return }
            change.isAnimated = true
            suspendUserInteraction()
        }

        private func suspendUserInteraction() {
            guard let collectionView, interactionToRestore == nil else { return }
            interactionToRestore = collectionView.isUserInteractionEnabled
            collectionView.isUserInteractionEnabled = false
        }

        private func pageChangeEnded() {
            guard !driver.isAnimating else { return }
            if let enabled = interactionToRestore {
                collectionView?.isUserInteractionEnabled = enabled
                interactionToRestore = nil
            }
        }

        private static func makeBuiltInAnimator() -> any ViewAnimator {
            DefaultViewAnimator(0.3, curve: .easeInOut)
        }

        /// One page change from code, as its completion sees it: whether it animated.
        private final class PageChange {
            var isAnimated = false
        }
    }
#endif
