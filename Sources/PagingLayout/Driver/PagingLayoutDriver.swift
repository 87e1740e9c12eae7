import Foundation

/// The logic of a collection view paging layout, without UIKit: it keeps a ``PageController`` and
/// a scroll view (its ``PagingLayoutHost``) in step, plans each layout pass and hands out the
/// pages' attributes. `CollectionViewPagingLayout` is a thin shell that forwards to one.
///
/// Call it in the order UIKit calls a layout: ``invalidate(everything:dataSourceCounts:)`` when the
/// layout is invalidated, ``prepare()``, then ``contentSize``, ``attributes(in:)`` and
/// ``attributes(for:)``.
///
/// ```swift
/// let driver = PagingLayoutDriver()
/// driver.host = collectionViewHost        // bounds, offset, counts, cells
/// driver.setCurrentPage(3, animated: false)   // remembered until the counts are known
/// driver.prepare()                        // reads the counts, jumps to page 3, transforms cells
/// let visible = driver.attributes(in: visibleRect)
/// ```
///
/// What it takes care of:
/// - **Offsets on the pixel grid.** The host may round offsets it is given; an offset the driver
///   wrote, read back after rounding, is never mistaken for the user's scroll, so animations run
///   to their end.
/// - **Pages requested before the counts are known** (before the first pass, after a reload) are
///   remembered and shown once the next pass has read the counts.
/// - **Callbacks out of layout.** Page changes, scroll states and completions that happen inside
///   ``prepare()`` reach listeners on a later turn of the main run loop, in order, so a listener
///   may reload the collection view.
/// - **Late cells.** Cells that were not loaded, or had the old size, when their page was
///   transformed get one more transform once the host has laid them out, in the same layout pass
///   (``PagingLayoutHost/transformCellsAfterLayout()``), or else on the next frame of ``frameSource``.
@MainActor
package final class PagingLayoutDriver {
    // MARK: - Options

    /// The page geometry's options: page length, spacing, padding, alignment, direction, looping,
    /// per-item lengths. Its viewport size is the host's (what is set here is ignored), and its
    /// layout direction is ``layoutDirection`` or the host's.
    ///
    /// Changes take effect at the next ``prepare()``; invalidate the host's layout after changing it.
    public var geometry = PageGeometry(viewportSize: .zero) {
        didSet { engineInputs = nil }
    }

    /// The reading direction of a horizontal pager; `nil` (the default) follows the host's
    /// ``PagingLayoutHost/effectiveLayoutDirection``.
    public var layoutDirection: LayoutDirection? {
        didSet { engineInputs = nil }
    }

    /// How many pages around the current one are laid out; `nil` (the default) for all of them.
    public var numberOfVisibleItems: Int? {
        didSet { engineInputs = nil }
    }

    /// Whether a page whose cell is not loaded yet gets alpha 0; `false` by default.
    public var hidesPagesWithoutCells = false

    /// Whether a tapped page becomes the current page (``tap(atContentPoint:)``); `false` by default.
    public var scrollsToSelectedPage = false

    // MARK: - Listeners

    // Unchecked: each access is a load or a store of the reference, which runs no other code.
    /// The scroll view the driver lays out; held weakly.
    @exclusivity(unchecked) public weak var host: (any PagingLayoutHost)?

    /// The page controller: the source of truth for the current page and the animations.
    public let pageController: PageController

    /// Called with the new current page when it changes (never from inside ``prepare()``).
    public var onCurrentPageChanged: ((_ currentPage: Int) -> Void)?

    /// Called with the new scroll state when it changes (never from inside ``prepare()``).
    public var onScrollStateChanged: ((_ scrollState: ScrollState) -> Void)?

    /// The clock of the one-frame follow-ups for late cells: the display on iOS, a manual clock in
    /// tests.
    public let frameSource: any FrameSource

    // MARK: - State

    // The state a pass reads and writes is `@exclusivity(unchecked)`: only the driver's own methods
    // touch it, each access is a read, an assignment or a short mutation of its own that calls no
    // host, listener or app code (the cells are transformed into locals), so the run-time
    // exclusivity check (about 60 instructions per access, several per scroll step) could find no
    // conflict. The touch scene, filled in place by the host, keeps its check.

    /// The pass at the host's offset, laid out by the last ``prepare()``.
    @exclusivity(unchecked) public internal(set) var pass: LayoutPass?
    /// Each laid-out page's position in `pass.elements`, for queries by index path in O(1); built on
    /// the first such query after a pass (a scroll step makes none), see ``passIndexIsCurrent``.
    var passIndex: [ItemIndexPath: Int] = [:]
    /// Whether ``passIndex`` describes the current pass.
    @exclusivity(unchecked) var passIndexIsCurrent = false
    /// The shift from the engine's frames to the host's content coordinates for the current pass
    /// (the looping window's base); `nil` when the pager does not loop.
    @exclusivity(unchecked) var passFrameShift: CGPoint?
    /// Per laid-out page, in the pass's order: the z position its cell asked for and whether the
    /// cell was loaded, at the last transform.
    @exclusivity(unchecked) var pageStates: [LaidOutPageState] = []
    /// The storage of the transform before last's ``pageStates``, refilled by the next transform,
    /// so a pass allocates nothing.
    @exclusivity(unchecked) var sparePageStates: [LaidOutPageState] = []
    /// The storage of the cells' outcomes of the last transform, refilled by the next one.
    @exclusivity(unchecked) var spareCellOutcomes: [CellTransformOutcome] = []
    /// The scene touches are routed with (see ``touchScene()``), kept when it goes stale so the
    /// next one is built in its storage.
    var touchSceneStorage = PagerScene(viewportSize: .zero, contentOffset: .zero, items: [])
    /// Whether ``touchSceneStorage`` shows the cells of this turn of the run loop as they are.
    @exclusivity(unchecked) var touchSceneIsCurrent = false
    /// Pages whose cells were loaded and not transformable; remembered while their cells are
    /// away, so they keep their side-by-side frames instead of coming back at the viewport.
    @exclusivity(unchecked) var sideBySidePages: Set<ItemIndexPath> = []
    /// Whether the last loaded cell seen was not transformable: pages whose cells are not loaded
    /// yet are then laid out side by side too, as their cells most likely will be.
    @exclusivity(unchecked) var unloadedPagesAreSideBySide = false
    /// Whether the item counts must be read from the host at the next pass.
    @exclusivity(unchecked) var needsItemCounts = true
    /// What the page controller's engine was last built from (the host's viewport and reading
    /// direction); `nil` after a change of the options, so the next pass builds it again. A pass
    /// whose inputs are these (a scroll step) neither builds nor compares an engine.
    @exclusivity(unchecked) var engineInputs: EngineInputs?
    /// How many times the driver has given the page controller a new engine: it changes whenever
    /// the pages, their geometry or the viewport may have, so a caller can keep what it worked out
    /// from the engine until it does.
    public internal(set) var engineChanges = 0
    /// A page change asked for while the counts were unknown.
    @exclusivity(unchecked) var pendingRequest: PendingPageRequest?
    /// The host's offset right after the driver's last write, as the host rounded it.
    @exclusivity(unchecked) var writtenOffset: CGPoint?
    /// How many times the driver has moved the host (a wrapping count): a pass that read the host's
    /// offset uses it again while this stays the same.
    @exclusivity(unchecked) var hostOffsetWrites = 0
    /// Whether the driver is writing the host's offset: a pass run from inside the write (a scroll
    /// view calls `scrollViewDidScroll` before its setter returns, and apps lay out from there)
    /// sees the driver's own offset, not the user's.
    @exclusivity(unchecked) var isWritingOffset = false
    /// Per laid-out page: the transform and alpha its cell's own layer had after its last
    /// transform (an effect that moves the cell itself), for the attributes UIKit applies to it.
    @exclusivity(unchecked) var cellAppearances: [ItemIndexPath: CellAppearance] = [:]
    /// Whether the controller is being brought to the host's offset (nothing to write back).
    @exclusivity(unchecked) var isAdoptingHostOffset = false
    /// Whether ``prepare()`` is running: listeners hear about events later.
    @exclusivity(unchecked) var isPreparing = false
    /// Events waiting for the next turn of the run loop, in the order they happened. Values, not
    /// closures, in an array that keeps its storage: queuing one allocates nothing once it has grown.
    @exclusivity(unchecked) var deferredEvents: [PagingLayoutDriverEvent] = []
    /// Delivers the deferred events: made once, so scheduling a delivery makes no closure.
    lazy var deferredEventsDelivery: @MainActor () -> Void = { [weak self] in self?.deliverDeferredEvents() }
    /// Whether a follow-up frame has been asked for and not delivered.
    var isAwaitingFollowUpFrame = false
    /// Whether the host is to call ``cellsDidLayOut()`` in the layout pass in progress.
    var isAwaitingCellLayout = false
    /// The last ``contentSize`` and what it was worked out for; dropped when the engine changes.
    @exclusivity(unchecked) var contentSizeCache: ContentSizeCache?
    /// A settle after a drag that the host's own deceleration carries out; see ``endDragging(velocity:)``.
    @exclusivity(unchecked) var deceleration: HostDeceleration?

    // MARK: - Lifecycle

    /// Creates a driver.
    ///
    /// - Parameters:
    ///   - defaultAnimator: the animator for page changes that name none; by default a 0.3-second
    ///     ``DefaultViewAnimator`` with the `easeInOut` curve.
    ///   - frameSource: the clock of follow-up frames; by default a timer task on the main actor. Adapters
    ///     pass the display's clock (the UIKit adapter its `DisplayLinkFrameSource`).
    public init(defaultAnimator: (any ViewAnimator)? = nil, frameSource: (any FrameSource)? = nil) {
        pageController = PageController(
            engine: PagingEngine(viewportSize: .zero, itemCounts: []), defaultAnimator: defaultAnimator)
        self.frameSource = frameSource ?? TimerFrameSource()
        pageController.onPageScrolled = { [weak self] _ in self?.pageControllerDidScroll() }
        pageController.onCurrentPageChanged = { [weak self] page in
            self?.emit(.currentPageChanged(page))
        }
        pageController.onScrollStateChanged = { [weak self] state in
            self?.emit(.scrollStateChanged(state))
        }
    }

    // MARK: - Reading

    /// The current page; see ``PageController/currentPage``. A page asked for before the counts
    /// were known is ``requestedPage`` until the next pass.
    public var currentPage: Int { pageController.currentPage }

    /// The page asked for while the item counts were unknown, shown at the next ``prepare()``;
    /// `nil` when there is none.
    public var requestedPage: Int? { pendingRequest?.page }

    /// Whether a page change animates.
    public var isAnimating: Bool { pageController.isAnimating }

    /// What is moving the pages.
    public var scrollState: ScrollState { pageController.scrollState }

    // MARK: - Page changes

    /// Goes to `page` (clamped to the pages that exist when it is shown), animated with `animator`
    /// (``PageController/defaultAnimator`` when `nil`) or at once.
    ///
    /// Before the first pass, or after an invalidation that may have changed the counts (a
    /// reload, batch updates), the request is remembered and carried out by the next
    /// ``prepare()`` — without animation when no page has been shown yet. A newer request replaces
    /// it (its completion gets `false`).
    ///
    /// - Parameters:
    ///   - page: the page to show; clamped to the pages that exist when it is shown.
    ///   - animated: whether the change animates; `false` moves at once.
    ///   - animator: the animation of this change, ``PageController/defaultAnimator`` when `nil`.
    ///   - completion: called once, `true` when the page was reached, `false` when a newer
    ///     request or a drag interrupted the change; never from inside ``prepare()``.
    public func setCurrentPage(
        _ page: Int, animated: Bool = true, animator: (any ViewAnimator)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        let request = PendingPageRequest(page: page, animated: animated, animator: animator, completion: completion)
        if needsItemCounts || pageController.engine.pageLength <= 0 {
            remember(request)
        } else {
            carryOut(request, animated: animated)
        }
    }

    /// Goes to the page after the current one, the requested one or the one an animation heads to.
    public func goToNextPage(
        animated: Bool = true, animator: (any ViewAnimator)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        step(by: 1, animated: animated, animator: animator, completion: completion)
    }

    /// Goes to the page before the current one, the requested one or the one an animation heads to.
    public func goToPreviousPage(
        animated: Bool = true, animator: (any ViewAnimator)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        step(by: -1, animated: animated, animator: animator, completion: completion)
    }

    private func step(by pages: Int, animated: Bool, animator: (any ViewAnimator)?, completion: ((Bool) -> Void)?) {
        if let pending = pendingRequest {
            let (target, overflow) = pending.page.addingReportingOverflow(pages)
            setCurrentPage(overflow ? pending.page : target, animated: animated, animator: animator, completion: completion)
            return
        }
        let done = deferred(completion)
        if pages > 0 {
            pageController.goToNextPage(animated: animated, animator: animator, completion: done)
        } else {
            pageController.goToPreviousPage(animated: animated, animator: animator, completion: done)
        }
    }

    private func remember(_ request: PendingPageRequest) {
        let replaced = pendingRequest
        pendingRequest = request
        if let completion = replaced?.completion {
            emit(.completion(completion, finished: false))
        }
        host?.invalidateLayout()
    }

    private func carryOut(_ request: PendingPageRequest, animated: Bool) {
        pageController.setCurrentPage(
            request.page, animated: animated, animator: request.animator, completion: deferred(request.completion))
    }

    /// Carries out a remembered request once the counts are known and the pages have a length.
    func carryOutPendingRequest(pagesWereShown: Bool) {
        guard let request = pendingRequest, !needsItemCounts, pageController.engine.pageLength > 0 else { return }
        pendingRequest = nil
        carryOut(request, animated: request.animated && pagesWereShown)
    }

    // MARK: - Invalidation

    /// Notes an invalidation of the host's layout: after `everything` or `dataSourceCounts` (a
    /// reload, batch updates) the next pass reads the counts again; a scroll step reads none.
    public func invalidate(everything: Bool, dataSourceCounts: Bool) {
        if everything || dataSourceCounts {
            needsItemCounts = true
        }
    }

    /// Invalidates the host's layout inside its batch updates, on the next turn of the run loop —
    /// never from inside the caller's own layout pass or callback, as the original library did.
    public func invalidateInBatchUpdates() {
        host?.schedule { [weak self] in
            guard let host = self?.host else { return }
            host.performBatchUpdates { [weak host] in host?.invalidateLayout() }
        }
    }

    // MARK: - Events

    /// Delivers `event` now, or — inside ``prepare()``, or while earlier events wait — on the next
    /// turn of the run loop, after the events before it.
    func emit(_ event: PagingLayoutDriverEvent) {
        guard let host, isPreparing || !deferredEvents.isEmpty else {
            deliver(event)
            return
        }
        deferredEvents.append(event)
        guard deferredEvents.count == 1, !host.scheduleEventDelivery() else { return }
        host.schedule(deferredEventsDelivery)
    }

    private func deliver(_ event: PagingLayoutDriverEvent) {
        switch event {
        case .currentPageChanged(let page): onCurrentPageChanged?(page)
        case .scrollStateChanged(let state): onScrollStateChanged?(state)
        case .completion(let completion, let finished): completion(finished)
        }
    }

    /// Delivers the events queued for the next turn of the run loop, in the order they happened:
    /// what the delivery a host scheduled (``PagingLayoutHost/scheduleEventDelivery()``) calls.
    /// Does nothing when none wait.
    public func deliverDeferredEvents() {
        // Events emitted while these run (a listener's own page change) queue behind them.
        while !deferredEvents.isEmpty {
            let event = deferredEvents.removeFirst()
            // A page left before the delivery (a page set without animation in the same turn, or
            // the host scrolled on) is no longer current: a later pass or change tells the new one.
            if case .currentPageChanged(let page) = event, page != currentPageAtHostOffset { continue }
            deliver(event)
        }
    }

    /// `completion`, delivered through ``emit(_:)``.
    func deferred(_ completion: ((Bool) -> Void)?) -> ((Bool) -> Void)? {
        guard let completion else { return nil }
        return { [weak self] finished in
            guard let self else { return completion(finished) }
            self.emit(.completion(completion, finished: finished))
        }
    }
}

/// What the driver builds its engine from besides its options and the counts: the host's viewport
/// and the reading direction in effect.
struct EngineInputs: Equatable {
    let viewportSize: CGSize
    let layoutDirection: LayoutDirection
}

/// A content size and the page count and insets across the axis it was worked out for.
struct ContentSizeCache {
    let pageCount: Int
    let insetsAcross: CGFloat
    let size: CGSize
}

/// A page change waiting for the item counts.
struct PendingPageRequest {
    let page: Int
    let animated: Bool
    let animator: (any ViewAnimator)?
    let completion: ((Bool) -> Void)?
}
