import Foundation

/// Owns a pager's scroll state — content offset, current page, drags and animated page changes —
/// over a ``PagingEngine``, without any UI toolkit.
///
/// Drive it from code (``setCurrentPage(_:animated:completion:)``, ``goToNextPage(animated:animator:completion:)``)
/// or from a gesture (``beginDragging()``, ``drag(to:)``, ``endDragging(velocity:animator:completion:)``),
/// and lay out with ``layout()`` whenever ``onPageScrolled`` fires.
///
/// ```swift
/// let pager = PageController(engine: PagingEngine(viewportSize: CGSize(width: 300, height: 500),
///                                                 itemCounts: [10]))
/// pager.onCurrentPageChanged = { page in print("now on page", page) }
/// pager.goToNextPage()                      // animates to page 1 with `defaultAnimator`
/// pager.setCurrentPage(4, animated: false)  // jumps: prints "now on page 4"
/// ```
///
/// The rules:
/// - Requested pages are clamped to `0..<numberOfPages` (0 when there are none).
/// - ``currentPage`` is the page nearest the scroll position, clamped — except that frames of an
///   animation do not change it: it becomes the animation's target page when the animation ends.
/// - A new request (a page change, a drag, ``scroll(to:)``) interrupts a running animation where it
///   is; that animation's completion is called with `false`.
/// - Every completion is called exactly once: `true` when its page change ran to its end (or had
///   nothing to do), `false` when it was interrupted. While it runs, an animation keeps the
///   controller alive.
/// - Changing ``engine`` keeps the page: see ``engine``.
///
/// Work happens in **steps**: a request, an animation frame or an engine change first brings the
/// whole state (offset, page, scroll state) to its new value, then tells listeners in this order:
/// completions of interrupted animations (told `false`), ``onPageScrolled``,
/// ``onCurrentPageChanged``, ``onScrollStateChanged``, then the step's own completion. Every listener
/// therefore reads the state the step ended in, and each is handed the state as it is when it is
/// called: a page within the data, equal to ``currentPage``, even when an earlier listener of the
/// same step changed the data (changes are coalesced: a listener hears a value once, the latest).
///
/// Listeners are closures, one per event, with no delegate beside them, as the driver, the page
/// indicator and the SwiftUI page views take theirs: a caller listens to the one event it needs
/// without a conforming type, and an adapter relays events without taking a delegate slot. Capture
/// the controller or your own object weakly (`[weak self]`, `[unowned pager]`): the controller holds
/// its closures strongly.
///
/// Requests made from inside a callback (a completion or a listener) are **queued**:
/// they run, in the order made, once the current step has told all its listeners. Until then the
/// controller reads as it did (a queued ``setCurrentPage(_:animated:completion:)`` has not moved
/// ``currentPage`` yet). Data changes are the exception: assigning ``engine`` or calling
/// ``updateItems(_:from:to:)`` inside a callback applies at once, so ``currentPage`` always lies
/// within the data; the listeners of the current step still to be called hear the new state, and
/// what is left to tell follows the current step. A listener that requests something on every
/// callback keeps the controller busy for as long as it does.
@MainActor
public final class PageController {
    // Unchecked, as the step's state below: every access is a read (a copy) or an assignment, and
    // the observer that reconciles the controller and tells listeners runs after the assignment's
    // access has ended, so a listener that reads or assigns it overlaps no access.
    /// The paging core: viewport size, item counts, direction, visible count.
    ///
    /// Changing it keeps the controller on its page, as the original library's page cache did
    /// across rotations and reloads:
    /// - a new page length or direction (rotation, resize) puts the offset back on the current
    ///   page — or, while dragging, on the same fractional position;
    /// - a new item count keeps the current page, clamped to the pages that remain; an offset
    ///   left outside the pages comes back onto the nearest one;
    /// - a running animation whose target page moved or no longer exists finishes at once on its
    ///   (clamped) target page; its completion gets `true`.
    ///
    /// Changes that move no page (``PagingEngine/numberOfVisibleItems``, item counts that keep the
    /// page) change nothing else.
    @exclusivity(unchecked) public var engine: PagingEngine {
        didSet {
            engineVersion &+= 1
            engineDidChange(from: oldValue)
        }
    }

