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
/// Listeners hear, within one step, about the scroll first, then the page change, then the scroll
/// state, then the completion runs (see ``PageControllerDelegate``).
@MainActor
public final class PageController {
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
    public var engine: PagingEngine {
        didSet { engineDidChange(from: oldValue) }
    }

    /// The scroll offset, in points: along the axis, the page times the page length once a page
    /// change or a drag has settled; 0 across the axis.
    public private(set) var contentOffset: CGPoint

    /// The current page: the page nearest the scroll position, clamped to the valid pages (0 when
    /// there are none), updated when an animation ends rather than on its frames.
    ///
    /// Change it with ``setCurrentPage(_:animated:completion:)``.
    public private(set) var currentPage: Int

    /// What is moving the pager.
    public private(set) var scrollState: ScrollState = .idle

    /// Whether an animation (a programmatic page change, or settling after a drag) is running.
    public var isAnimating: Bool { animation != nil }

    /// The animator for page changes that name none, and for settling after a drag.
    ///
    /// By default a 0.3-second ``DefaultViewAnimator`` with the ``DefaultViewAnimator/Curve/easeInOut``
    /// curve on its default clock (the display on iOS, a ``TimerFrameSource`` elsewhere).
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

    /// Told about page changes, scrolling and scroll state changes.
    public weak var delegate: (any PageControllerDelegate)?

    /// Called with the new current page when it changes, after the delegate.
    public var onCurrentPageChanged: ((_ currentPage: Int) -> Void)?

    /// Called whenever the content offset changes, after the delegate.
    public var onPageScrolled: ((_ event: PageScrollEvent) -> Void)?

    /// Called with the new scroll state when it changes, after the delegate.
    public var onScrollStateChanged: ((_ scrollState: ScrollState) -> Void)?

    /// A running animation: where it goes and whom to tell when it stops.
    private struct Animation {
        let id: Int
        let targetSlot: Int
        var cancelable: (any ViewAnimatorCancelable)?
        let completion: ((Bool) -> Void)?
    }