    // The state a scroll step reads and writes is `@exclusivity(unchecked)`: only the controller's
    // own methods touch it, each access is a read, an assignment or a short mutation of its own
    // (an append, a removal) that calls no listener, animator or other code that could reach the
    // controller, so the run-time exclusivity check (about 60 instructions per access, several per
    // scroll step) could find no conflict.

    /// The scroll offset, in points: along the axis, the page times the page length once a page
    /// change or a drag has settled; 0 across the axis.
    @exclusivity(unchecked) public private(set) var contentOffset: CGPoint

    /// The current page: the page nearest the scroll position, clamped to the valid pages (0 when
    /// there are none), updated when an animation ends rather than on its frames.
    ///
    /// Change it with ``setCurrentPage(_:animated:completion:)``.
    @exclusivity(unchecked) public private(set) var currentPage: Int

    /// What is moving the pager.
    @exclusivity(unchecked) public private(set) var scrollState: ScrollState = .idle

    // Stored beside `animation`: comparing the optional animation with `nil` copies it (its
    // animator, cancelable and completion retained and released), and the driver asks on every
    // scroll step.
    /// Whether an animation (a programmatic page change, or settling after a drag) is running.
    @exclusivity(unchecked) public private(set) var isAnimating = false

    /// The animator for page changes that name none, and for settling after a drag.
    ///
    /// By default a 0.3-second ``DefaultViewAnimator`` with the ``DefaultViewAnimator/Curve/easeInOut``
    /// curve on its default clock (the display on iOS, a timer task elsewhere).
    public var defaultAnimator: any ViewAnimator

    /// The animator for a drag released as a fling (at least
    /// ``PageSnapping/Configuration/minimumFlickVelocity``), which usually wants a quicker,
    /// decelerating curve than a slow drag's settle; `nil` (the default) uses ``defaultAnimator``.
    ///
    /// ```swift
    /// controller.flingAnimator = DefaultViewAnimator(0.25, curve: .easeOut)
    /// ```
    public var flingAnimator: (any ViewAnimator)?

    /// Where a released drag settles; see ``PageSnapping``.
    public var snapping: PageSnapping.Configuration

    /// Called with the new current page when it changes: the original library's
    /// `onCurrentPageChanged`. Also called with the same page when ``updateItems(_:from:to:)``
    /// puts another item on it (the current item was deleted or replaced at its index).
    ///
    /// The page it is handed is always ``currentPage`` at the moment it is called, within the data.
    public var onCurrentPageChanged: ((_ currentPage: Int) -> Void)?

    /// Called whenever the content offset changes: by a drag, a frame of an animation, or a jump.
    public var onPageScrolled: ((_ event: PageScrollEvent) -> Void)?

    /// Called with the new scroll state when it changes.
    public var onScrollStateChanged: ((_ scrollState: ScrollState) -> Void)?

    /// What the controller is doing: nothing, bringing its state up to date, or telling listeners.
    private enum Phase {
        case idle, updating, notifying
    }

    /// A running animation: where it goes, with what, and whom to tell when it stops.
    private struct Animation {
        let id: Int
        let targetSlot: Int
        /// What moves it: kept so a data change can send it on to where its item went.
        let animator: any ViewAnimator
        var cancelable: (any ViewAnimatorCancelable)?
        let completion: ((Bool) -> Void)?
    }

    /// A step's scroll event, with the offset and the engine (its ``engineVersion``) it holds for.
    private struct KnownScrollEvent {
        let offset: CGPoint
        let engineVersion: Int
        let event: PageScrollEvent
    }

    private var animation: Animation? {
        didSet { isAnimating = animation != nil }
    }
    private var nextAnimationID = 0
    /// The page a drag began on, which bounds how far it may go.
    private var dragStartSlot = 0
    /// Where the pager rests or last rested: the current page, or in a looping pager its slot
    /// (unbounded; the page is its remainder), so next and previous cross the seam.
    @exclusivity(unchecked) private var currentSlot = 0
    @exclusivity(unchecked) private var phase = Phase.idle
    /// Requests made while a step ran, run in order once it has told its listeners.
    @exclusivity(unchecked) private var queuedRequests: [() -> Void] = []
    /// Notices of engine changes made while listeners were being told, told before any queued request runs.
    @exclusivity(unchecked) private var queuedNotices: [PageControllerNotice] = []
    /// What the running step will tell about completions: the interrupted ones, then its own.
    @exclusivity(unchecked) private var pendingCompletions = PageControllerNotice()
    /// What the listeners were last told; set in `init`.
    @exclusivity(unchecked) private var told: PageControllerToldState
    /// Counts the changes of ``engine``: what was worked out from one engine is known to hold while
    /// this stays the same.
    @exclusivity(unchecked) private var engineVersion = 0
    /// The scroll event of the last offset a step moved to, worked out once per step: the step's
    /// current page and its listeners' event come from one position.
    @exclusivity(unchecked) private var knownEvent: KnownScrollEvent?
    /// The last ``layout()``, kept so the next one refills its element array instead of allocating one.
    private var laidOut = LayoutPass()

    /// Creates a controller resting on `currentPage`.
    ///
    /// - Parameters:
    ///   - engine: the paging core.
    ///   - currentPage: the page to start on, clamped to the valid pages; 0 by default.
    ///   - defaultAnimator: the animator for page changes that name none and for settling after
    ///     drags; by default a 0.3-second ``DefaultViewAnimator`` with the `easeInOut` curve.
    ///   - snapping: where released drags settle; one page per swipe by default.
    public init(
        engine: PagingEngine,
        currentPage: Int = 0,
        defaultAnimator: (any ViewAnimator)? = nil,
        snapping: PageSnapping.Configuration = PageSnapping.Configuration()
    ) {
        self.engine = engine
        let page = engine.clampedPage(currentPage)
        self.currentPage = page
        self.currentSlot = page
        let offset = engine.contentOffset(forPage: page)
        self.contentOffset = offset
        self.defaultAnimator = defaultAnimator ?? DefaultViewAnimator(0.3, curve: .easeInOut)
        self.snapping = snapping
        told = PageControllerToldState(
            offset: offset,
            event: PageScrollEvent(position: engine.scrollPosition(at: offset), numberOfPages: engine.numberOfPages),
            page: page, scrollState: .idle)
    }

    /// The scroll position in pages: the offset along the axis ÷ the page length.
    public var scrollPosition: CGFloat {
        currentKnownEvent?.position ?? engine.scrollPosition(at: contentOffset)
    }

    /// The scroll event of ``contentOffset``: the one the last step worked out while the offset
    /// and the engine are those it was worked out for, else worked out now.
    private var scrollEvent: PageScrollEvent {
        currentKnownEvent
            ?? PageScrollEvent(position: engine.scrollPosition(at: contentOffset), numberOfPages: engine.numberOfPages)
    }

    /// The event the last step worked out, while the offset and the engine are those it was
    /// worked out for; `nil` otherwise.
    private var currentKnownEvent: PageScrollEvent? {
        guard let known = knownEvent, known.engineVersion == engineVersion, known.offset == contentOffset else {
            return nil
        }
        return known.event
    }

    /// The engine's layout at the current offset: what to draw now.
    ///
    /// Its `currentPage` follows the offset on every frame; the controller's ``currentPage`` waits
    /// for animations to end.
    ///
    /// The controller keeps the pass's storage: called every frame by a caller that lets go of the
    /// previous frame's pass, the pass allocates nothing once the element array has grown (a pass
    /// still held when the next one is asked for keeps its elements, and the next pass gets new
    /// storage).
    public func layout() -> LayoutPass {
        engine.layout(at: contentOffset, into: &laidOut)
        return laidOut
    }

    // MARK: - Page changes

    /// Goes to `page`, animated with `animator` (or ``defaultAnimator`` when `nil`) or at once.
    ///
    /// - Parameters:
    ///   - page: the page to show, clamped to the valid pages.
    ///   - animated: `true` (the default) to animate, `false` to jump.
    ///   - animator: the animator to use; `nil` uses ``defaultAnimator``.
    ///   - completion: called once, with `true` when the page is reached and `false` when a newer
    ///     request interrupted the change. When it gets `false`, the interrupting request has
    ///     already been applied: the controller reads the state it left.
    ///
    /// Interrupts a running animation (its completion gets `false`) and ends a drag. Made inside a
    /// callback, the request is queued until that step has told its listeners; an interrupted
    /// completion that makes a request therefore takes over after this one.
    public func setCurrentPage(
        _ page: Int,
        animated: Bool = true,
        animator: (any ViewAnimator)?,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        run {
            self.interruptAnimation()
            let target = self.slot(forPage: page)
            self.go(toSlot: target, animated: animated, animator: animator, completion: completion)
        }
    }