    private var animation: Animation?
    private var nextAnimationID = 0
    /// The page a drag began on, which bounds how far it may go.
    private var dragStartSlot = 0
    /// Where the pager rests or last rested: the current page, or in a looping pager its slot
    /// (unbounded; the page is its remainder), so next and previous cross the seam.
    private var currentSlot = 0
    /// Bumped by every request. A step that calls out to listeners compares it afterwards: if a
    /// listener made a newer request, that request owns the state and the older step stops.
    private var requestGeneration = 0

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
        self.contentOffset = engine.contentOffset(forPage: page)
        self.defaultAnimator = defaultAnimator ?? DefaultViewAnimator(0.3, curve: .easeInOut)
        self.snapping = snapping
    }

    /// The scroll position in pages: the offset along the axis ÷ the page length.
    public var scrollPosition: CGFloat {
        engine.scrollPosition(at: contentOffset)
    }

    /// The engine's layout at the current offset: what to draw now.
    ///
    /// Its `currentPage` follows the offset on every frame; the controller's ``currentPage`` waits
    /// for animations to end.
    public func layout() -> PagingLayoutResult {
        engine.layout(at: contentOffset)
    }

    // MARK: - Page changes

    /// Goes to `page`, animated with `animator` (or ``defaultAnimator`` when `nil`) or at once.
    ///
    /// - Parameters:
    ///   - page: the page to show, clamped to the valid pages.
    ///   - animated: `true` (the default) to animate, `false` to jump.
    ///   - animator: the animator to use; `nil` uses ``defaultAnimator``.
    ///   - completion: called once, with `true` when the page is reached and `false` when a newer
    ///     request interrupted the change. When it gets `false`, the next request is about to take
    ///     over; ``scrollState`` may still read ``ScrollState/settling``.
    ///
    /// Interrupts a running animation (its completion gets `false`) and ends a drag. If that
    /// interrupted completion itself makes a request, that request wins and this one ends at
    /// once with `false`.
    public func setCurrentPage(
        _ page: Int,
        animated: Bool = true,
        animator: (any ViewAnimator)?,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        let generation = beginRequest()
        interruptAnimation()
        guard isCurrent(generation) else {
            completion?(false)
            return
        }
        let target = slot(forPage: page)
        go(toSlot: target, animated: animated, animator: animator, generation: generation, completion: completion)
    }

    /// Goes to `slot` once a request has interrupted what ran before.
    private func go(
        toSlot slot: Int, animated: Bool, animator: (any ViewAnimator)?, generation: Int,
        completion: ((Bool) -> Void)?
    ) {
        if animated {
            animate(toSlot: slot, with: animator ?? defaultAnimator, generation: generation, completion: completion)
        } else {
            place(onSlot: slot, generation: generation)
            completion?(true)
        }
    }

    /// The slot that shows `page`: the page clamped to the valid ones, or in a looping pager the
    /// slot of that page nearest the current position (the short way round).
    private func slot(forPage page: Int) -> Int {
        let total = engine.numberOfPages
        guard engine.isLooping else { return engine.clampedPage(page) }
        let wrapped = PageGeometry.floorDivision(page, total).remainder
        let here = PagingEngine.slot(nearest: scrollPosition)
        let delta = PageGeometry.floorDivision(wrapped - here, total).remainder
        return delta * 2 > total ? here + delta - total : here + delta
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
        let target = clampedSlot(destinationSlot + pages)
        let generation = beginRequest()
        interruptAnimation()
        guard isCurrent(generation) else {
            completion?(false)
            return
        }
        go(toSlot: target, animated: animated, animator: animator, generation: generation, completion: completion)
    }

    /// Sets the content offset directly, as a scroll view reports it (for example while the
    /// platform's own scroll view decelerates).
    ///
    /// Only the component along the scroll axis is used (the other is 0); a non-finite component
    /// keeps the current offset. Offsets past either end are kept (bouncing); ``currentPage`` stays
    /// clamped. Interrupts a running animation (its completion gets `false`, and a settling pager
    /// becomes idle); a drag in progress goes on.
    public func scroll(to offset: CGPoint) {
        let generation = beginRequest()
        interruptAnimation()
        guard isCurrent(generation) else { return }
        move(to: axisOffset(offset), generation: generation)
        guard isCurrent(generation), scrollState == .settling else { return }
        setScrollState(.idle)
    }

    // MARK: - Dragging

    /// Starts a drag: interrupts a running animation where it is (its completion gets `false`) and
    /// remembers the page the drag starts on. Does nothing while already dragging.
    public func beginDragging() {
        guard scrollState != .dragging else { return }
        let generation = beginRequest()
        interruptAnimation()
        guard isCurrent(generation) else { return }
        updateCurrentPage(to: engine.currentPage(atScrollPosition: scrollPosition))
        guard isCurrent(generation) else { return }
        dragStartSlot = engine.isLooping ? PagingEngine.slot(nearest: scrollPosition) : currentPage
        setScrollState(.dragging)
    }

    /// Moves the drag to `offset`; begins a drag first when none is in progress.
    ///
    /// ``currentPage`` follows the offset. Only the component along the scroll axis is used; a
    /// non-finite component keeps the current offset; offsets past either end are kept (bouncing).
    public func drag(to offset: CGPoint) {
        beginDragging()
        guard scrollState == .dragging else { return }
        let generation = beginRequest()
        move(to: axisOffset(offset), generation: generation)
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
    /// - Returns: the page the pager settles on (the current page when no drag was in progress).
    @discardableResult
    public func endDragging(
        velocity: CGPoint,
        animator: (any ViewAnimator)? = nil,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> Int {
        guard scrollState == .dragging else {
            completion?(false)
            return currentPage
        }
        let generation = beginRequest()
        guard snapping.snapsToPages else {
            // Free scrolling (`.free`): the pager rests where the drag let go.
            setScrollState(.idle)
            if isCurrent(generation) { completion?(true) }
            return currentPage
        }
        let horizontal = engine.scrollDirection == .horizontal
        let target = PageSnapping.targetSlot(
            forProposedOffset: horizontal ? contentOffset.x : contentOffset.y,
            velocity: horizontal ? velocity.x : velocity.y,
            dragStartSlot: dragStartSlot,
            geometry: engine.geometry,
            numberOfPages: engine.numberOfPages,
            configuration: snapping)
        let speed = abs(horizontal ? velocity.x : velocity.y)
        let isFling = !speed.isNaN && speed > 0 && speed >= snapping.flickThreshold
        let settling = animator ?? (isFling ? flingAnimator : nil) ?? defaultAnimator
        animate(toSlot: target, with: settling, generation: generation, completion: completion)
        return engine.geometry.page(forSlot: target, pageCount: engine.numberOfPages)
    }

    // MARK: - Data changes

    /// Replaces the item counts, keeping the current item where it went: the page whose identifier
    /// in `oldIdentifiers` (one per page, in page order) reappears in `newIdentifiers` becomes the
    /// current page, without animation (the first match when identifiers repeat). When it is gone,
    /// or the pager is not at rest, the page index is kept, clamped, as any engine change does.
    ///
    /// ```swift
    /// // "c" was current (page 2); two items are inserted before it: it is now page 4.
    /// controller.updateItems([6], from: ["a", "b", "c", "d"], to: ["x", "y", "a", "b", "c", "d"])
    /// ```
    public func updateItems<ID: Hashable>(_ itemCounts: [Int], from oldIdentifiers: [ID], to newIdentifiers: [ID]) {
        let kept = currentPage < oldIdentifiers.count ? oldIdentifiers[currentPage] : nil
        let newIndex = kept.flatMap { id in newIdentifiers.firstIndex(of: id) }
        var updated = engine
        updated.items = SectionedItemCounts(itemCounts)
        engine = updated
        guard let newIndex, newIndex < engine.numberOfPages, scrollState == .idle, newIndex != currentPage else {
            return
        }
        let generation = beginRequest()
        place(onSlot: slot(forPage: newIndex), generation: generation)
    }

    // MARK: - Engine changes

    private func engineDidChange(from old: PagingEngine) {
        let geometryChanged = old.geometry != engine.geometry
        let generation = beginRequest()
        if let running = animation {
            let target = clampedSlot(running.targetSlot)
            guard geometryChanged || target != running.targetSlot else {
                // The animation runs on; only a current page that no longer exists moves.
                updateCurrentPage(to: engine.clampedPage(currentPage))
                return
            }
            animation = nil
            running.cancelable?.cancel()
            place(onSlot: target, generation: generation)
            running.completion?(true)
        } else if scrollState == .dragging {
            if geometryChanged {
                let position = old.scrollPosition(at: contentOffset)
                // A drag far out on pages made much longer could overflow: hold it at a finite offset.
                move(to: engine.contentOffset(atScrollPosition: position), generation: generation)
            } else {
                updateCurrentPage(to: engine.currentPage(atScrollPosition: scrollPosition))
            }
        } else if geometryChanged || engine.pageLength < 1 {
            // Rotation, resize, or a viewport without a size yet: back onto the kept page.
            let slot = clampedSlot(currentSlot)
            guard geometryChanged || slot != currentSlot else { return }
            place(onSlot: slot, generation: generation)
        } else {
            // New item counts: the page under the offset, clamped. An offset left outside the new
            // pages comes back onto the nearest one, as a scroll view's does when its content
            // shrinks.
            let page = engine.currentPage(atScrollPosition: scrollPosition)
            let lastPage = CGFloat(max(engine.numberOfPages - 1, 0))
            if !engine.isLooping, scrollPosition < 0 || scrollPosition > lastPage {
                place(onSlot: page, generation: generation)
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

    private func beginRequest() -> Int {
        requestGeneration &+= 1
        return requestGeneration
    }

    private func isCurrent(_ generation: Int) -> Bool {
        requestGeneration == generation
    }

    /// Stops the running animation where it is and tells its completion.
    private func interruptAnimation() {
        guard let running = animation else { return }
        animation = nil
        running.cancelable?.cancel()
        running.completion?(false)
    }

    /// Animates from the current offset to `slot`, which is already clamped.
    private func animate(
        toSlot slot: Int,
        with animator: any ViewAnimator,
        generation: Int,
        completion: ((Bool) -> Void)?
    ) {
        let start = contentOffset
        let end = engine.contentOffset(forSlot: slot)
        guard start != end else {
            // Nothing to move (already there, or no usable page length): rest on the page now.
            place(onSlot: slot, generation: generation)
            completion?(true)
            return
        }
        let id = nextAnimationID
        nextAnimationID &+= 1
        animation = Animation(id: id, targetSlot: slot, cancelable: nil, completion: completion)
        setScrollState(.settling)
        // A listener may have made a newer request, which interrupted this animation already.
        guard animation?.id == id else { return }
        // The closure holds the controller strongly so the completion is called even if every
        // other reference goes away mid-animation.
        let cancelable = animator.animate { progress, finished in
            self.animationFrame(id: id, from: start, to: end, progress: progress, finished: finished)
        }
        if animation?.id == id {
            animation?.cancelable = cancelable
        }
    }

    private func animationFrame(id: Int, from start: CGPoint, to end: CGPoint, progress: Double, finished: Bool) {
        // Frames of an interrupted animation (from an animator that ignores `cancel()`) are dropped.
        guard let running = animation, running.id == id else { return }
        if finished {
            animation = nil
            let generation = beginRequest()
            place(onSlot: running.targetSlot, generation: generation)
            running.completion?(true)
        } else {
            let t = CGFloat(progress.isNaN ? 0 : min(max(progress, 0), 1))
            setOffset(CGPoint(x: Self.interpolate(start.x, end.x, t), y: Self.interpolate(start.y, end.y, t)))
        }
    }

    /// `start + (end − start) · t`; for ends so far apart that their difference overflows, the
    /// weighted sum `start · (1 − t) + end · t`, which stays finite.
    private static func interpolate(_ start: CGFloat, _ end: CGFloat, _ t: CGFloat) -> CGFloat {
        let distance = end - start
        return distance.isFinite ? start + distance * t : start * (1 - t) + end * t
    }

    /// Rests on `slot`: its offset, its page as the current page, idle.
    private func place(onSlot slot: Int, generation: Int) {
        setOffset(engine.contentOffset(forSlot: slot))
        guard isCurrent(generation) else { return }
        // The slot itself rather than the rounded position: with no usable page length (a viewport
        // not laid out yet) every offset is 0, and the page is remembered for when it is.
        currentSlot = slot
        updateCurrentPage(to: engine.geometry.page(forSlot: slot, pageCount: engine.numberOfPages))
        guard isCurrent(generation) else { return }
        setScrollState(.idle)
    }

    /// Sets the offset outside any animation and brings the current page to it.
    private func move(to offset: CGPoint, generation: Int) {
        setOffset(offset)
        guard isCurrent(generation) else { return }
        if engine.isLooping { currentSlot = PagingEngine.slot(nearest: scrollPosition) }
        updateCurrentPage(to: engine.currentPage(atScrollPosition: scrollPosition))
    }

    /// `offset` reduced to the scroll axis; a non-finite component keeps the current offset.
    private func axisOffset(_ offset: CGPoint) -> CGPoint {
        let horizontal = engine.scrollDirection == .horizontal
        let along = horizontal ? offset.x : offset.y
        let current = horizontal ? contentOffset.x : contentOffset.y
        return engine.geometry.point(along: along.isFinite ? along : current)
    }

    // MARK: - Notifications

    private func setOffset(_ offset: CGPoint) {
        guard offset != contentOffset else { return }
        contentOffset = offset
        let event = PageScrollEvent(position: scrollPosition, numberOfPages: engine.numberOfPages)
        delegate?.onPageScrolled(controller: self, event: event)
        onPageScrolled?(event)
    }

    private func updateCurrentPage(to page: Int) {
        // Without looping the slot is the page; a looping pager's slot is set where it is known.
        if !engine.isLooping { currentSlot = page }
        guard page != currentPage else { return }
        currentPage = page
        delegate?.onCurrentPageChanged(controller: self, currentPage: page)
        onCurrentPageChanged?(page)
    }

    private func setScrollState(_ state: ScrollState) {
        guard state != scrollState else { return }
        scrollState = state
        delegate?.onScrollStateChanged(controller: self, scrollState: state)
        onScrollStateChanged?(state)
    }
}