    /// Goes to `slot` once a request has interrupted what ran before.
    private func go(
        toSlot slot: Int, animated: Bool, animator: (any ViewAnimator)?, completion: ((Bool) -> Void)?
    ) {
        if animated {
            animate(toSlot: slot, with: animator ?? defaultAnimator, completion: completion)
        } else {
            place(onSlot: slot)
            pendingCompletions.append(completion, finished: true)
        }
    }

    /// The slot that shows `page`: the page clamped to the valid ones, or in a looping pager the
    /// slot of that page nearest the current position (the short way round).
    private func slot(forPage page: Int) -> Int {
        let total = engine.numberOfPages
        guard engine.isLooping else { return engine.clampedPage(page) }
        let wrapped = PageGeometry.floorDivision(page, total).remainder
        let here = PagingEngine.slot(nearest: scrollPosition)
        // Both pages within 0..<total, and the comparison without doubling: no overflow however
        // many pages (a virtual count as large as Int.max).
        let delta = PageGeometry.floorDivision(wrapped - PageGeometry.floorDivision(here, total).remainder, total)
            .remainder
        return delta > total - delta ? here + (delta - total) : here + delta
    }

    /// `slot` kept to the valid pages when the pager does not loop.
    private func clampedSlot(_ slot: Int) -> Int {
        engine.isLooping ? slot : engine.clampedPage(slot)
    }

    /// Goes to `page` with ``defaultAnimator`` when animated; the original library's overload
    /// without an animator. See ``setCurrentPage(_:animated:animator:completion:)``.
    public func setCurrentPage(
        _ page: Int,
        animated: Bool = true,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        setCurrentPage(page, animated: animated, animator: defaultAnimator, completion: completion)
    }

    /// Goes to the page after the current one — or after the page a running animation is heading
    /// to — staying on the last page at the end.
    ///
    /// See ``setCurrentPage(_:animated:animator:completion:)`` for the parameters.
    public func goToNextPage(
        animated: Bool = true,
        animator: (any ViewAnimator)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        step(by: 1, animated: animated, animator: animator, completion: completion)
    }

    /// Goes to the page before the current one — or before the page a running animation is
    /// heading to — staying on the first page at the start.
    ///
    /// See ``setCurrentPage(_:animated:animator:completion:)`` for the parameters.
    public func goToPreviousPage(
        animated: Bool = true,
        animator: (any ViewAnimator)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        step(by: -1, animated: animated, animator: animator, completion: completion)
    }

    /// Goes `pages` slots from the destination slot: across the seam when looping, clamped otherwise.
    private func step(
        by pages: Int, animated: Bool, animator: (any ViewAnimator)?, completion: ((Bool) -> Void)?
    ) {
        run {
            let target = self.clampedSlot(self.destinationSlot + pages)
            self.interruptAnimation()
            self.go(toSlot: target, animated: animated, animator: animator, completion: completion)
        }
    }

    /// Sets the content offset directly, as a scroll view reports it (for example while the
    /// platform's own scroll view decelerates).
    ///
    /// Only the component along the scroll axis is used (the other is 0); a non-finite component
    /// keeps the current offset. Offsets past either end are kept (bouncing); ``currentPage`` stays
    /// clamped. Interrupts a running animation (its completion gets `false`, and a settling pager
    /// becomes idle); a drag in progress goes on.
    public func scroll(to offset: CGPoint) {
        // Called every frame while a scroll view moves: when nothing runs, the step runs at once
        // and its closure needs no storage of its own.
        guard phase == .idle else {
            run { self.scrollStep(to: offset) }
            return
        }
        runNow { scrollStep(to: offset) }
    }

    private func scrollStep(to offset: CGPoint) {
        interruptAnimation()
        move(to: axisOffset(offset))
        if scrollState == .settling { scrollState = .idle }
    }

    // MARK: - Dragging

    /// Starts a drag: interrupts a running animation where it is (its completion gets `false`) and
    /// remembers the page the drag starts on. Does nothing while already dragging.
    public func beginDragging() {
        run { self.startDrag() }
    }

    private func startDrag() {
        guard scrollState != .dragging else { return }
        interruptAnimation()
        updateCurrentPage(to: engine.currentPage(atScrollPosition: scrollPosition))
        dragStartSlot = engine.isLooping ? PagingEngine.slot(nearest: scrollPosition) : currentPage
        scrollState = .dragging
    }

    /// Moves the drag to `offset`; begins a drag first when none is in progress.
    ///
    /// ``currentPage`` follows the offset. Only the component along the scroll axis is used; a
    /// non-finite component keeps the current offset; offsets past either end are kept (bouncing).
    public func drag(to offset: CGPoint) {
        // Two steps, so listeners hear the drag begin before it moves.
        run { self.startDrag() }
        run {
            self.startDrag()
            self.move(to: self.axisOffset(offset))
        }
    }

    /// Ends the drag and settles on the page ``PageSnapping`` picks for the offset at release and
    /// `velocity`, animated with `animator` (or ``defaultAnimator`` when `nil`) — or, when
    /// ``snapping`` does not snap to pages (``PageSnapping/Configuration/free``), rests where it is.
    ///
    /// - Parameters:
    ///   - velocity: the content offset's velocity in points per second (positive towards later
    ///     pages); only the component along the axis is used, NaN counts as 0.
    ///   - animator: the animator for settling; `nil` uses ``flingAnimator`` for a fling (when set)
    ///     and ``defaultAnimator`` otherwise.
    ///   - completion: called once, `true` when the pager rests on the page, `false` when a newer
    ///     request interrupted the settling — or at once when no drag was in progress.
    /// - Returns: the page the pager settles on (the current page when no drag was in progress),
    ///   held within the engine's pages as they are when it returns (a listener told about the
    ///   release may have changed them). Called inside a callback, where the request is queued,
    ///   the page it would settle on as the controller stands now.
    @discardableResult
    public func endDragging(
        velocity: CGPoint,
        animator: (any ViewAnimator)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> Int {
        var settledPage = settlingSlot(velocity: velocity).map(page(forSlot:)) ?? currentPage
        run {
            guard let target = self.settlingSlot(velocity: velocity) else {
                self.pendingCompletions.append(completion, finished: false)
                settledPage = self.currentPage
                return
            }
            settledPage = self.page(forSlot: target)
            guard self.snapping.snapsToPages else {
                // Free scrolling (`.free`): the pager rests where the drag let go.
                self.scrollState = .idle
                self.pendingCompletions.append(completion, finished: true)
                return
            }
            let speed = abs(self.engine.scrollDirection.along(velocity))
            let isFling = !speed.isNaN && speed > 0 && speed >= self.snapping.flickThreshold
            let settling = animator ?? (isFling ? self.flingAnimator : nil) ?? self.defaultAnimator
            self.animate(toSlot: target, with: settling, completion: completion)
        }
        // Listeners told about the release may have changed the engine since: keep to its pages.
        return engine.clampedPage(settledPage)
    }

    /// Where a drag released now at `velocity` settles: the slot ``PageSnapping`` picks, the
    /// current one when ``snapping`` does not snap to pages, `nil` when no drag is in progress.
    private func settlingSlot(velocity: CGPoint) -> Int? {
        guard scrollState == .dragging else { return nil }
        guard snapping.snapsToPages else { return currentSlot }
        let axis = engine.scrollDirection
        return PageSnapping.targetSlot(
            forProposedOffset: axis.along(contentOffset),
            velocity: axis.along(velocity),
            dragStartSlot: dragStartSlot,
            geometry: engine.geometry,
            numberOfPages: engine.numberOfPages,
            configuration: snapping)
    }

    /// The page `slot` shows.
    private func page(forSlot slot: Int) -> Int {
        engine.geometry.page(forSlot: slot, pageCount: engine.numberOfPages)
    }

    // MARK: - Data changes

    /// Replaces the item counts, keeping the current item — and the item an animation is heading
    /// to — where it went. `oldIdentifiers` names the items the pager has now, one per page in page
    /// order; `newIdentifiers` the items `itemCounts` describes, in the same order.
    ///
    /// - At rest, the current item stays current: the page where its identifier reappears becomes
    ///   the current page, without animation (the first match when identifiers repeat). When it is
    ///   gone, the page index is kept, clamped, as any engine change does.
    /// - During an animated page change, the request targets the item, not the index: an animation
    ///   whose item moved goes on, with its animator, from where it is to the item's new page; one
    ///   whose item was deleted stops at once on its page index, clamped, and its completion is told
    ///   `false` (the page asked for is not shown).
    /// - During a drag, the page index is kept, clamped.
    /// - When the item on the current page changes although the index stays (the current item was
    ///   deleted or replaced), ``onCurrentPageChanged`` is told the page again.
    ///
    /// The update applies at once, also inside a callback (as assigning ``engine`` does): listeners
    /// still to be told in that step hear the new state.
    ///
    /// ```swift
    /// // "c" was current (page 2); two items are inserted before it: it is now page 4.
    /// try controller.updateItems([6], from: ["a", "b", "c", "d"], to: ["x", "y", "a", "b", "c", "d"])
    /// ```
    ///
    /// - Throws: ``ItemUpdateError`` when `oldIdentifiers` does not name one item per page the
    ///   pager has now, or `newIdentifiers` one per item of `itemCounts` (negative counts count as
    ///   0); nothing changes then.
    public func updateItems<ID: Hashable>(
        _ itemCounts: [Int], from oldIdentifiers: [ID], to newIdentifiers: [ID]
    ) throws {
        // Untyped: `throws(ItemUpdateError)` on this generic method crashes the compiler for iOS 16.
        let items = SectionedItemCounts(itemCounts)
        guard oldIdentifiers.count == engine.numberOfPages else {
            throw ItemUpdateError.oldIdentifiersMismatch(identifiers: oldIdentifiers.count, pages: engine.numberOfPages)
        }
        guard newIdentifiers.count == items.totalCount else {
            throw ItemUpdateError.newIdentifiersMismatch(identifiers: newIdentifiers.count, items: items.totalCount)
        }
        applyAtOnce { replaceItems(with: items, from: oldIdentifiers, to: newIdentifiers) }
    }

    /// ``updateItems(_:from:to:)`` once its arguments are checked.
    private func replaceItems<ID: Hashable>(with items: SectionedItemCounts, from old: [ID], to new: [ID]) {
        let shownBefore = Self.identifier(in: old, at: currentPage)
        let wasResting = scrollState == .idle
        // The running animation is taken over here, before the engine change would finish it on its
        // index, when the item it heads to moved or went.
        var redirected: (animation: Animation, oldPage: Int, newPage: Int?)?
        if let running = animation {
            let targetPage = page(forSlot: running.targetSlot)
            let newPage = Self.identifier(in: old, at: targetPage).flatMap { new.firstIndex(of: $0) }
            if newPage != targetPage {
                animation = nil
                running.cancelable?.cancel()
                redirected = (running, targetPage, newPage)
            }
        }
        engine.items = items
        if let (running, oldPage, newPage) = redirected {
            if let newPage {
                animate(toSlot: slot(forPage: newPage), with: running.animator, completion: running.completion)
            } else {
                place(onSlot: slot(forPage: engine.clampedPage(oldPage)))
                pendingCompletions.append(running.completion, finished: false)
            }
        } else if wasResting, let shownBefore, let newPage = new.firstIndex(of: shownBefore), newPage != currentPage {
            place(onSlot: slot(forPage: newPage))
        }
        // The same index showing another item: tell the page again.
        if Self.identifier(in: new, at: currentPage) != shownBefore, told.page == currentPage {
            told.page = nil
        }
    }

    /// The identifier of `page`, or `nil` when there is none.
    private static func identifier<ID>(in identifiers: [ID], at page: Int) -> ID? {
        identifiers.indices.contains(page) ? identifiers[page] : nil
    }

    // MARK: - Engine changes

    /// Reconciles the state with a new engine at once: as its own step at rest, inside the running
    /// step while updating, and with its notices held back until the current ones are told while
    /// listeners are being told (so the state never lags the engine).
    private func engineDidChange(from old: PagingEngine) {
        applyAtOnce { reconcile(withEngineFrom: old) }
    }

    /// Runs a data change at once, whatever the phase: as its own step at rest, inside the running
    /// step while updating, and as a step whose notices wait for the current ones while listeners
    /// are being told.
    private func applyAtOnce(_ change: () -> Void) {
        switch phase {
        case .idle: runNow(change)
        case .updating: change()
        case .notifying: queuedNotices.append(update(change))
        }
    }

    private func reconcile(withEngineFrom old: PagingEngine) {
        let geometryChanged = old.geometry != engine.geometry
        if let running = animation {
            let target = clampedSlot(running.targetSlot)
            guard geometryChanged || target != running.targetSlot else {
                // The animation runs on; only a current page that no longer exists moves.
                updateCurrentPage(to: engine.clampedPage(currentPage))
                return
            }
            animation = nil
            running.cancelable?.cancel()
            place(onSlot: target)
            pendingCompletions.append(running.completion, finished: true)
        } else if scrollState == .dragging {
            if geometryChanged {
                let position = old.scrollPosition(at: contentOffset)
                // A drag far out on pages made much longer could overflow: hold it at a finite offset.
                move(to: engine.contentOffset(atScrollPosition: position))
            } else {
                updateCurrentPage(to: engine.currentPage(atScrollPosition: scrollPosition))
            }
        } else if geometryChanged || engine.pageLength < 1 {
            // Rotation, resize, or a viewport without a size yet: back onto the kept page.
            let slot = clampedSlot(currentSlot)
            guard geometryChanged || slot != currentSlot else { return }
            place(onSlot: slot)
        } else {
            // New item counts: the page under the offset, clamped. An offset left outside the new
            // pages comes back onto the nearest one, as a scroll view's does when its content
            // shrinks.
            let page = engine.currentPage(atScrollPosition: scrollPosition)
            let lastPage = CGFloat(max(engine.numberOfPages - 1, 0))
            if !engine.isLooping, scrollPosition < 0 || scrollPosition > lastPage {
                place(onSlot: page)
            } else {
                updateCurrentPage(to: page)
            }
        }
    }

    // MARK: - Steps

    /// The slot a running animation is heading to, else the current one.
    private var destinationSlot: Int {
        animation?.targetSlot ?? currentSlot
    }

    /// Stops the running animation where it is; its completion will hear `false`.
    private func interruptAnimation() {
        // The flag first: most steps have no animation to interrupt, and reading it copies nothing.
        guard isAnimating, let running = animation else { return }
        animation = nil
        running.cancelable?.cancel()
        pendingCompletions.appendInterrupted(running.completion)
    }

    /// Animates from the current offset to `slot`, which is already clamped.
    private func animate(
        toSlot slot: Int,
        with animator: any ViewAnimator,
        completion: ((Bool) -> Void)?
    ) {
        let start = contentOffset
        let end = engine.contentOffset(forSlot: slot)
        guard start != end else {
            // Nothing to move (already there, or no usable page length): rest on the page now.
            place(onSlot: slot)
            pendingCompletions.append(completion, finished: true)
            return
        }
        let id = nextAnimationID
        nextAnimationID &+= 1
        scrollState = .settling
        // The closure holds the controller strongly so the completion is called even if every
        // other reference goes away mid-animation. Frames are steps of their own: one delivered
        // during `animate` (a zero-length animator finishes at once) is queued behind this step.
        let cancelable = animator.animate { progress, finished in
            // A frame comes every display refresh: when nothing else runs, its step runs at once
            // and needs no storage of its own (as in `scroll(to:)`).
            guard self.phase == .idle else {
                self.run { self.animationFrame(id: id, from: start, to: end, progress: progress, finished: finished) }
                return
            }
            self.runNow { self.animationFrame(id: id, from: start, to: end, progress: progress, finished: finished) }
        }
        animation = Animation(
            id: id, targetSlot: slot, animator: animator, cancelable: cancelable, completion: completion)
    }

    private func animationFrame(id: Int, from start: CGPoint, to end: CGPoint, progress: Double, finished: Bool) {
        // Frames of an interrupted animation (from an animator that ignores `cancel()`) are dropped.
        guard let running = animation, running.id == id else { return }
        if finished {
            animation = nil
            place(onSlot: running.targetSlot)
            pendingCompletions.append(running.completion, finished: true)
        } else {
            let t = CGFloat(progress.isNaN ? 0 : min(max(progress, 0), 1))
            contentOffset = CGPoint(x: Self.interpolate(start.x, end.x, t), y: Self.interpolate(start.y, end.y, t))
        }
    }

    /// `start + (end − start) · t`; for ends so far apart that their difference overflows, the
    /// weighted sum `start · (1 − t) + end · t`, which stays finite.
    private static func interpolate(_ start: CGFloat, _ end: CGFloat, _ t: CGFloat) -> CGFloat {
        let distance = end - start
        return distance.isFinite ? start + distance * t : start * (1 - t) + end * t
    }

    /// Rests on `slot`: its offset, its page as the current page, idle.
    private func place(onSlot slot: Int) {
        contentOffset = engine.contentOffset(forSlot: slot)
        // The slot itself rather than the rounded position: with no usable page length (a viewport
        // not laid out yet) every offset is 0, and the page is remembered for when it is.
        currentSlot = slot
        updateCurrentPage(to: page(forSlot: slot))
        scrollState = .idle
    }

    /// Sets the offset outside any animation and brings the current page to it.
    private func move(to offset: CGPoint) {
        contentOffset = offset
        // One copy of the engine (each call on the stored engine copies it, retaining its arrays).
        let engine = self.engine
        let position = engine.scrollPosition(at: offset)
        // Kept for the step's listeners (`tell`), which would work out the same position again.
        knownEvent = KnownScrollEvent(
            offset: offset, engineVersion: engineVersion,
            event: PageScrollEvent(position: position, numberOfPages: engine.numberOfPages))
        if engine.isLooping { currentSlot = PagingEngine.slot(nearest: position) }
        updateCurrentPage(to: engine.currentPage(atScrollPosition: position))
    }

    /// `offset` reduced to the scroll axis; a non-finite component keeps the current offset.
    private func axisOffset(_ offset: CGPoint) -> CGPoint {
        let along = engine.scrollDirection.along(offset)
        let current = engine.scrollDirection.along(contentOffset)
        return engine.geometry.point(along: along.isFinite ? along : current)
    }

    // MARK: - Steps and notifications

    /// Runs `request` as a step now, or queues it when a step is running; then runs what the step's
    /// listeners queued, until nothing is left.
    private func run(_ request: @escaping () -> Void) {
        guard phase == .idle else {
            queuedRequests.append(request)
            return
        }
        runNow(request)
    }

    /// ``run(_:)`` while no step is running: the notices still queued are told, then `request`
    /// runs as a step, then what the listeners queued, until nothing is left.
    private func runNow(_ request: () -> Void) {
        while !queuedNotices.isEmpty { tell(queuedNotices.removeFirst()) }
        tell(update(request))
        while true {
            if !queuedNotices.isEmpty {
                tell(queuedNotices.removeFirst())
            } else if !queuedRequests.isEmpty {
                tell(update(queuedRequests.removeFirst()))
            } else {
                break
            }
        }
        phase = .idle
    }

    /// Brings the state up to date with `change` and returns the completions it settled.
    private func update(_ change: () -> Void) -> PageControllerNotice {
        let outer = phase
        let outerCompletions = pendingCompletions
        phase = .updating
        pendingCompletions = PageControllerNotice()
        change()
        let notice = pendingCompletions
        pendingCompletions = outerCompletions
        phase = outer
        return notice
    }

    /// Tells listeners what one step did, in the documented order. Each listener hears the state
    /// as it is when it is called, when that differs from what it last heard: a change made by an
    /// earlier listener (a data change applies at once) reaches the later ones, which never hear a
    /// page the data no longer has.
    private func tell(_ notice: PageControllerNotice) {
        phase = .notifying
        for completion in notice.interrupted { completion(false) }
        let event = scrollEvent
        if contentOffset != told.offset || event != told.event {
            told.offset = contentOffset
            told.event = event
            onPageScrolled?(event)
        }
        if currentPage != told.page {
            told.page = currentPage
            onCurrentPageChanged?(currentPage)
        }
        if scrollState != told.scrollState {
            told.scrollState = scrollState
            onScrollStateChanged?(scrollState)
        }
        for (completion, finished) in notice.finished { completion(finished) }
    }

    private func updateCurrentPage(to page: Int) {
        // Without looping the slot is the page; a looping pager's slot is set where it is known.
        if !engine.isLooping { currentSlot = page }
        currentPage = page
    }
}
